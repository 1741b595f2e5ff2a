import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminCreateUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { repoRoot } from './settings';

/** `npm start`'s own entry point, on given ports and data folder. */
async function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'SILENT' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`start did not become healthy:\n${output}`);
    const healthy = await fetch(`http://localhost:${env.PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `npm start`'s settings on free ports, with its data in `dataDir`. */
async function stackEnv(dataDir: string): Promise<Record<string, string>> {
  const env: Record<string, string> = { HERWAY_DATA_DIR: dataDir };
  for (const name of ['PORT', 'DYNAMODB_PORT', 'S3_PORT', 'COGNITO_PORT', 'SES_PORT', 'EVENTS_PORT', 'SCHEDULER_PORT', 'STRIPE_PORT'])
    env[name] = String(await freePort());
  return env;
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

describe('npm start across a restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herway-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps stored data, files and accounts, and stops cleanly on Ctrl-C', async () => {
    const env = await stackEnv(dataDir);
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', credentials, endpoint: `http://localhost:${env.DYNAMODB_PORT}` }));
    const s3 = new S3Client({
      region: 'us-east-1',
      credentials,
      endpoint: `http://localhost:${env.S3_PORT}`,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });

    const first = await start(env);
    await dynamo.send(new PutCommand({ TableName: 'herway', Item: { PK: 'CONTACT#restart', SK: 'CONTACT', message: 'still here' } }));
    await s3.send(new PutObjectCommand({ Bucket: 'herway-content', Key: 'course/restart.txt', Body: 'kept', ContentType: 'text/plain' }));
    const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', credentials, endpoint: `http://localhost:${env.COGNITO_PORT}` });
    const ids = () => JSON.parse(readFileSync(path.join(dataDir, 'cognito/herway-ids.json'), 'utf8')) as { userPoolId: string };
    const poolBefore = ids().userPoolId;
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: poolBefore,
        Username: 'kept@example.com',
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: 'kept@example.com' }],
      }),
    );
    expect(await stop(first)).toBe(0);

    const second = await start(env);
    try {
      const { Item } = await dynamo.send(new GetCommand({ TableName: 'herway', Key: { PK: 'CONTACT#restart', SK: 'CONTACT' } }));
      expect(Item?.message).toBe('still here');
      const object = await s3.send(new GetObjectCommand({ Bucket: 'herway-content', Key: 'course/restart.txt' }));
      expect(await object.Body?.transformToString()).toBe('kept');
      expect(ids().userPoolId).toBe(poolBefore);
      const kept = await cognito.send(new AdminGetUserCommand({ UserPoolId: poolBefore, Username: 'kept@example.com' }));
      expect(kept.Username).toBe(created.User?.Username);
      expect(kept.UserAttributes).toContainEqual({ Name: 'email', Value: 'kept@example.com' });
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 150_000);

  it('stops cleanly on a Ctrl-C that comes while it is still starting', async () => {
    const env = await stackEnv(mkdtempSync(path.join(tmpdir(), 'herway-early-stop-')));
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, LOG_LEVEL: 'SILENT' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Its first line of output: the stack is on its way up, nothing served yet.
    await new Promise((resolve) => child.stdout?.once('data', resolve));
    expect(await stop(child)).toBe(0);
    rmSync(env.HERWAY_DATA_DIR ?? '', { recursive: true, force: true });
  }, 150_000);

  it('refuses to start, saying why, when the Cognito pool file lost accounts the table still has', async () => {
    const env = await stackEnv(dataDir);
    // What a kill -9 during cognito-local's old in-place write left: an empty pool file.
    const { userPoolId } = JSON.parse(readFileSync(path.join(dataDir, 'cognito/herway-ids.json'), 'utf8')) as { userPoolId: string };
    writeFileSync(path.join(dataDir, 'cognito', '.cognito', 'db', `${userPoolId}.json`), '');
    await expect(start(env)).rejects.toThrow(/The local Cognito pool has lost 1 account\(s\) the table still has \(admin@herway\.local\)/);
  }, 150_000);
});
