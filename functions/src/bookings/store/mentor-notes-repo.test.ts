import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const dynamo = mockClient(DynamoDBDocumentClient);
const at = '2026-03-01T10:00:00.000Z';
const item = (id: string) => ({
  PK: 'USER#sub-1',
  SK: `ACTION#${id}`,
  type: 'actionItem',
  id,
  bookingId: 'b1',
  userId: 'sub-1',
  text: id,
  dueDate: null,
  doneAt: null,
  createdAt: at,
  updatedAt: at,
});

async function loadRepo() {
  vi.stubEnv('TABLE_NAME', 'herway');
  vi.resetModules();
  return import('./mentor-notes-repo');
}

beforeEach(() => dynamo.reset());
afterEach(() => vi.unstubAllEnvs());

describe('readSessionNotes', () => {
  it('reads the notes strongly, then their items, asking again for those DynamoDB left unprocessed', async () => {
    const { readSessionNotes } = await loadRepo();
    dynamo.on(GetCommand).resolves({
      Item: {
        PK: 'USER#sub-1',
        SK: 'NOTES#b1',
        bookingId: 'b1',
        userId: 'sub-1',
        notes: 'x',
        version: 2,
        actionItemIds: ['a', 'b'],
        lastRequestId: 'r-1',
        createdAt: at,
        updatedAt: at,
      },
    });
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { herway: [item('a')] }, UnprocessedKeys: { herway: { Keys: [{ PK: 'USER#sub-1', SK: 'ACTION#b' }], ConsistentRead: true } } })
      .resolvesOnce({ Responses: { herway: [item('b')] } });
    const stored = await readSessionNotes('sub-1', 'b1');
    expect(stored?.items.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({ Key: { PK: 'USER#sub-1', SK: 'NOTES#b1' }, ConsistentRead: true });
    const batches = dynamo.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems?.herway);
    expect(batches).toEqual([
      {
        Keys: [
          { PK: 'USER#sub-1', SK: 'ACTION#a' },
          { PK: 'USER#sub-1', SK: 'ACTION#b' },
        ],
        ConsistentRead: true,
      },
      { Keys: [{ PK: 'USER#sub-1', SK: 'ACTION#b' }], ConsistentRead: true },
    ]);
  });

  it('reads no items for notes without any, and nothing more before the first save', async () => {
    const { readSessionNotes } = await loadRepo();
    dynamo
      .on(GetCommand)
      .resolvesOnce({})
      .resolves({
        Item: { bookingId: 'b1', userId: 'sub-1', notes: 'x', version: 1, actionItemIds: [], lastRequestId: 'r-1', createdAt: at, updatedAt: at },
      });
    expect(await readSessionNotes('sub-1', 'b1')).toBeUndefined();
    expect((await readSessionNotes('sub-1', 'b1'))?.items).toEqual([]);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
