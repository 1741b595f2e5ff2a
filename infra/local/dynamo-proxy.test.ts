import {
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  TransactionCanceledException,
  TransactWriteItemsCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoProxy, type DynamoProxy } from './dynamo-proxy';
import { RwLock } from './dynamo-proxy-lock';

const TABLE = 'herway-test';

let dynaliteServer: Server;
let dynaliteUrl: string;
let proxy: DynamoProxy;
let stateDir: string;
let ttlStatePath: string;
let raw: DynamoDBClient;
let doc: DynamoDBDocumentClient;

function clientFor(url: string) {
  return new DynamoDBClient({
    region: 'local',
    endpoint: url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

beforeAll(async () => {
  dynaliteServer = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => dynaliteServer.listen(0, '127.0.0.1', resolve));
  dynaliteUrl = `http://127.0.0.1:${(dynaliteServer.address() as AddressInfo).port}`;
  stateDir = await mkdtemp(join(tmpdir(), 'dynamo-proxy-'));
  ttlStatePath = join(stateDir, 'nested', 'ttl.json');
  proxy = await startDynamoProxy({ port: 0, dynaliteUrl, ttlStatePath });
  raw = clientFor(proxy.url);
  doc = DynamoDBDocumentClient.from(raw);
  await raw.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    }),
  );
});

afterAll(async () => {
  raw?.destroy();
  await proxy?.close();
  await new Promise((resolve) => dynaliteServer?.close(resolve));
  await rm(stateDir, { recursive: true, force: true });
});

const get = async (pk: string, sk: string) => (await doc.send(new GetCommand({ TableName: TABLE, Key: { pk, sk }, ConsistentRead: true }))).Item;
const put = (item: Record<string, unknown>) => doc.send(new PutCommand({ TableName: TABLE, Item: item }));

/** Runs fn expecting it to reject; returns the error. */
async function failure(fn: () => Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await fn();
  } catch (err) {
    return err as Error & Record<string, unknown>;
  }
  throw new Error('expected a failure');
}

describe('pass-through', () => {
  it('forwards ordinary Put, Get and Query to dynalite', async () => {
    await put({ pk: 'pass', sk: 'a', n: 1 });
    await put({ pk: 'pass', sk: 'b', n: 2 });
    expect(await get('pass', 'a')).toEqual({ pk: 'pass', sk: 'a', n: 1 });
    const { Items } = await doc.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'pass' } }));
    expect(Items?.map((i) => i.sk)).toEqual(['a', 'b']);
  });

  it('forwards dynalite errors unchanged', async () => {
    const err = await failure(() => doc.send(new GetCommand({ TableName: 'missing-table', Key: { pk: 'x', sk: 'y' } })));
    expect(err.name).toBe('ResourceNotFoundException');
  });

  it('has no TransactGetItems (no HerWay code reads in a transaction): dynalite refuses it', async () => {
    const err = await failure(() => doc.send(new TransactGetCommand({ TransactItems: [{ Get: { TableName: TABLE, Key: { pk: 'pass', sk: 'a' } } }] })));
    expect(err.name).toBe('UnknownOperationException');
  });
});

