import { describe, expect, it } from 'vitest';
import { cpuCases, FIRST_CALLS, HANDLER_CPU_BUDGET_MS, handlerCpuMeasurements, MEASURED_CALLS, STEADY_CALLS, webhookEventMeasurements } from './handler-cpu';
import type { HandlerCpuRun } from './handler-cpu';
import type { LambdaBundle } from './lambda-bundles';
import { verdict } from './report';

const bundle = (name: string) => ({ kind: 'http', name, file: '', outfile: '', bytes: 0, tier: 'table', largestInputs: [] }) as LambdaBundle;
const run = (cpuMicrosPerCall: number[], dynamoPerCall: number[], dynamoOperations: Record<string, number>): HandlerCpuRun => ({
  calls: cpuMicrosPerCall.length,
  cpuMicrosPerCall,
  wallMs: [4, 5, 6, 50],
  dynamoPerCall,
  transactionsPerCall: dynamoPerCall.map(() => 0),
  dynamoOperations,
  statusCodes: { '200': 54 },
});

describe('cpuCases', () => {
  it('are the three handlers held to the CPU budget; the two pages are held to one DynamoDB request', () => {
    expect(cpuCases.map((entry) => [entry.handler, entry.signedIn, entry.dynamoBudget])).toEqual([
      ['dashboard/get-dashboard', true, 1],
      ['bookings/list-sessions', true, 1],
      ['payments/validate-discount', false, undefined],
    ]);
  });
});

describe('handlerCpuMeasurements', () => {
  // CPU per call as V8 optimises: 4 ms for the first calls, then `steadyMicros` for the last STEADY_CALLS.
  const cpuOverTime = (steadyMicros: number) => [
    ...Array<number>(MEASURED_CALLS - STEADY_CALLS).fill(4000),
    ...Array<number>(STEADY_CALLS / 2).fill(steadyMicros - 500),
    ...Array<number>(STEADY_CALLS / 2).fill(steadyMicros + 500),
  ];

  it('holds the mean CPU of the last calls to the 3 ms budget, gives the first calls for information, and the median DynamoDB requests per call', () => {
    const rows = handlerCpuMeasurements([
      { bundle: bundle('dashboard/get-dashboard'), run: run(cpuOverTime(2500), [2, 1, 1, 1], { BatchGetItem: 1, Query: 4 }), dynamoBudget: 1 },
      { bundle: bundle('payments/validate-discount'), run: run(cpuOverTime(3500), [1, 1, 1, 1], { GetItem: 4 }) },
    ]);
    expect(rows.map((row) => [row.section, row.measure, row.value, row.unit, row.budget, verdict(row)])).toEqual([
      ['Handler CPU per warm request (in-process)', 'dashboard/get-dashboard', 2.5, 'ms', HANDLER_CPU_BUDGET_MS, 'PASS'],
      ['Handler CPU per warm request (in-process)', `dashboard/get-dashboard, first ${FIRST_CALLS} calls`, 4, 'ms', undefined, 'INFO'],
      ['Handler CPU per warm request (in-process)', 'payments/validate-discount', 3.5, 'ms', HANDLER_CPU_BUDGET_MS, 'FAIL'],
      ['Handler CPU per warm request (in-process)', `payments/validate-discount, first ${FIRST_CALLS} calls`, 4, 'ms', undefined, 'INFO'],
      ['DynamoDB requests per warm request', 'dashboard/get-dashboard', 1, 'count', 1, 'PASS'],
    ]);
    expect(rows[0]?.note).toBe(`user+system CPU, mean of the last ${STEADY_CALLS} of ${MEASURED_CALLS + 50} calls, own process; wall p50 5.5 ms per call`);
    expect(rows[1]?.note).toBe(`the ${FIRST_CALLS} calls after 50 warm-up, V8 still optimising (its threads counted)`);
    expect(rows[4]?.note).toBe(
      `median per call; in ${MEASURED_CALLS} calls: BatchGetItem 1, Query 4 (the session check's BatchGetItem is cached 5 s per token)`,
    );
  });
});

describe('webhookEventMeasurements', () => {
  it('holds a payment event to one DynamoDB transaction, listing every request it made', () => {
    const events = { ...run([1000, 1000, 1000, 1000], [2, 2, 2, 3], { TransactWriteItems: 4, Query: 5 }), transactionsPerCall: [1, 1, 1, 2] };
    const [row] = webhookEventMeasurements(events);
    expect([row?.measure, row?.value, row?.budget, verdict(row!)]).toEqual(['a Stripe payment event (on-payment-succeeded): transactions', 1, 1, 'PASS']);
    expect(row?.note).toBe('median per event, 4 new package payments; all requests: TransactWriteItems 4, Query 5');
    expect(verdict(webhookEventMeasurements({ ...events, transactionsPerCall: [2, 2, 2, 2] })[0]!)).toBe('FAIL');
  });
});
