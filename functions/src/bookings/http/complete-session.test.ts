import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext, sameSiteJson } from '../../testing/http-event';
import { booking, bookingId, cookies, pkg } from '../../testing/session-handlers';
import { handler as completeSession } from './complete-session';

vi.mock('../../kernel/auth/token-verifier', () => import('../../testing/session-handlers'));
// Every session is live here; session-validity.test.ts and the integration tests cover ending them.
vi.mock('../../kernel/auth/session-validity', () => ({ isSessionCurrent: async () => true }));

const dynamo = mockClient(DynamoDBDocumentClient);
const complete = (id: string) =>
  completeSession(httpEvent('POST', `/api/sessions/complete/${id}`, { cookies, headers: sameSiteJson, pathParameters: { id } }), lambdaContext);

describe('POST /api/sessions/complete/{id} (unit)', () => {
  beforeEach(() => {
    process.env.SITE_ORIGIN = 'http://localhost:3000';
    dynamo.reset();
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
