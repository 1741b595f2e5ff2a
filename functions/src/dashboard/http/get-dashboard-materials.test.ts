import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { cookies } from '../../testing/session-handlers';
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
const profile = { PK: 'USER#athlete-1', SK: 'PROFILE', type: 'user', id: 'athlete-1', email: 'a@example.com', firstName: 'Ava', isAdmin: false };
const entitlement = (courseId: string, extra: Record<string, unknown> = {}) => ({
  PK: 'USER#athlete-1',
  SK: `ENTITLEMENT#${courseId}`,
  type: 'entitlement',
  courseId,
  grantedAt: '2026-01-01T00:00:00.000Z',
  accessExpiresAt: null,
  isActive: true,
  ...extra,
});
const material = (assetId: string, courseId: string, createdAt: string) => ({
  PK: 'COURSE_MATERIALS',
  SK: `${courseId}#${createdAt}#${assetId}`,
  type: 'courseMaterial',
  assetId,
  courseId,
  fileName: `File ${assetId}`,
  contentType: 'pdf',
  fileSize: 1000,
  createdAt,
});

const getDashboard = () => handler(httpEvent('GET', '/api/dashboard', { cookies }), lambdaContext);

describe('GET /api/dashboard course materials (unit)', () => {
  beforeEach(() => dynamo.reset());

  // The Course Packet is a course of modules now (course.test.ts, course.int.test.ts): the
  // download list is the two other courses'.
  it('reads the materials of her open course with ONE more Query, narrowed to that course', async () => {
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#athlete-1' } }).resolves({
      Items: [
        profile,
        entitlement('bonus_content'),
        entitlement('course_packet', { isActive: false }),
        entitlement('mentorship_materials', { accessExpiresAt: '2020-01-01T00:00:00.000Z' }),
      ],
    });
    dynamo.on(QueryCommand, { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)' }).resolves({
      Items: [material('m2', 'bonus_content', '2026-02-01T00:00:00.000Z'), material('m1', 'bonus_content', '2026-01-01T00:00:00.000Z')],
    });
    const result = await getDashboard();
    expect(result.statusCode).toBe(200);
    const reply = dashboardReplySchema.parse(JSON.parse(result.body ?? ''));
    expect(reply.courseMaterials).toEqual([
      { assetId: 'm1', courseId: 'bonus_content', fileName: 'File m1', contentType: 'pdf', fileSize: 1000 },
      { assetId: 'm2', courseId: 'bonus_content', fileName: 'File m2', contentType: 'pdf', fileSize: 1000 },
    ]);
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    expect(dynamo.calls()).toHaveLength(2);
    expect(queries[1]).toMatchObject({ ExpressionAttributeValues: { ':pk': 'COURSE_MATERIALS', ':prefix': 'bonus_content#' } });
  });

  it('filters by course when several are open, still ONE more Query', async () => {
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#athlete-1' } })
      .resolves({ Items: [profile, entitlement('mentorship_materials'), entitlement('bonus_content')] });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'COURSE_MATERIALS' } }).resolves({
      Items: [material('b1', 'bonus_content', '2026-01-01T00:00:00.000Z'), material('c1', 'mentorship_materials', '2026-03-01T00:00:00.000Z')],
    });
    const reply = dashboardReplySchema.parse(JSON.parse((await getDashboard()).body ?? ''));
    expect(reply.courseMaterials.map((m) => m.assetId)).toEqual(['c1', 'b1']);
    expect(dynamo.calls()).toHaveLength(2);
    expect(dynamo.commandCalls(QueryCommand)[1]?.args[0].input).toMatchObject({
      FilterExpression: 'courseId IN (:c0, :c1)',
      ExpressionAttributeValues: { ':pk': 'COURSE_MATERIALS', ':c0': 'mentorship_materials', ':c1': 'bonus_content' },
    });
  });

  it('reads nothing more when no entitlement is open', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [profile, entitlement('course_packet', { isActive: false })] });
    const reply = dashboardReplySchema.parse(JSON.parse((await getDashboard()).body ?? ''));
    expect(reply.courseMaterials).toEqual([]);
    expect(dynamo.calls()).toHaveLength(1);
  });
});
