import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import sesLocalModule from 'aws-ses-v2-local';
import { codeDeliveryReader, emailPasswordResetCode } from './cognito-mail';
import type { CodeDelivery } from './cognito-mail';
import { startDynamoProxy } from './dynamo-proxy';
import { startSesFront } from './ses-front';
import type { SesFrontOptions } from './ses-front';
import { freePort } from './free-port';
import { SuppressionList } from './ses-suppression-list';

/** A running emulator: where it listens and how to stop it. */
export interface Emulator {
  url: string;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function listening(server: Server, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`));
  });
}

function closing(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

/**
 * DynamoDB: dynalite keeps its data on disk; the proxy in front adds the transactions and TTL
 * calls dynalite lacks (docs/architecture.md#the-local-stack). Clients only ever see the proxy.
 */
export async function startDynamo(options: {
  dataDir: string;
  host: string;
  port: number;
  /** The crash test's pause point (testing/proxy-crash-child.ts). */
  afterTransactionAction?: (index: number) => Promise<void>;
}): Promise<Emulator> {
  mkdirSync(path.join(options.dataDir, 'dynamodb'), { recursive: true });
  const server = dynalite({ path: path.join(options.dataDir, 'dynamodb'), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const dynaliteUrl = await listening(server, '127.0.0.1', 0);
  const proxy = await startDynamoProxy({
    port: options.port,
    host: options.host,
    dynaliteUrl,
    ttlStatePath: path.join(options.dataDir, 'dynamodb-ttl.json'),
    journalPath: path.join(options.dataDir, 'dynamodb-transaction.json'),
    ...(options.afterTransactionAction ? { afterTransactionAction: options.afterTransactionAction } : {}),
  });
  return {
    url: proxy.url,
    close: async () => {
      await proxy.close();
      await closing(server);
    },
  };
}

/** S3: s3rver with the content bucket and the CORS rules the browser's presigned PUTs need. */
export async function startS3(options: { dataDir: string; host: string; port: number; bucket: string; allowedOrigins: string[] }): Promise<Emulator> {
  const directory = path.join(options.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const allowed = options.allowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  const cors = `<CORSConfiguration>
  <CORSRule>
    ${allowed}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
  const s3rver = new S3rver({
    address: options.host,
    port: options.port,
    directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [cors] }],
  });
  const { port } = await s3rver.run();
  return { url: `http://${options.host}:${port}`, close: () => s3rver.close() };
}

/**
 * SES: aws-ses-v2-local behind the front of ses-front.ts (the mailbox simulator's bounces and
 * complaints as SES's events, the account's suppression list, kept in `<data dir>/ses`); sent mail
 * is listed at /store and shown in its web UI at /.
 */
export async function startSes(
  options: { dataDir: string; host: string; port: number } & Pick<SesFrontOptions, 'feedbackDelayMs' | 'publish'>,
): Promise<Emulator> {
  const start = (sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule;
  const server = await start({ host: '127.0.0.1', port: 0 });
  const { port: innerPort } = server.address() as AddressInfo;
  const suppressionList = new SuppressionList(path.join(options.dataDir, 'ses', 'suppression-list.json'));
  const front = await startSesFront({ ...options, innerUrl: `http://127.0.0.1:${innerPort}`, suppressionList }).catch(async (error: unknown) => {
    await closing(server);
    throw error;
  });
  return {
    url: front.url,
    close: async () => {
      await front.close();
      await closing(server);
    },
  };
}

/**
 * Cognito: cognito-local in a child process (it reads its port from the environment and keeps
 * its data in `.cognito` under its working directory). It prints the codes it would e-mail;
 * `deliverCode` receives each one (by default, password-reset codes go out through the local SES:
 * see cognito-mail.ts).
 */
export async function startCognito(options: {
  dataDir: string;
  host: string;
  port: number;
  deliverCode?: (delivery: CodeDelivery) => Promise<void>;
}): Promise<Emulator> {
  const cwd = path.join(options.dataDir, 'cognito');
  mkdirSync(cwd, { recursive: true });
  const port = options.port === 0 ? await freePort() : options.port;
  const child = spawn(process.execPath, [path.join(here, 'cognito-child.cjs')], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: options.host, DEBUG: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // The start-up output explains a failed start; after that only the code boxes are of interest.
  let startupOutput = '';
  let started = false;
  const deliverCode = options.deliverCode ?? emailPasswordResetCode;
  // One at a time, in the order Cognito sent them, as a mail queue would.
  let delivering = Promise.resolve();
  const readCodes = codeDeliveryReader((delivery) => {
    delivering = delivering
      .then(() => deliverCode(delivery))
      .catch((error: unknown) => console.error(`cognito-local: the ${delivery.operation} code for ${delivery.destination} was not e-mailed:`, error));
  });
  // Decoded as a stream, so a box-drawing character split between two chunks stays whole.
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    if (!started) startupOutput += chunk;
    readCodes(chunk);
  });
  child.stderr.on('data', (chunk: string) => {
    if (!started) startupOutput += chunk;
  });
  const url = `http://${options.host}:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(`${url}/health`, () => child.exitCode !== null);
    started = true;
    startupOutput = '';
  } catch (error) {
    child.kill();
    throw new Error(`cognito-local did not start on port ${port}: ${String(error)}\n${startupOutput}`);
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

async function waitFor(url: string, gaveUp: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('process exited');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url}`);
}
