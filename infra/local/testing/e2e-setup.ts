import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../free-port';
import { repoRoot } from '../settings';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eSesUrl: string;
    /** The started stack's handler environment, for tests that seed data through the repositories. */
    e2eStackEnv: Record<string, string>;
  }
}

/**
 * Browser tests run against `npm start` itself: the real start script in a child process, on free
 * ports and a temporary data folder, serving the web app built by `npm run build:web`.
 */
interface StartedStack {
  child: ChildProcess;
  exited: Promise<void>;
  /** Everything the stack printed, for when it dies during the tests. */
  output: () => string;
  baseUrl: string;
  ports: Record<string, number>;
}

async function startStack(dataDir: string): Promise<StartedStack> {
  const ports = {
    PORT: await freePort(),
    DYNAMODB_PORT: await freePort(),
    S3_PORT: await freePort(),
    COGNITO_PORT: await freePort(),
    SES_PORT: await freePort(),
    EVENTS_PORT: await freePort(),
    SCHEDULER_PORT: await freePort(),
    STRIPE_PORT: await freePort(),
  };
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      HERWAY_DATA_DIR: dataDir,
      LOG_LEVEL: 'SILENT',
      NETWORK_LIMIT_FACTOR: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = `http://localhost:${ports.PORT}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`npm start did not become healthy within 90 s:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { child, exited, output: () => output, baseUrl, ports };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build:web` first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herway-e2e-'));
  // A free port can be taken by another process before the stack binds it: try again with new ones.
  let started: StartedStack | undefined;
  for (let attempt = 1; !started; attempt += 1) {
    try {
      started = await startStack(dataDir);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
  const { child, exited, output, baseUrl, ports } = started;
  project.provide('baseUrl', baseUrl);
  project.provide('e2eSesUrl', `http://localhost:${ports.SES_PORT}`);
  project.provide('e2eStackEnv', JSON.parse(readFileSync(path.join(dataDir, 'stack-env.json'), 'utf8')) as Record<string, string>);

  return async () => {
    // A stack that died during the tests fails them all with ECONNREFUSED: say why it died.
    if (child.exitCode !== null)
      console.error(`npm start exited during the browser tests (code ${child.exitCode}):\n${output().split('\n').slice(-80).join('\n')}`);
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
