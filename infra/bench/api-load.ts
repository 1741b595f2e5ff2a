import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as z from '@herway/shared/zod';
import { createTestAccount } from '../../functions/src/testing/accounts';
import type { LocalStack } from '../local/stack';
import type { Measurement } from './report';
import { sampleBodies } from './samples';

const SECTION = 'API under load';
export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 10;
const childScript = fileURLToPath(new URL('./api-load-child.mjs', import.meta.url));

/** One endpoint put under load: the request every connection repeats for LOAD_SECONDS. */
export interface LoadCase {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The status the request must answer before the load starts (a sanity check, once). */
  expectStatus: number;
  /** DESIGN §7's p99 budget, in ms; without one the figures are for information. */
  p99BudgetMs?: number;
  /** Headers the case needs beyond Origin and Content-Type, such as a session cookie; made once per run. */
  headers?: (stack: LocalStack) => Promise<Record<string, string>>;
}

/** DESIGN §7: GET /api/dashboard on the local stack, 50 concurrent. */
export const DASHBOARD_P99_BUDGET_MS = 50;

/**
 * The endpoints under load. The dashboard is read by a fresh athlete signed in on the local
 * Cognito (the stack has set the handlers' environment in this process, so the test-account
 * helper works here); health and discount validation are for information.
 */
export const loadCases: LoadCase[] = [
  {
    method: 'GET',
    path: '/api/dashboard',
    expectStatus: 200,
    p99BudgetMs: DASHBOARD_P99_BUDGET_MS,
    headers: async () => ({ cookie: (await createTestAccount({ group: 'athlete' })).cookie }),
  },
  { method: 'GET', path: '/api/health', expectStatus: 200 },
  { method: 'POST', path: '/api/validate-discount', body: sampleBodies['payments/validate-discount'], expectStatus: 200 },
];

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

/** The request of a case: JSON with the site's Origin (the CSRF rule), plus the case's own headers. */
export async function loadRequest(loadCase: LoadCase, stack: LocalStack) {
  const headers: Record<string, string> = {
    origin: stack.urls.site,
    ...(loadCase.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(await loadCase.headers?.(stack)),
  };
  return {
    url: `${stack.urls.site}${loadCase.path}`,
    method: loadCase.method,
    headers,
    ...(loadCase.body === undefined ? {} : { body: JSON.stringify(loadCase.body) }),
  };
}

/** Checks the request answers as expected, then runs autocannon against it in a child process. */
export async function runLoadCase(loadCase: LoadCase, stack: LocalStack): Promise<LoadResult> {
  const request = await loadRequest(loadCase, stack);
  const probe = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body ?? null });
  const probeBody = await probe.text();
  if (probe.status !== loadCase.expectStatus) {
    throw new Error(`${loadCase.method} ${loadCase.path} answered ${probe.status} (expected ${loadCase.expectStatus}): ${probeBody.slice(0, 200)}`);
  }
  const options = { ...request, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, timeout: 10 };
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [childScript, JSON.stringify(options)], { timeout: (LOAD_SECONDS + 30) * 1000, maxBuffer: 1024 * 1024 }, (error, out, err) =>
      error ? reject(new Error(`autocannon: ${error.message}${err ? `\n${err}` : ''}`)) : resolve(out),
    );
  });
  return loadResult.parse(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
}

export function loadMeasurements(loadCase: LoadCase, result: LoadResult): Measurement[] {
  const name = `${loadCase.method} ${loadCase.path}`;
  const statuses = Object.entries(result.statusCodes)
    .map(([code, count]) => `${count}× ${code}`)
    .join(', ');
  const problems = result.non2xx + result.errors > 0 ? `; ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)` : '';
  const setting = `${LOAD_CONNECTIONS} connections, ${result.durationSeconds} s`;
  return [
    { section: SECTION, measure: `${name} p50`, value: result.latency.p50, unit: 'ms', note: setting },
    {
      section: SECTION,
      measure: `${name} p99`,
      value: result.latency.p99,
      unit: 'ms',
      ...(loadCase.p99BudgetMs === undefined ? {} : { budget: loadCase.p99BudgetMs }),
      note: `max ${result.latency.max} ms${problems}`,
    },
    { section: SECTION, measure: `${name} throughput`, value: result.requestsPerSecond, unit: 'req/s', note: `${result.total} requests: ${statuses}` },
  ];
}
