import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { repoRoot } from './settings';

// Real DynamoDB applies a transaction whole or not at all, even when a server dies mid-way. The
// local proxy applies its actions one by one: killed with -9 after the first, the next start must
// roll it back (its journal), never leave a school count of 3 beside 2 schools.

const child = path.join(repoRoot, 'infra/local/testing/proxy-crash-child.ts');

/** The local DynamoDB in a process of its own, ready on `port`; resolves once it says `ready`. */
async function startChild(dataDir: string, port: number, pauseAfterAction?: number): Promise<{ process: ChildProcess; paused: Promise<void> }> {
  // tsx as a loader in this very process (its CLI would run the script in a child that kill -9 misses).
  const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir, String(port)], {
    cwd: repoRoot,
    env: { ...process.env, ...(pauseAfterAction === undefined ? {} : { PAUSE_AFTER_ACTION: String(pauseAfterAction) }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let onPaused: () => void = () => undefined;
  const paused = new Promise<void>((resolve) => (onPaused = resolve));
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready ')) resolve();
      if (output.includes('paused')) onPaused();
    });
    proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.once('exit', (code) => reject(new Error(`the local DynamoDB exited (${code}):\n${output}`)));
  });
  await ready;
  return { process: proc, paused };
}

async function killHard(proc: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
}

const clientOf = (port: number) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    }),
  );

describe('the local DynamoDB killed mid-transaction', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herway-proxy-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('rolls the half-applied transaction back when it starts again', async () => {
    const port = await freePort();
    const first = await startChild(dataDir, port, 0);
    const dynamo = clientOf(port);
    await dynamo.send(
      new CreateTableCommand({
        TableName: 'crash',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    await dynamo.send(new PutCommand({ TableName: 'crash', Item: { PK: 'USER#ava', SK: 'SCHOOLCOUNT', count: 2 } }));
    // A school added with its count: the count goes first, then the proxy is killed.
    const transaction = dynamo
      .send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: 'crash',
                Key: { PK: 'USER#ava', SK: 'SCHOOLCOUNT' },
                UpdateExpression: 'ADD #count :one',
                ExpressionAttributeNames: { '#count': 'count' },
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
            { Put: { TableName: 'crash', Item: { PK: 'USER#ava', SK: 'SCHOOL#3', name: 'Bay University' } } },
          ],
        }),
      )
      .catch((error: Error) => error);
    await first.paused;
    await killHard(first.process);
    expect(await transaction).toBeInstanceOf(Error);
    expect(existsSync(path.join(dataDir, 'dynamodb-transaction.json'))).toBe(true);

    const second = await startChild(dataDir, port);
    try {
      const count = await dynamo.send(new GetCommand({ TableName: 'crash', Key: { PK: 'USER#ava', SK: 'SCHOOLCOUNT' }, ConsistentRead: true }));
      const school = await dynamo.send(new GetCommand({ TableName: 'crash', Key: { PK: 'USER#ava', SK: 'SCHOOL#3' }, ConsistentRead: true }));
      expect(count.Item).toEqual({ PK: 'USER#ava', SK: 'SCHOOLCOUNT', count: 2 });
      expect(school.Item).toBeUndefined();
      expect(existsSync(path.join(dataDir, 'dynamodb-transaction.json'))).toBe(false);
    } finally {
      await killHard(second.process);
    }
  });
});
