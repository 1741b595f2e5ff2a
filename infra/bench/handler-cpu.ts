import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HandlerName } from '@herway/shared/routes';
import * as z from '@herway/shared/zod';
import { coldStartEvent } from './cold-start';
import { median } from './report';
import type { LambdaBundle } from './lambda-bundles';
import type { Measurement } from './report';

const SECTION = 'Handler CPU per warm request (in-process)';
const DYNAMO_SECTION = 'DynamoDB requests per warm request';
/** docs/decisions/performance-budgets.md: handler CPU per warm request of the dashboard, the sessions page and discount validation. */
export const HANDLER_CPU_BUDGET_MS = 3;
/** The dashboard and the sessions page each read DynamoDB once. */
export const PAGE_DYNAMO_REQUESTS_BUDGET = 1;
export const WARMUP_CALLS = 50;
/**
 * A warm request's CPU is read once V8 has optimised the handler: over the first ~2,000 calls the
 * CPU per call halves, the optimising compiler's threads being counted with the process
 * (docs/lambda-bundles.md). The budget holds the mean of the last STEADY_CALLS; the FIRST_CALLS
 * after the warm-up are reported beside it, for information.
 */
export const MEASURED_CALLS = 3000;
export const STEADY_CALLS = 1000;
export const FIRST_CALLS = 500;
const childScript = fileURLToPath(new URL('./handler-cpu-child.mjs', import.meta.url));

/** The handlers held to the CPU budget; the two pages also to one DynamoDB request. */
export const cpuCases: { handler: HandlerName; signedIn: boolean; dynamoBudget?: number }[] = [
  { handler: 'dashboard/get-dashboard', signedIn: true, dynamoBudget: PAGE_DYNAMO_REQUESTS_BUDGET },
  { handler: 'bookings/list-sessions', signedIn: true, dynamoBudget: PAGE_DYNAMO_REQUESTS_BUDGET },
  { handler: 'payments/validate-discount', signedIn: false },
];

const childReport = z.object({
  calls: z.number(),
  cpuMicrosPerCall: z.array(z.number()),
  wallMs: z.array(z.number()),
  dynamoPerCall: z.array(z.number()),
  transactionsPerCall: z.array(z.number()),
  dynamoOperations: z.record(z.string(), z.number()),
  statusCodes: z.record(z.string(), z.number()),
});

export type HandlerCpuRun = z.infer<typeof childReport>;

export interface HandlerCpuResult {
  bundle: LambdaBundle;
  run: HandlerCpuRun;
  dynamoBudget?: number;
}

/** Runs a bundle in its own process: `warmup` calls, then `calls` measured ones, taking the events in turn. */
export async function runWarmCalls(
  bundle: LambdaBundle,
  events: unknown[],
  env: Record<string, string>,
  warmup: number,
  calls: number,
): Promise<HandlerCpuRun> {
  const args = [childScript, bundle.outfile, JSON.stringify(events), `herway-bench-${bundle.name.replace('/', '-')}`, String(warmup), String(calls)];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 300_000, maxBuffer: 8 * 1024 * 1024 }, (error, out, err) =>
      error ? reject(new Error(`${bundle.name}: ${error.message}${err ? `\n${err}` : ''}`)) : resolve(out),
    );
  });
  const run = childReport.parse(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
  const refused = Object.keys(run.statusCodes).filter((code) => Number(code) >= 300);
  if (refused.length > 0) throw new Error(`${bundle.name} answered ${JSON.stringify(run.statusCodes)}: the figures would not be of a real request`);
  return run;
}

