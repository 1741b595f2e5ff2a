import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { handler } from './get-course-release';

const dynamo = mockClient(DynamoDBDocumentClient);

const material = {
  assetId: 'a1',
  courseId: 'course_packet',
  fileName: 'Module-0.pdf',
  contentType: 'pdf',
  fileSize: 2048,
  createdAt: '2026-11-27T10:00:00.000Z',
};

async function ask(): Promise<{ statusCode?: number; body: unknown }> {
  const result = (await handler(httpEvent('GET', '/api/course/release'), lambdaContext)) as { statusCode?: number; body?: string };
  return { statusCode: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}

describe('GET /api/course/release', () => {
  beforeEach(() => dynamo.reset());

  it('says the course is not released (a pre-order) while it has no active material', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    expect(await ask()).toEqual({ statusCode: 200, body: { released: false } });
  });

  it('says it is released once one of its materials is active', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ PK: 'COURSE_MATERIALS', SK: `course_packet#${material.createdAt}#a1`, ...material }] });
    expect(await ask()).toEqual({ statusCode: 200, body: { released: true } });
  });
});
