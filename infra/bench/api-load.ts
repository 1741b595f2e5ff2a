import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as z from '@herway/shared/zod';
import type { LocalStack } from '../local/stack';
import type { Measurement } from './report';
import { sampleBodies } from './samples';

const SECTION = 'API under load (for information)';
const SINGLE_SECTION = 'API at 1 connection';
export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 10;
export const SINGLE_CONNECTION_SECONDS = 5;
/** docs/decisions/performance-budgets.md: the local stack at 1 connection, p50, for the dashboard, the sessions page and discount validation. */
export const SINGLE_CONNECTION_P50_BUDGET_MS = 15;
const childScript = fileURLToPath(new URL('./api-load-child.mjs', import.meta.url));

/** One endpoint put under load: the request every connection repeats. */
export interface LoadCase {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The status the request must answer before the load starts (a sanity check, once). */
  expectStatus: number;
  /** Sent with the signed-in athlete's session cookie. */
  signedIn?: boolean;
}

/** How a case is run: how many connections, for how long, and the athlete's Cookie header for signed-in cases. */
export interface LoadSetting {
  connections: number;
  seconds: number;
  cookie?: string;
}

const dashboard: LoadCase = { method: 'GET', path: '/api/dashboard', expectStatus: 200, signedIn: true };
const validateDiscount: LoadCase = { method: 'POST', path: '/api/validate-discount', body: sampleBodies['payments/validate-discount'], expectStatus: 200 };

/** The latency budget: each request alone, one connection, held to the p50 budget. */
export const singleConnectionCases: LoadCase[] = [
  dashboard,
  { method: 'GET', path: '/api/sessions/user', expectStatus: 200, signedIn: true },
  validateDiscount,
];

/** 50 connections at once, for information (a laptop-sized stand-in for AWS says little about Lambda's scaling). */
export const loadCases: LoadCase[] = [dashboard, { method: 'GET', path: '/api/health', expectStatus: 200 }, validateDiscount];

const loadResult = z.object({
  latency: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  requestsPerSecond: z.number(),
  total: z.number(),
  ok: z.number(),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  statusCodes: z.record(z.string(), z.number()),
  durationSeconds: z.number(),
});

export type LoadResult = z.infer<typeof loadResult>;

/** The request of a case: JSON with the site's Origin (the CSRF rule), and the athlete's cookie when signed in. */
export function loadRequest(loadCase: LoadCase, stack: Pick<LocalStack, 'urls'>, cookie?: string) {
  if (loadCase.signedIn && !cookie) throw new Error(`${loadCase.method} ${loadCase.path} needs a signed-in athlete's cookie`);
  const headers: Record<string, string> = {
    origin: stack.urls.site,
    ...(loadCase.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(loadCase.signedIn && cookie ? { cookie } : {}),
  };
  return {
    url: `${stack.urls.site}${loadCase.path}`,
    method: loadCase.method,
    headers,
    ...(loadCase.body === undefined ? {} : { body: JSON.stringify(loadCase.body) }),
  };
}

/** Checks the request answers as expected, then runs autocannon against it in a child process. */
export async function runLoadCase(loadCase: LoadCase, stack: Pick<LocalStack, 'urls'>, setting: LoadSetting): Promise<LoadResult> {
  const request = loadRequest(loadCase, stack, setting.cookie);
  const probe = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body ?? null });
  const probeBody = await probe.text();
  if (probe.status !== loadCase.expectStatus) {
    throw new Error(`${loadCase.method} ${loadCase.path} answered ${probe.status} (expected ${loadCase.expectStatus}): ${probeBody.slice(0, 200)}`);
  }
  const options = { ...request, connections: setting.connections, duration: setting.seconds, timeout: 10 };
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [childScript, JSON.stringify(options)], { timeout: (setting.seconds + 30) * 1000, maxBuffer: 1024 * 1024 }, (error, out, err) =>
      error ? reject(new Error(`autocannon: ${error.message}${err ? `\n${err}` : ''}`)) : resolve(out),
    );
  });
  return loadResult.parse(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
}

const describeStatuses = (result: LoadResult) =>
  Object.entries(result.statusCodes)
    .map(([code, count]) => `${count}× ${code}`)
    .join(', ');
const describeProblems = (result: LoadResult) =>
  result.non2xx + result.errors > 0 ? `; ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)` : '';

/** The 50-connection run: p50, p99 and throughput, for information. */
export function loadMeasurements(loadCase: LoadCase, result: LoadResult): Measurement[] {
  const name = `${loadCase.method} ${loadCase.path}`;
  const setting = `${LOAD_CONNECTIONS} connections, ${result.durationSeconds} s`;
  return [
    { section: SECTION, measure: `${name} p50`, value: result.latency.p50, unit: 'ms', note: setting },
    { section: SECTION, measure: `${name} p99`, value: result.latency.p99, unit: 'ms', note: `max ${result.latency.max} ms${describeProblems(result)}` },
    {
      section: SECTION,
      measure: `${name} throughput`,
      value: result.requestsPerSecond,
      unit: 'req/s',
      note: `${result.total} requests: ${describeStatuses(result)}`,
    },
  ];
}

/** The 1-connection run: p50 held to its budget. A failed request leaves it unmeasured: quick refusals are no latency figure. */
export function singleConnectionMeasurements(loadCase: LoadCase, result: LoadResult): Measurement[] {
  const name = `${loadCase.method} ${loadCase.path}`;
  if (result.non2xx + result.errors > 0) throw new Error(`${name} at 1 connection: ${describeStatuses(result)}${describeProblems(result)}`);
  return [
    {
      section: SINGLE_SECTION,
      measure: `${name} p50`,
      value: result.latency.p50,
      unit: 'ms',
      budget: SINGLE_CONNECTION_P50_BUDGET_MS,
      note: `p99 ${result.latency.p99} ms, ${Math.round(result.requestsPerSecond)} req/s over ${result.durationSeconds} s, ${result.total} requests`,
    },
  ];
}
