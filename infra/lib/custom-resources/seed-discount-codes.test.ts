import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { seedDiscounts } from '@herway/shared/catalog/discounts';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from './seed-discount-codes';

const dynamo = mockClient(DynamoDBDocumentClient);
const context = { logStreamName: '2026/01/01/[$LATEST]abc' };

function event(requestType: 'Create' | 'Update' | 'Delete'): CloudFormationCustomResourceEvent {
  const base = {
    ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:seed',
    ResponseURL: 'https://cloudformation-custom-resource-response.example/answer?signature=x',
    StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/HerWay-Dev-App/1',
    RequestId: 'request-1',
    LogicalResourceId: 'SeedDiscountCodes',
    ResourceType: 'Custom::SeedDiscountCodes',
    ResourceProperties: { ServiceToken: 'x', codes: seedDiscounts.map((discount) => discount.code) },
  };
  if (requestType === 'Create') return { ...base, RequestType: 'Create' };
  if (requestType === 'Update')
    return { ...base, RequestType: 'Update', PhysicalResourceId: 'herway-seed-discount-codes', OldResourceProperties: { ServiceToken: 'x' } };
  return { ...base, RequestType: 'Delete', PhysicalResourceId: 'herway-seed-discount-codes' };
}

describe('the seed discount codes custom resource', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    dynamo.reset();
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, method: init?.method, body: JSON.parse(String(init?.body)) as Record<string, unknown> };
  };

  it('adds every missing seed code only if absent, and tells CloudFormation how many it added', async () => {
    // The first code is already in the table (say, with redemptions): it must be left alone.
    dynamo.on(PutCommand).callsFake((input: { Item?: { code?: string } }) => {
      if (input.Item?.code === seedDiscounts[0]?.code) throw new ConditionalCheckFailedException({ message: 'exists', $metadata: {} });
      return {};
    });

    await handler(event('Create'), context);

    const puts = dynamo.commandCalls(PutCommand);
    expect(puts).toHaveLength(seedDiscounts.length);
    for (const call of puts) expect(call.args[0].input.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(answer()).toMatchObject({
      url: event('Create').ResponseURL,
      method: 'PUT',
      body: { Status: 'SUCCESS', PhysicalResourceId: 'herway-seed-discount-codes', RequestId: 'request-1', Data: { added: seedDiscounts.length - 1 } },
    });
  });

  it('runs again on update (a code added to the catalog) and leaves the codes alone on delete', async () => {
    dynamo.on(PutCommand).resolves({});
    await handler(event('Update'), context);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(seedDiscounts.length);

    dynamo.reset();
    fetchMock.mockClear();
    await handler(event('Delete'), context);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(answer().body).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: 'herway-seed-discount-codes' });
  });

  it('answers FAILED with the reason instead of leaving the stack waiting', async () => {
    dynamo.on(PutCommand).rejects(new Error('AccessDeniedException: not allowed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await handler(event('Create'), context);
    expect(answer().body).toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('not allowed') });
  });
});
