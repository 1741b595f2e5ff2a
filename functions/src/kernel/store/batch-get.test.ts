import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const dynamo = mockClient(DynamoDBDocumentClient);

async function loadBatchGet() {
  vi.stubEnv('TABLE_NAME', 'herway');
  vi.resetModules();
  return import('./batch-get');
}

const key = (n: number) => ({ PK: `USER#${n}`, SK: 'PROFILE' });
const keysAsked = (call: number) => dynamo.commandCalls(BatchGetCommand)[call]?.args[0].input.RequestItems?.herway;

beforeEach(() => {
  dynamo.reset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('batchGetAll', () => {
  it('asks again for the keys DynamoDB left unprocessed, with the same options', async () => {
    const { batchGetAll } = await loadBatchGet();
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { herway: [key(1)] }, UnprocessedKeys: { herway: { Keys: [key(2)] } } })
      .resolvesOnce({ Responses: { herway: [key(2)] } });
    const items = await batchGetAll([key(1), key(2)], { consistentRead: true, projection: 'PK, SK' });
    expect(items).toEqual([key(1), key(2)]);
    expect(keysAsked(1)).toEqual({ Keys: [key(2)], ConsistentRead: true, ProjectionExpression: 'PK, SK' });
  });

  it('asks in BatchGets of 100', async () => {
    const { batchGetAll } = await loadBatchGet();
    dynamo.on(BatchGetCommand).resolves({ Responses: { herway: [] } });
    await batchGetAll(Array.from({ length: 150 }, (_, n) => key(n)));
    expect([keysAsked(0)?.Keys?.length, keysAsked(1)?.Keys?.length]).toEqual([100, 50]);
    expect(keysAsked(0)).not.toHaveProperty('ConsistentRead');
  });

  it('fails rather than answer without items it could not read', async () => {
    const { batchGetAll } = await loadBatchGet();
    dynamo.on(BatchGetCommand).resolves({ Responses: { herway: [] }, UnprocessedKeys: { herway: { Keys: [key(1)] } } });
    await expect(batchGetAll([key(1)])).rejects.toThrow('1 item(s) were still unread after 5 BatchGets');
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(5);
  });

  it('sends nothing for no keys', async () => {
    const { batchGetAll } = await loadBatchGet();
    expect(await batchGetAll([])).toEqual([]);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