/** One warm process per case, against the local stack's emulators; the signed-in cases carry `cookie`. */
export async function measureHandlerCpu(bundles: LambdaBundle[], siteUrl: string, env: Record<string, string>, cookie: string): Promise<HandlerCpuResult[]> {
  const results: HandlerCpuResult[] = [];
  for (const { handler, signedIn, dynamoBudget } of cpuCases) {
    const bundle = bundles.find((candidate) => candidate.name === handler);
    if (!bundle?.route) throw new Error(`${handler} was not bundled`);
    const event = coldStartEvent(bundle.route, siteUrl);
    if (signedIn) Object.assign(event, { cookies: [cookie], headers: { ...event.headers, cookie } });
    const run = await runWarmCalls(bundle, [event], env, WARMUP_CALLS, MEASURED_CALLS);
    results.push({ bundle, run, ...(dynamoBudget === undefined ? {} : { dynamoBudget }) });
  }
  return results;
}

/** Mean CPU per call, in ms, of `cpuMicrosPerCall`. */
export function meanCpuMs(cpuMicrosPerCall: readonly number[]): number {
  return cpuMicrosPerCall.reduce((sum, micros) => sum + micros, 0) / 1000 / Math.max(1, cpuMicrosPerCall.length);
}

export function handlerCpuMeasurements(results: HandlerCpuResult[]): Measurement[] {
  const cpu = results.flatMap(({ bundle, run }): Measurement[] => {
    const steady = run.cpuMicrosPerCall.slice(-STEADY_CALLS);
    const first = run.cpuMicrosPerCall.slice(0, FIRST_CALLS);
    const totalCalls = WARMUP_CALLS + run.calls;
    return [
      {
        section: SECTION,
        measure: bundle.name,
        value: meanCpuMs(steady),
        unit: 'ms',
        budget: HANDLER_CPU_BUDGET_MS,
        note: `user+system CPU, mean of the last ${steady.length} of ${totalCalls} calls, own process; wall p50 ${median(run.wallMs).toFixed(1)} ms per call`,
      },
      {
        section: SECTION,
        measure: `${bundle.name}, first ${first.length} calls`,
        value: meanCpuMs(first),
        unit: 'ms',
        detail: true,
        note: `the ${first.length} calls after ${WARMUP_CALLS} warm-up, V8 still optimising (its threads counted)`,
      },
    ];
  });
  const dynamo = results
    .filter((result) => result.dynamoBudget !== undefined)
    .map(({ bundle, run, dynamoBudget }): Measurement => {
      const operations = Object.entries(run.dynamoOperations)
        .map(([operation, count]) => `${operation} ${count}`)
        .join(', ');
      return {
        section: DYNAMO_SECTION,
        measure: bundle.name,
        value: median(run.dynamoPerCall),
        unit: 'count',
        ...(dynamoBudget === undefined ? {} : { budget: dynamoBudget }),
        note: `median per call; in ${run.calls} calls: ${operations || 'none'} (the session check's BatchGetItem is cached 5 s per token)`,
      };
    });
  return [...cpu, ...dynamo];
}

/** A webhook event is one DynamoDB transaction (the payment consumer's fulfilment). */
export const WEBHOOK_EVENT_TRANSACTIONS_BUDGET = 1;
export const WEBHOOK_EVENTS = 20;

/** The payment consumer's bundle on WEBHOOK_EVENTS new payments of a package by the athlete, each fulfilled for the first time. */
export async function measureWebhookEvents(bundles: LambdaBundle[], env: Record<string, string>, events: unknown[]): Promise<HandlerCpuRun> {
  const bundle = bundles.find((candidate) => candidate.name === 'events/on-payment-succeeded');
  if (!bundle) throw new Error('events/on-payment-succeeded was not bundled');
  return runWarmCalls(bundle, events, env, 0, events.length);
}

export function webhookEventMeasurements(run: HandlerCpuRun): Measurement[] {
  const operations = Object.entries(run.dynamoOperations)
    .map(([operation, count]) => `${operation} ${count}`)
    .join(', ');
  return [
    {
      section: DYNAMO_SECTION,
      measure: 'a Stripe payment event (on-payment-succeeded): transactions',
      value: median(run.transactionsPerCall),
      unit: 'count',
      budget: WEBHOOK_EVENT_TRANSACTIONS_BUDGET,
      note: `median per event, ${run.calls} new package payments; all requests: ${operations}`,
    },
  ];
}
