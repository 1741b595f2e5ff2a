import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { handler } from './get-course-release';

const dynamo = mockClient(DynamoDBDocumentClient);

const moduleItem = (releaseAt: string) => ({ PK: 'COURSE#course_packet', SK: 'MODULE#0', moduleNumber: 0, releaseAt, lessonsVersion: 1 });

async function ask(): Promise<{ statusCode?: number; body: unknown }> {
  const result = (await handler(httpEvent('GET', '/api/course/release'), lambdaContext)) as { statusCode?: number; body?: string };
  return { statusCode: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}

describe('GET /api/course/release', () => {
  beforeEach(() => dynamo.reset());

  it('says the course is not released (a pre-order) while no module is released', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    expect(await ask()).toEqual({ statusCode: 200, body: { released: false } });
  });

  it('says it is not released while its first module is only scheduled for later', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [moduleItem(new Date(Date.now() + 3_600_000).toISOString())] });
    expect(await ask()).toEqual({ statusCode: 200, body: { released: false } });
  });

  it('says it is released once a module is, reading the course with one Query', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [moduleItem(new Date(Date.now() - 1000).toISOString())] });
    expect(await ask()).toEqual({ statusCode: 200, body: { released: true } });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({ ':pk': 'COURSE#course_packet' });
  });
});
