import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newMentorRecord, sampleMentorRecords } from '@herway/functions/services/mentors';
import { handler } from './check-mentor-links';

const dynamo = mockClient(DynamoDBDocumentClient);
const context = { logStreamName: '2026/11/27/[$LATEST]abc' };
const now = '2026-11-27T00:00:00.000Z';

const event: CloudFormationCustomResourceEvent = {
  RequestType: 'Update',
  PhysicalResourceId: 'herway-mentor-links-check',
  OldResourceProperties: { ServiceToken: 'x' },
  ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:check',
  ResponseURL: 'https://cloudformation-custom-resource-response.example/answer?signature=x',
  StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/HerWay-Prod-App/1',
  RequestId: 'request-1',
  LogicalResourceId: 'MentorLinksCheck',
  ResourceType: 'Custom::MentorLinksCheck',
  ResourceProperties: { ServiceToken: 'x', deployId: '2026-11-27T10:00:00.000Z' },
};

const mentorItems = (records: object[]) => records.map((record) => ({ PK: 'MENTORS', SK: 'MENTOR#x', type: 'mentor', ...record }));
const ava = newMentorRecord(
  { name: 'Ava Cole', sport: 'Tennis', school: 'Bay U', specialty: 'Film', bio: 'Bio', schedulingUrl: 'https://calendly.com/ava-cole/60min', active: true },
  0,
  now,
);

describe('the prod deploy check of mentor links', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    dynamo.reset();
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { Status: string; Reason: string };

  it('lets the deploy go out when every mentor on the site has her own Calendly link, or none is on it', async () => {
    dynamo.on(QueryCommand).resolves({ Items: mentorItems([ava, { ...sampleMentorRecords(now)[0], active: false }]) });
    await handler(event, context);
    expect(answer().Status).toBe('SUCCESS');
    dynamo.on(QueryCommand).resolves({ Items: [] });
    fetchMock.mockClear();
    await handler(event, context);
    expect(answer().Status).toBe('SUCCESS');
  });

  it('fails the deploy, naming her and what to do, while a mentor on the site has a sample or no Calendly link', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: mentorItems([ava, sampleMentorRecords(now)[1] as object, { ...ava, id: 'zoe', name: 'Zoe Park', schedulingUrl: 'https://example.com/book' }]),
    });
    await handler(event, context);
    const { Status, Reason } = answer();
    expect(Status).toBe('FAILED');
    expect(Reason).toContain('Fix it in /admin/mentors');
    expect(Reason).toContain('Jordan Ellis (https://calendly.com/herway-jordan/60min): This is a sample scheduling link');
    expect(Reason).toContain('Zoe Park (https://example.com/book)');
    expect(Reason).not.toContain('Ava Cole');
  });

  it('fails the deploy when the mentors cannot be read', async () => {
    dynamo.on(QueryCommand).rejects(new Error('AccessDenied'));
    await handler(event, context);
    expect(answer()).toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('could not be checked: AccessDenied') });
  });
});