describe('TransactWriteItems', () => {
  it('applies Put, Update, Delete and ConditionCheck together', async () => {
    await put({ pk: 'ok', sk: 'update', count: 1 });
    await put({ pk: 'ok', sk: 'delete' });
    await put({ pk: 'ok', sk: 'check', status: 'open' });

    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { pk: 'ok', sk: 'new', v: 'x' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: TABLE,
              Key: { pk: 'ok', sk: 'update' },
              UpdateExpression: 'ADD #count :one SET #label = :label',
              ConditionExpression: '#count = :expected',
              ExpressionAttributeNames: { '#count': 'count', '#label': 'label' },
              ExpressionAttributeValues: { ':one': 1, ':label': 'done', ':expected': 1 },
            },
          },
          { Delete: { TableName: TABLE, Key: { pk: 'ok', sk: 'delete' }, ConditionExpression: 'attribute_exists(pk)' } },
          {
            ConditionCheck: {
              TableName: TABLE,
              Key: { pk: 'ok', sk: 'check' },
              ConditionExpression: '#s = :open',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':open': 'open' },
            },
          },
        ],
      }),
    );

    expect(await get('ok', 'new')).toEqual({ pk: 'ok', sk: 'new', v: 'x' });
    expect(await get('ok', 'update')).toEqual({ pk: 'ok', sk: 'update', count: 2, label: 'done' });
    expect(await get('ok', 'delete')).toBeUndefined();
    expect(await get('ok', 'check')).toEqual({ pk: 'ok', sk: 'check', status: 'open' });
  });

  it('rolls back every earlier action when the last condition fails', async () => {
    const updated = { pk: 'rb', sk: 'update', count: 5, tags: new Set(['a', 'b']), nested: { list: [1, 'two'] } };
    const deleted = { pk: 'rb', sk: 'delete', keep: true };
    const replaced = { pk: 'rb', sk: 'replace', version: 1 };
    await Promise.all([put(updated), put(deleted), put(replaced), put({ pk: 'rb', sk: 'check', status: 'closed' })]);

    const err = await failure(() =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { pk: 'rb', sk: 'new' } } },
            { Put: { TableName: TABLE, Item: { pk: 'rb', sk: 'replace', version: 2 } } },
            {
              Update: {
                TableName: TABLE,
                Key: { pk: 'rb', sk: 'update' },
                UpdateExpression: 'SET #count = :zero REMOVE nested',
                ExpressionAttributeNames: { '#count': 'count' },
                ExpressionAttributeValues: { ':zero': 0 },
              },
            },
            { Delete: { TableName: TABLE, Key: { pk: 'rb', sk: 'delete' } } },
            {
              ConditionCheck: {
                TableName: TABLE,
                Key: { pk: 'rb', sk: 'check' },
                ConditionExpression: '#s = :open',
                ExpressionAttributeNames: { '#s': 'status' },
                ExpressionAttributeValues: { ':open': 'open' },
              },
            },
          ],
        }),
      ),
    );

    expect(err).toBeInstanceOf(TransactionCanceledException);
    expect(err.name).toBe('TransactionCanceledException');
    expect((err as unknown as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual([
      'None',
      'None',
      'None',
      'None',
      'ConditionalCheckFailed',
    ]);
    expect(err.message).toBe('Transaction cancelled, please refer cancellation reasons for specific reasons [None, None, None, None, ConditionalCheckFailed]');
    expect(await get('rb', 'new')).toBeUndefined();
    expect(await get('rb', 'replace')).toEqual(replaced);
    expect(await get('rb', 'update')).toEqual(updated);
    expect(await get('rb', 'delete')).toEqual(deleted);
  });

  it('reports every failing condition and the old item when ALL_OLD is asked', async () => {
    await put({ pk: 'reasons', sk: 'a', n: 1 });
    const err = await failure(() =>
      raw.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Update: {
                TableName: TABLE,
                Key: { pk: { S: 'reasons' }, sk: { S: 'a' } },
                UpdateExpression: 'SET n = :two',
                ConditionExpression: 'n = :zero',
                ExpressionAttributeValues: { ':two': { N: '2' }, ':zero': { N: '0' } },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            { Put: { TableName: TABLE, Item: { pk: { S: 'reasons' }, sk: { S: 'b' } } } },
            {
              Delete: {
                TableName: TABLE,
                Key: { pk: { S: 'reasons' }, sk: { S: 'missing' } },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    const reasons = (err as unknown as TransactionCanceledException).CancellationReasons;
    expect(reasons?.map((r) => r.Code)).toEqual(['ConditionalCheckFailed', 'None', 'ConditionalCheckFailed']);
    expect(reasons?.[0]?.Item).toEqual({ pk: { S: 'reasons' }, sk: { S: 'a' }, n: { N: '1' } });
    expect(reasons?.[2]?.Item).toBeUndefined();
    expect(await get('reasons', 'b')).toBeUndefined();
  });

  it('cancels a repeated attribute_not_exists transaction and leaves the data unchanged', async () => {
    const once: TransactWriteCommandInput = {
      TransactItems: [
        { Put: { TableName: TABLE, Item: { pk: 'idem', sk: 'marker' }, ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Update: {
            TableName: TABLE,
            Key: { pk: 'idem', sk: 'counter' },
            UpdateExpression: 'ADD n :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    };
    await doc.send(new TransactWriteCommand(once));
    const err = await failure(() => doc.send(new TransactWriteCommand(once)));
    expect(err.name).toBe('TransactionCanceledException');
    expect((err as unknown as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual(['ConditionalCheckFailed', 'None']);
    expect(await get('idem', 'counter')).toEqual({ pk: 'idem', sk: 'counter', n: 1 });
  });

  it('rejects two actions on one item', async () => {
    const err = await failure(() =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [{ Put: { TableName: TABLE, Item: { pk: 'dup', sk: 'a', v: 1 } } }, { Delete: { TableName: TABLE, Key: { pk: 'dup', sk: 'a' } } }],
        }),
      ),
    );
    expect(err.name).toBe('ValidationException');
    expect(err.message).toBe('Transaction request cannot include multiple operations on one item');
    expect(await get('dup', 'a')).toBeUndefined();
  });

  it('rejects an empty or oversized transaction', async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ Put: { TableName: TABLE, Item: { pk: 'size', sk: String(i) } } }));
    expect((await failure(() => doc.send(new TransactWriteCommand({ TransactItems: [] })))).name).toBe('ValidationException');
    expect((await failure(() => doc.send(new TransactWriteCommand({ TransactItems: items(101) })))).name).toBe('ValidationException');
    await doc.send(new TransactWriteCommand({ TransactItems: items(100) }));
    expect(await get('size', '99')).toEqual({ pk: 'size', sk: '99' });
  });

  it('cancels with ValidationError when an action does not fit the stored data, and rolls back', async () => {
    await put({ pk: 'invalid', sk: 'a', n: 1, s: 'text' });
    const err = await failure(() =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { pk: 'invalid', sk: 'b' } } },
            {
              Update: {
                TableName: TABLE,
                Key: { pk: 'invalid', sk: 'a' },
                UpdateExpression: 'ADD s :one', // ADD to a string: a type error
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      ),
    );
    expect(err.name).toBe('TransactionCanceledException');
    expect((err as unknown as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual(['None', 'ValidationError']);
    expect(await get('invalid', 'b')).toBeUndefined();

    const missing = await failure(() => doc.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 'missing-table', Item: { pk: 'x' } } }] })));
    expect(missing.name).toBe('ResourceNotFoundException');
  });

  it('cancels transactions that overlap on an item with TransactionConflict, as DynamoDB does', async () => {
    await put({ pk: 'race', sk: 'counter', n: 0 });
    const increment = (i: number) =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { pk: 'race', sk: `entry#${i}` }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Update: { TableName: TABLE, Key: { pk: 'race', sk: 'counter' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
          ],
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => increment(i)));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as TransactionCanceledException] : []));
    expect(refused.length).toBeGreaterThan(0);
    for (const err of refused) {
      expect(err.name).toBe('TransactionCanceledException');
      expect(err.CancellationReasons?.map((r) => r.Code)).toEqual(['None', 'TransactionConflict']);
    }
    // Exactly the applied ones counted, and each refused one left nothing behind.
    const applied = results.length - refused.length;
    expect(await get('race', 'counter')).toEqual({ pk: 'race', sk: 'counter', n: applied });
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :e)',
        ExpressionAttributeValues: { ':pk': 'race', ':e': 'entry#' },
      }),
    );
    expect(Items).toHaveLength(applied);
  });

  it('runs transactions on different items side by side without conflict', async () => {
    const write = (i: number) => doc.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: TABLE, Item: { pk: 'apart', sk: `item#${i}` } } }] }));
    await Promise.all(Array.from({ length: 20 }, (_, i) => write(i)));
    expect(await get('apart', 'item#19')).toEqual({ pk: 'apart', sk: 'item#19' });
  });

  it('applies a ClientRequestToken once within 10 minutes, and refuses it with other parameters', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const clocked = await startDynamoProxy({ port: 0, dynaliteUrl, ttlStatePath, now: () => now });
    const client = DynamoDBDocumentClient.from(clientFor(clocked.url));
    try {
      const bump = (token: string, by = 1) =>
        client.send(
          new TransactWriteCommand({
            ClientRequestToken: token,
            TransactItems: [
              { Update: { TableName: TABLE, Key: { pk: 'token', sk: 'n' }, UpdateExpression: 'ADD n :by', ExpressionAttributeValues: { ':by': by } } },
            ],
          }),
        );
      await bump('retry-1');
      await bump('retry-1'); // a lost answer retried by the SDK: applied once
      expect(await get('token', 'n')).toMatchObject({ n: 1 });
      expect((await failure(() => bump('retry-1', 5))).name).toBe('IdempotentParameterMismatchException');
      now += 10 * 60 * 1000 + 1;
      await bump('retry-1');
      expect(await get('token', 'n')).toMatchObject({ n: 2 });
    } finally {
      client.destroy();
      await clocked.close();
    }
  });

  it('never lets an ordinary read see half a transaction', async () => {
    await Promise.all([put({ pk: 'pair', sk: 'a', n: 0 }), put({ pk: 'pair', sk: 'b', n: 0 })]);
    let applied = 0;
    const bump = (fail: boolean) =>
      doc
        .send(
          new TransactWriteCommand({
            TransactItems: (['a', 'b'] as const).map((sk) => ({
              Update: {
                TableName: TABLE,
                Key: { pk: 'pair', sk },
                UpdateExpression: 'ADD n :one',
                // A failing condition on b forces a rollback of a.
                ...(fail && sk === 'b' ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
                ExpressionAttributeValues: { ':one': 1 },
              },
            })),
          }),
        )
        .then(() => (applied += 1))
        .catch((err: Error) => expect(err.name).toBe('TransactionCanceledException'));
    const read = async () => {
      const { Items = [] } = await doc.send(
        new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'pair' } }),
      );
      return Items.map((i) => i.n as number);
    };
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 10; i += 1) work.push(bump(i % 2 === 1), read(), read(), read());
    const results = await Promise.all(work);
    for (const result of results) if (Array.isArray(result)) expect(result[0]).toBe(result[1]);
    expect(applied).toBeGreaterThan(0);
    expect(await read()).toEqual([applied, applied]);
  });
});

