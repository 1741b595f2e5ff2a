import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFound } from '../domain-errors';
import { cancelledTransaction } from '../../testing/transactions';

const dynamo = mockClient(DynamoDBDocumentClient);

async function loadGuard() {
  vi.stubEnv('TABLE_NAME', 'herway');
  vi.resetModules();
  return import('./account-guard');
}

const schoolPut = { Put: { Item: { PK: 'USER#sub-1', SK: 'SCHOOL#s1' }, ConditionExpression: 'attribute_not_exists(PK)' } };
const profile = (extra: Record<string, unknown> = {}) => ({ Item: { PK: 'USER#sub-1', ...extra } });
beforeEach(() => {
  dynamo.reset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('writeForOpenAccount', () => {
  it('writes her items with the check that her account is open, after reading her profile consistently', async () => {
    const { writeForOpenAccount } = await loadGuard();
    dynamo.on(GetCommand).resolves(profile());
    dynamo.on(TransactWriteCommand).resolves({});

    await writeForOpenAccount('sub-1', [schoolPut]);

    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({ Key: { PK: 'USER#sub-1', SK: 'PROFILE' }, ConsistentRead: true });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => item.Put?.Item?.SK ?? item.ConditionCheck?.Key?.SK)).toEqual(['SCHOOL#s1', 'PROFILE']);
    expect(items[1]?.ConditionCheck?.ConditionExpression).toBe('attribute_exists(PK) AND attribute_not_exists(#mark)');
  });

  // Her deletion's own transaction on her profile would be cancelled by each refused write's
  // transaction still working on it: once the mark is there, none is sent.
  it('refuses a write once her deletion has begun without sending a transaction that would hold her profile', async () => {
    const { ACCOUNT_DELETED, writeForOpenAccount } = await loadGuard();
    dynamo.on(GetCommand).resolves(profile({ deletionBegunAt: '2026-11-29T20:00:00.000Z' }));
    dynamo.on(TransactWriteCommand).resolves({});

    await expect(writeForOpenAccount('sub-1', [schoolPut])).rejects.toThrow(ACCOUNT_DELETED);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("refuses with the caller's refusal, without a transaction, when her profile is gone", async () => {
    const { writeForOpenAccount } = await loadGuard();
    dynamo.on(GetCommand).resolves({});

    await expect(writeForOpenAccount('sub-1', [schoolPut], () => new NotFound('This athlete deleted her account.'))).rejects.toBeInstanceOf(NotFound);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses when the deletion begins between the read and the write (the check in the transaction fails)', async () => {
    const { ACCOUNT_DELETED, writeForOpenAccount } = await loadGuard();
    dynamo.on(GetCommand).resolves(profile());
    dynamo.on(TransactWriteCommand).rejects(cancelledTransaction('None', 'ConditionalCheckFailed'));

    await expect(writeForOpenAccount('sub-1', [schoolPut])).rejects.toThrow(ACCOUNT_DELETED);
  });

  it("passes any other refusal on as it came, for the caller's own reading", async () => {
    const { writeForOpenAccount } = await loadGuard();
    dynamo.on(GetCommand).resolves(profile());
    const refused = cancelledTransaction('ConditionalCheckFailed', 'None');
    dynamo.on(TransactWriteCommand).rejects(refused);

    await expect(writeForOpenAccount('sub-1', [schoolPut])).rejects.toBe(refused);
  });
});
