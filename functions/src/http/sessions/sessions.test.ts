import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../adapters/auth/token-verifier';
import { buildMentorshipPackage } from '../../adapters/dynamo/package-repo';
import { httpEvent, lambdaContext, sameSiteJson } from '../../testing/http-event';
import { handler as completeSession } from './complete-session';
import { handler as listSessions } from './list-sessions';

vi.mock('../../adapters/auth/token-verifier', () => ({
  verifyAccessToken: async (token: string): Promise<SessionUser | undefined> =>
    token === 'athlete-token'
      ? {
          sub: 'athlete-1',
          username: 'a@example.com',
          groups: ['athlete'],
          isAdmin: false,
          authTime: 1_790_000_000,
          tokenId: 'jti-1',
          expiresAt: 4_102_444_800,
        }
      : undefined,
}));
// Every session is live here; session-validity.test.ts and the integration tests cover ending them.
vi.mock('../../services/session-validity', () => ({ isSessionCurrent: async () => true }));

const dynamo = mockClient(DynamoDBDocumentClient);
const cookies = ['herway_access=athlete-token'];
const pkg = buildMentorshipPackage({ id: 'pkg-1', userId: 'athlete-1', packageType: 'starter', amount: 40_000, now: '2026-01-01T00:00:00.000Z' });
const bookingId = 'pkg-1_0b9c2a52-8e0b-4d6f-a1b7-2c9e4f5d6a70';
const booking = {
  id: bookingId,
  userId: 'athlete-1',
  mentorshipPackageId: 'pkg-1',
  mentorName: 'Maya Reynolds',
  sessionDate: '2026-01-10T16:00:00.000Z',
  sessionDuration: 60,
  status: 'scheduled',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const complete = (id: string) =>
  completeSession(httpEvent('POST', `/api/sessions/complete/${id}`, { cookies, headers: sameSiteJson, pathParameters: { id } }), lambdaContext);

describe('sessions handlers (unit)', () => {
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
          actionItems: [{ id: 'item-1', bookingId, text: 'Film one game', dueDate: '2026-01-20', doneAt: null }],
        },
      }),
    ]);
    expect(dynamo.calls()).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'USER#athlete-1' },
    });
  });

  it('POST /api/sessions/complete/{id} writes ONE transaction first, built from her sub and the id, then reads to reply', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo
      .on(GetCommand, { Key: { PK: 'USER#athlete-1', SK: `BOOKING#${bookingId}` } })
      .resolves({ Item: { ...booking, status: 'completed', completedAt: '2026-01-10T17:00:00.000Z' } });
    dynamo.on(GetCommand, { Key: { PK: 'USER#athlete-1', SK: 'PACKAGE#pkg-1' } }).resolves({ Item: { ...pkg, sessionsUsed: 1, sessionsRemaining: 4 } });
    const result = await complete(bookingId);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toMatchObject({
      session: { id: bookingId, status: 'completed' },
      package: { id: 'pkg-1', sessionsUsed: 1, sessionsRemaining: 4 },
    });
    const [first] = dynamo.calls();
    expect(first?.args[0]).toBeInstanceOf(TransactWriteCommand);
    const items = (first?.args[0] as TransactWriteCommand).input.TransactItems ?? [];
    expect(items.map((item) => item.Update?.Key)).toEqual([
      { PK: 'USER#athlete-1', SK: `BOOKING#${bookingId}` },
      { PK: 'USER#athlete-1', SK: 'PACKAGE#pkg-1' },
    ]);
    expect(items[0]?.Update?.ConditionExpression).toContain('#status = :scheduled');
    expect(items[1]?.Update?.ConditionExpression).toContain('sessionsRemaining > :zero');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('maps a cancelled transaction to the reason the booking gives', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(
        new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
      );
    dynamo.on(GetCommand, { Key: { PK: 'USER#athlete-1', SK: `BOOKING#${bookingId}` } }).resolves({ Item: { ...booking, status: 'completed' } });
    dynamo.on(GetCommand, { Key: { PK: 'USER#athlete-1', SK: 'PACKAGE#pkg-1' } }).resolves({ Item: pkg });
    const result = await complete(bookingId);
    expect([result.statusCode, JSON.parse(result.body ?? '')]).toEqual([409, { message: 'This session is already completed' }]);
  });

  it('answers 404 for an id of no booking of hers, and 400 for a malformed id', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }));
    dynamo.on(GetCommand).resolves({});
    expect((await complete('pkg-9_0b9c2a52-8e0b-4d6f-a1b7-2c9e4f5d6a70')).statusCode).toBe(404);
    expect((await complete('plain-id-without-package')).statusCode).toBe(404);
    expect((await complete('USER#other')).statusCode).toBe(400);
  });
});
