import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { cookies, pkg } from '../../testing/session-handlers';
import { handler } from './get-dashboard';

vi.mock('../../kernel/auth/token-verifier', () => import('../../testing/session-handlers'));
// The mentors, kept a minute per container (mentor-directory.ts): a warm container's, read before.
vi.mock('../../bookings/mentor-directory', async () => {
  const { sampleMentorRecords } = await import('../../bookings/mentors');
  return { activeMentors: async () => sampleMentorRecords('2026-01-01T00:00:00.000Z') };
});
// Every session is live here; session-validity.test.ts and the integration tests cover ending them.
vi.mock('../../kernel/auth/session-validity', () => ({ isSessionCurrent: async () => true }));

const dynamo = mockClient(DynamoDBDocumentClient);

describe('GET /api/dashboard (unit)', () => {
  beforeEach(() => {
    dynamo.reset();
    dynamo.on(QueryCommand).resolves({
      Items: [
        { PK: 'USER#athlete-1', SK: 'PROFILE', type: 'user', id: 'athlete-1', email: 'a@example.com', firstName: 'Ava', isAdmin: false },
        { PK: 'USER#athlete-1', SK: 'PACKAGE#pkg-1', type: 'mentorshipPackage', ...pkg },
        { PK: 'USER#athlete-1', SK: 'PURCHASE#broken', type: 'coursePurchase', id: 'broken' },
      ],
    });
  });

  it('answers from ONE DynamoDB request: a Query of her partition', async () => {
    const result = await handler(httpEvent('GET', '/api/dashboard', { cookies }), lambdaContext);
    expect(result.statusCode).toBe(200);
    const reply = dashboardReplySchema.parse(JSON.parse(result.body ?? ''));
    expect(reply.user.firstName).toBe('Ava');
    expect(reply.mentorshipPackages.map((p) => p.id)).toEqual(['pkg-1']);
    // The unreadable purchase is left out rather than failing the page.
    expect(reply.coursePurchases).toEqual([]);
    expect(dynamo.calls()).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'USER#athlete-1' },
    });
  });

  it('says her address is suppressed from the same one Query (its copy in her collection), and only for the address she has', async () => {
    const suppressed = {
      email: 'a@example.com',
      reason: 'bounce',
      kind: 'receipt',
      suppressedAt: '2026-11-27T10:00:00.000Z',
      diagnostic: 'smtp; 550 5.1.1 user unknown',
    };
    const profile = { PK: 'USER#athlete-1', SK: 'PROFILE', type: 'user', id: 'athlete-1', email: 'A@example.com', firstName: 'Ava', isAdmin: false };
    dynamo.on(QueryCommand).resolves({ Items: [profile, { PK: 'USER#athlete-1', SK: 'MAILDELIVERY', type: 'mailDelivery', ...suppressed }] });
    const reply = dashboardReplySchema.parse(JSON.parse((await handler(httpEvent('GET', '/api/dashboard', { cookies }), lambdaContext)).body ?? ''));
    expect(reply.emailDelivery).toEqual(suppressed);
    expect(dynamo.calls()).toHaveLength(1);

    dynamo.on(QueryCommand).resolves({
      Items: [
        { ...profile, email: 'new@example.com' },
        { PK: 'USER#athlete-1', SK: 'MAILDELIVERY', ...suppressed },
      ],
    });
    const moved = dashboardReplySchema.parse(JSON.parse((await handler(httpEvent('GET', '/api/dashboard', { cookies }), lambdaContext)).body ?? ''));
    expect(moved.emailDelivery).toBeUndefined();
  });

  it('answers 401 without a session, reading nothing', async () => {
    const result = await handler(httpEvent('GET', '/api/dashboard'), lambdaContext);
    expect(result.statusCode).toBe(401);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
