import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Route } from '@herway/shared/routes';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from '@herway/shared/zod';
import type { LambdaBundle } from './lambda-bundles';
import type { Measurement } from './report';
import { median } from './report';
import { sampleBodies } from './samples';

const SECTION = 'Cold start (load + first call)';
/** docs/decisions/performance-budgets.md: a handler in a fresh process, load + first call, on this machine. */
export const COLD_START_BUDGET_MS = 200;
export const COLD_START_RUNS = 5;
const CHILD_TIMEOUT_MS = 30_000;
const childScript = fileURLToPath(new URL('./cold-start-child.mjs', import.meta.url));

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A literal API Gateway payload-2.0 event for a route, as the gateway builds it for a request
 * with no session: path parameters filled with `bench`, and state-changing requests sent as
 * same-site JSON (the handler's sample body, or `{}`, which may well answer 400: the load and
 * the first call are what is measured).
 */
export function coldStartEvent(route: Pick<Route, 'method' | 'path' | 'handler'>, siteUrl: string, now = new Date()): APIGatewayProxyEventV2 {
  const site = new URL(siteUrl);
  const pathParameters: Record<string, string> = {};
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    pathParameters[name] = 'bench';
    return 'bench';
  });
  const sendsBody = STATE_CHANGING.has(route.method);
  const headers: Record<string, string> = {
    host: site.host,
    'user-agent': 'herway-bench',
    accept: 'application/json',
    ...(sendsBody ? { origin: site.origin, 'content-type': 'application/json' } : {}),
  };
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers,
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: site.hostname,
      domainPrefix: site.hostname.split('.')[0] as string,
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'herway-bench' },
      requestId: `bench-${now.getTime()}`,
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(sendsBody ? { body: JSON.stringify(sampleBodies[route.handler] ?? {}) } : {}),
    isBase64Encoded: false,
  };
}

const childReport = z.object({
  startupMs: z.number(),
  importMs: z.number(),
  firstCallMs: z.number(),
  totalMs: z.number(),
  statusCode: z.number(),
});

export type ColdStartRun = z.infer<typeof childReport> & { spawnToExitMs: number };

/** One fresh `node` process with only the handlers' environment: import the bundle, call it once. */
export async function coldStartOnce(bundle: LambdaBundle, event: unknown, env: Record<string, string>): Promise<ColdStartRun> {
  const functionName = `herway-bench-${bundle.name.replace('/', '-')}`;
  const started = performance.now();
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [childScript, bundle.outfile, JSON.stringify(event), functionName],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: CHILD_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
      (error, out, err) => (error ? reject(new Error(`${bundle.name}: ${error.message}${err ? `\n${err}` : ''}`)) : resolve(out)),
    );
  });
  const spawnToExitMs = performance.now() - started;
  const lastLine = stdout.trim().split('\n').at(-1) ?? '';
  return { ...childReport.parse(JSON.parse(lastLine)), spawnToExitMs };
}

export interface ColdStartResult {
  bundle: LambdaBundle;
  runs: ColdStartRun[];
}

/**
 * Every HTTP bundle, and each consumer or job with a sample event (`samples`, by name: samples.ts),
 * one after the other (a 2-core machine), COLD_START_RUNS times each.
 */
export async function measureColdStarts(
  bundles: LambdaBundle[],
  siteUrl: string,
  env: Record<string, string>,
  samples: Readonly<Record<string, () => unknown>> = {},
): Promise<ColdStartResult[]> {
  const results: ColdStartResult[] = [];
  for (const bundle of bundles) {
    const { route } = bundle;
    const nextEvent = route ? () => coldStartEvent(route, siteUrl) : samples[bundle.name];
    if (!nextEvent) continue;
    const runs: ColdStartRun[] = [];
    for (let run = 0; run < COLD_START_RUNS; run += 1) runs.push(await coldStartOnce(bundle, nextEvent(), env));
    results.push({ bundle, runs });
  }
  return results;
}

/** The handlers whose median cold start (process start → first reply) is within budget, with it, by bundle name. */
export function coldStartsWithinBudget(results: readonly ColdStartResult[]): Map<string, number> {
  const medians = results.map(({ bundle, runs }) => [bundle.name, median(runs.map((run) => run.totalMs))] as const);
  return new Map(medians.filter(([, ms]) => ms <= COLD_START_BUDGET_MS));
}

export function coldStartMeasurements(results: ColdStartResult[]): Measurement[] {
  if (results.length === 0) throw new Error('no HTTP handler was bundled');
  const rows = results
    .map(({ bundle, runs }) => {
      const statuses = [...new Set(runs.map((run) => run.statusCode))].join('/');
      const value = median(runs.map((run) => run.totalMs));
      const ms = (pick: (run: ColdStartRun) => number) => Math.round(median(runs.map(pick)));
      const note =
        `${value > COLD_START_BUDGET_MS ? 'OVER BUDGET; ' : ''}node start ${ms((run) => run.startupMs)} + import ${ms((run) => run.importMs)}` +
        ` + first call ${ms((run) => run.firstCallMs)} ms; spawn→exit ${ms((run) => run.spawnToExitMs)} ms; status ${statuses}`;
      return { name: bundle.name, value, note };
    })
    .sort((a, b) => b.value - a.value);
  const slowest = rows[0] as (typeof rows)[number];
  const over = rows.filter((row) => row.value > COLD_START_BUDGET_MS).length;
  return [
    // The budget holds for each handler: the slowest one decides.
    {
      section: SECTION,
      measure: `slowest of ${rows.length}: ${slowest.name}`,
      value: slowest.value,
      unit: 'ms',
      budget: COLD_START_BUDGET_MS,
      note: `median of ${COLD_START_RUNS} fresh processes, process start → first reply; ${over} of ${rows.length} over budget`,
    },
    ...rows.map((row): Measurement => ({ section: SECTION, measure: row.name, detail: true, value: row.value, unit: 'ms', note: row.note })),
  ];
}
