import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelledTransaction } from '../../testing/transactions';

const dynamo = mockClient(DynamoDBDocumentClient);

async function loadRepo() {
  vi.stubEnv('TABLE_NAME', 'herway');
  vi.resetModules();
  return import('./certificate-repo');
}

beforeEach(() => {
  dynamo.reset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('deleteCertificate', () => {
  it('removes her certificate and its public look-up in one transaction', async () => {
    const { deleteCertificate } = await loadRepo();
    dynamo.on(TransactWriteCommand).resolves({});
    await expect(deleteCertificate('sub-1', 'ABCDE23456')).resolves.toBe(true);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => item.Delete?.Key)).toEqual([
      { PK: 'USER#sub-1', SK: 'CERTIFICATE' },
      { PK: 'CERT#ABCDE23456', SK: 'CERT' },
    ]);
  });

  it('answers false when she holds no certificate with that code', async () => {
    const { deleteCertificate } = await loadRepo();
    dynamo.on(TransactWriteCommand).rejects(cancelledTransaction('ConditionalCheckFailed', 'None'));
    await expect(deleteCertificate('sub-1', 'ABCDE23456')).resolves.toBe(false);
  });

  // Read as "not there", account deletion would go on and leave the public look-up showing her name.
  it('lets a transaction cancelled by overlapping writes go up, not read as "not there"', async () => {
    const { deleteCertificate } = await loadRepo();
    dynamo.on(TransactWriteCommand).rejects(cancelledTransaction('None', 'TransactionConflict'));
    await expect(deleteCertificate('sub-1', 'ABCDE23456')).rejects.toMatchObject({ name: 'TransactionCanceledException' });
  });
});
