import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newMentorRecord, sampleMentorRecords } from '@herway/functions/bookings/mentors';
import { handler } from './check-mentor-links';

const dynamo = mockClient(DynamoDBDocumentClient);
const cloudFormation = mockClient(CloudFormationClient);
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
  ResourceProperties: { ServiceToken: 'x', stage: 'prod', release: 'a'.repeat(64) },
};
const stackIs = (status: string) =>
  cloudFormation.on(DescribeStacksCommand).resolves({ Stacks: [{ StackName: 'HerWay-Prod-App', StackStatus: status } as never] });

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
    cloudFormation.reset();
    stackIs('UPDATE_IN_PROGRESS');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { Status: string; Reason: string; PhysicalResourceId: string };

  it('lets the deploy go out when every mentor on the site has her own Calendly link, or none is on it', async () => {
    dynamo.on(QueryCommand).resolves({ Items: mentorItems([ava, { ...sampleMentorRecords(now)[0], active: false }]) });
    await handler(event, context);
    expect(answer().Status).toBe('SUCCESS');
    dynamo.on(QueryCommand).resolves({ Items: [] });
    fetchMock.mockClear();
    await handler(event, context);
    expect(answer().Status).toBe('SUCCESS');
  });

  const placeholderMentors = () =>
    dynamo.on(QueryCommand).resolves({
      Items: mentorItems([ava, sampleMentorRecords(now)[1] as object, { ...ava, id: 'zoe', name: 'Zoe Park', schedulingUrl: 'https://example.com/book' }]),
    });

  it('fails the deploy, naming her and what to do, while a mentor on the site has a sample or no Calendly link', async () => {
    placeholderMentors();
    await handler(event, context);
    const { Status, Reason } = answer();
    expect(Status).toBe('FAILED');
    expect(Reason).toContain('Fix it in /admin/mentors');
    expect(Reason).toContain('Jordan Ellis (https://calendly.com/herway-jordan/60min): This is a sample scheduling link');
    expect(Reason).toContain('Zoe Park (https://example.com/book)');
    expect(Reason).not.toContain('Ava Cole');
    expect(cloudFormation.commandCalls(DescribeStacksCommand)[0]?.args[0].input).toEqual({ StackName: event.StackId });
  });

  it('runs on a create too (the first release that has it)', async () => {
    placeholderMentors();
    const {
      PhysicalResourceId: _physical,
      OldResourceProperties: _old,
      ...update
    } = event as Extract<CloudFormationCustomResourceEvent, { RequestType: 'Update' }>;
    await handler({ ...update, RequestType: 'Create' }, context);
    expect(answer()).toMatchObject({ Status: 'FAILED', PhysicalResourceId: 'herway-mentor-links-check' });
  });

  it.each(['UPDATE_ROLLBACK_IN_PROGRESS', 'ROLLBACK_IN_PROGRESS', 'UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS'])(
    'lets CloudFormation finish a rollback (%s) whatever it finds, so the stack never ends in UPDATE_ROLLBACK_FAILED',
    async (status) => {
      placeholderMentors();
      stackIs(status);
      await handler(event, context);
      expect(answer()).toMatchObject({ Status: 'SUCCESS', Reason: expect.stringContaining(`rolls back (${status})`) });
    },
  );

  it('always succeeds on delete, without reading the mentors or the stack', async () => {
    placeholderMentors();
    const { OldResourceProperties: _old, ...update } = event as Extract<CloudFormationCustomResourceEvent, { RequestType: 'Update' }>;
    await handler({ ...update, RequestType: 'Delete' }, context);
    expect(answer().Status).toBe('SUCCESS');
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    expect(cloudFormation.commandCalls(DescribeStacksCommand)).toHaveLength(0);
  });

  it("keeps the failure when the stack's status cannot be read, saying so", async () => {
    placeholderMentors();
    cloudFormation.on(DescribeStacksCommand).rejects(new Error('Throttling: Rate exceeded'));
    await handler(event, context);
    expect(answer()).toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('status could not be read either: Throttling: Rate exceeded') });
  });

  it('fails the deploy when the mentors cannot be read', async () => {
    dynamo.on(QueryCommand).rejects(new Error('AccessDenied'));
    await handler(event, context);
    expect(answer()).toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('could not be checked: AccessDenied') });
  });
});
