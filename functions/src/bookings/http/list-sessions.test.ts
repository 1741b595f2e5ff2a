import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { booking, bookingId, cookies, pkg } from '../../testing/session-handlers';
import { handler as listSessions } from './list-sessions';

vi.mock('../../kernel/auth/token-verifier', () => import('../../testing/session-handlers'));
// Every session is live here; session-validity.test.ts and the integration tests cover ending them.
vi.mock('../../kernel/auth/session-validity', () => ({ isSessionCurrent: async () => true }));

const dynamo = mockClient(DynamoDBDocumentClient);

describe('GET /api/sessions/user (unit)', () => {
  beforeEach(() => {
    process.env.SITE_ORIGIN = 'http://localhost:3000';
    dynamo.reset();
  });

  it('GET /api/sessions/user is ONE Query of her collection: her sessions with their mentor notes and action items', async () => {
    const at = '2026-01-11T09:00:00.000Z';
    const notes = {
      bookingId,
      userId: 'athlete-1',
      notes: 'Work on your first touch.',
      version: 1,
      actionItemIds: ['item-1'],
      lastRequestId: 'request-1',
      createdAt: at,
      updatedAt: at,
    };
    const item = { id: 'item-1', bookingId, userId: 'athlete-1', text: 'Film one game', dueDate: '2026-01-20', doneAt: null, createdAt: at, updatedAt: at };
    dynamo.on(QueryCommand).resolves({
      Items: [
        { PK: 'USER#athlete-1', SK: 'ACTION#item-1', type: 'actionItem', ...item },
        { PK: 'USER#athlete-1', SK: `BOOKING#${bookingId}`, type: 'sessionBooking', ...booking },
        { PK: 'USER#athlete-1', SK: `NOTES#${bookingId}`, type: 'sessionNotes', ...notes },
        { PK: 'USER#athlete-1', SK: 'PACKAGE#pkg-1', type: 'mentorshipPackage', ...pkg },
      ],
    });
    const result = await listSessions(httpEvent('GET', '/api/sessions/user', { cookies }), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toEqual([
      expect.objectContaining({
        id: bookingId,
        status: 'scheduled',
        sessionDuration: 60,
        mentorName: 'Maya Reynolds',
        mentorNotes: {
          bookingId,
          notes: 'Work on your first touch.',
          version: 1,
          updatedAt: at,
          actionItems: [{ id: 'item-1', bookingId, text: 'Film one game', dueDate: '2026-01-20', doneAt: null, lesson: null }],
        },
      }),
    ]);
    expect(dynamo.calls()).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'USER#athlete-1' },
    });
  });
});