describe('TimeToLive', () => {
  it('persists the setting across proxy instances', async () => {
    const before = await raw.send(new DescribeTimeToLiveCommand({ TableName: TABLE }));
    expect(before.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'DISABLED' });

    const updated = await raw.send(new UpdateTimeToLiveCommand({ TableName: TABLE, TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true } }));
    expect(updated.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(JSON.parse(await readFile(ttlStatePath, 'utf8'))).toEqual({
      [TABLE]: { AttributeName: 'expiresAt', Enabled: true },
    });

    const second = await startDynamoProxy({ port: 0, dynaliteUrl, ttlStatePath });
    const client = clientFor(second.url);
    try {
      const after = await client.send(new DescribeTimeToLiveCommand({ TableName: TABLE }));
      expect(after.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
    } finally {
      client.destroy();
      await second.close();
    }
  });

  it('answers ResourceNotFoundException for an unknown table', async () => {
    const err = await failure(() => raw.send(new DescribeTimeToLiveCommand({ TableName: 'missing-table' })));
    expect(err.name).toBe('ResourceNotFoundException');
  });
});

describe('RwLock', () => {
  it('lets shared holders run together and an exclusive holder alone, in arrival order', async () => {
    const lock = new RwLock();
    const events: string[] = [];
    const releaseA = await lock.acquire(false);
    const releaseB = await lock.acquire(false);
    const writer = lock.acquire(true).then((release) => {
      events.push('writer');
      return release;
    });
    const lateReader = lock.acquire(false).then((release) => {
      events.push('late reader');
      return release;
    });
    await Promise.resolve();
    expect(events).toEqual([]);
    releaseA();
    releaseB();
    const releaseWriter = await writer;
    await Promise.resolve();
    expect(events).toEqual(['writer']);
    releaseWriter();
    (await lateReader)();
    expect(events).toEqual(['writer', 'late reader']);
  });
});
