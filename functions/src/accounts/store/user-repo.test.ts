import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelledTransaction } from '../../testing/transactions';

const dynamo = mockClient(DynamoDBDocumentClient);

async function loadRepo() {
  vi.stubEnv('TABLE_NAME', 'herway');
  vi.resetModules();
  return import('./user-repo');
}

const keysOf = (count: number) => Array.from({ length: count }, (_, index) => ({ PK: 'USER#sub-1', SK: `BOOKING#${index}` }));
const deletions = (call: { args: [unknown] }) =>
  ((call.args[0] as BatchWriteCommand).input.RequestItems?.herway ?? []).map((request) => request.DeleteRequest?.Key?.SK);

beforeEach(() => {
  dynamo.reset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('batchDelete', () => {
  it('deletes in chunks of 25', async () => {
    const { batchDelete } = await loadRepo();
    dynamo.on(BatchWriteCommand).resolves({});

    await batchDelete(keysOf(60));

    const calls = dynamo.commandCalls(BatchWriteCommand);
    expect(calls.map((call) => deletions(call).length)).toEqual([25, 25, 10]);
  });

  it('sends unprocessed deletions again with a growing pause until none is left', async () => {
    const { batchDelete } = await loadRepo();
    const unprocessed = (from: number, to: number) => ({
      UnprocessedItems: {
        herway: keysOf(to)
          .slice(from)
          .map((Key) => ({ DeleteRequest: { Key } })),
      },
    });
    dynamo.on(BatchWriteCommand).resolvesOnce(unprocessed(2, 5)).resolvesOnce(unprocessed(4, 5)).resolves({});
    const pauses: number[] = [];

    await batchDelete(keysOf(5), async (ms) => pauses.push(ms));

    expect(dynamo.commandCalls(BatchWriteCommand).map(deletions)).toEqual([
      ['BOOKING#0', 'BOOKING#1', 'BOOKING#2', 'BOOKING#3', 'BOOKING#4'],
      ['BOOKING#2', 'BOOKING#3', 'BOOKING#4'],
      ['BOOKING#4'],
    ]);
    expect(pauses).toEqual([50, 100]);
  });

  it('gives up after 8 attempts rather than loop forever', async () => {
    const { batchDelete } = await loadRepo();
    dynamo.on(BatchWriteCommand).resolves({ UnprocessedItems: { herway: keysOf(1).map((Key) => ({ DeleteRequest: { Key } })) } });
    await expect(batchDelete(keysOf(1), async () => undefined)).rejects.toThrow(/1 deletions were still unprocessed after 8 attempts/);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(8);
  });
});

describe('deleteUserRecords', () => {
  it('deletes every item of her collection but the profile', async () => {
    const { deleteUserRecords } = await loadRepo();
    dynamo.on(QueryCommand).resolves({
      Items: [
        { PK: 'USER#sub-1', SK: 'PROFILE' },
        { PK: 'USER#sub-1', SK: 'PURCHASE#p1' },
        { PK: 'USER#sub-1', SK: 'PACKAGE#k1' },
      ],
    });
    dynamo.on(BatchWriteCommand).resolves({});

    expect(await deleteUserRecords('sub-1')).toBe(2);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'USER#sub-1' },
    });
    expect(deletions(dynamo.commandCalls(BatchWriteCommand)[0] as never)).toEqual(['PURCHASE#p1', 'PACKAGE#k1']);
  });
});

describe('deleteProfile', () => {
  it('deletes the profile and her e-mail look-up, and takes one off the user count, in one transaction', async () => {
    const { deleteProfile } = await loadRepo();
    dynamo.on(TransactWriteCommand).resolves({});

    expect(await deleteProfile('sub-1', 'Ava@Example.com')).toBe(true);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Delete).toMatchObject({ Key: { PK: 'USER#sub-1', SK: 'PROFILE' }, ConditionExpression: 'attribute_exists(PK)' });
    expect(items[1]?.Delete).toMatchObject({ Key: { PK: 'EMAIL#ava@example.com', SK: 'USER' }, ExpressionAttributeValues: { ':sub': 'sub-1' } });
    expect(items[2]?.Update).toMatchObject({
      Key: { PK: 'STATS', SK: expect.stringMatching(/^TOTALS(#SHARD#\d)?$/) },
      ExpressionAttributeValues: { ':a0': -1 },
    });
  });
});

describe('createProfile', () => {
  const profile = { id: 'sub-1', email: 'ava@example.com', isAdmin: false, createdAt: '2026-11-24T10:00:00Z', updatedAt: '2026-11-24T10:00:00Z' };
  it('answers false only when the profile or her e-mail look-up already exists', async () => {
    const { createProfile } = await loadRepo();
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelledTransaction('ConditionalCheckFailed', 'None', 'None'))
      .rejectsOnce(cancelledTransaction('None', 'ConditionalCheckFailed', 'None'));
    expect(await createProfile(profile)).toBe(false);
    expect(await createProfile(profile)).toBe(false);
  });

  it('throws a transaction that another one overlapped or that DynamoDB found invalid: neither means "exists"', async () => {
    const { createProfile } = await loadRepo();
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelledTransaction('None', 'None', 'TransactionConflict'))
      .rejectsOnce(cancelledTransaction('None', 'None', 'ValidationError'));
    await expect(createProfile(profile)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    await expect(createProfile(profile)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
  });
});
