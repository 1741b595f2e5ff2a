import { describe, expect, it } from 'vitest';
import { cpuCases, HANDLER_CPU_BUDGET_MS, handlerCpuMeasurements, webhookEventMeasurements } from './handler-cpu';
import type { HandlerCpuRun } from './handler-cpu';
import type { LambdaBundle } from './lambda-bundles';
import { verdict } from './report';

const bundle = (name: string) => ({ kind: 'http', name, file: '', outfile: '', bytes: 0, tier: 'table', largestInputs: [] }) as LambdaBundle;
const run = (cpuMicros: number, dynamoPerCall: number[], dynamoOperations: Record<string, number>): HandlerCpuRun => ({
  calls: 4,
  cpuMicros,
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
  it('gives CPU per call against the 3 ms budget, and the median DynamoDB requests per call with the operations seen', () => {
    const rows = handlerCpuMeasurements([
      { bundle: bundle('dashboard/get-dashboard'), run: run(10_000, [2, 1, 1, 1], { BatchGetItem: 1, Query: 4 }), dynamoBudget: 1 },
      { bundle: bundle('payments/validate-discount'), run: run(14_000, [1, 1, 1, 1], { GetItem: 4 }) },
    ]);
    expect(rows.map((row) => [row.section, row.measure, row.value, row.unit, row.budget, verdict(row)])).toEqual([
      ['Handler CPU per warm request (in-process)', 'dashboard/get-dashboard', 2.5, 'ms', HANDLER_CPU_BUDGET_MS, 'PASS'],
      ['Handler CPU per warm request (in-process)', 'payments/validate-discount', 3.5, 'ms', HANDLER_CPU_BUDGET_MS, 'FAIL'],
      ['DynamoDB requests per warm request', 'dashboard/get-dashboard', 1, 'count', 1, 'PASS'],
    ]);
    expect(rows[0]?.note).toBe('user+system CPU over 4 calls after 50 warm-up, own process; wall p50 5.5 ms per call');
    expect(rows[2]?.note).toBe("median per call; in 4 calls: BatchGetItem 1, Query 4 (the session check's BatchGetItem is cached 5 s per token)");
  });
});

describe('webhookEventMeasurements', () => {
  it('holds a payment event to one DynamoDB transaction, listing every request it made', () => {
    const events = { ...run(4000, [2, 2, 2, 3], { TransactWriteItems: 4, Query: 5 }), transactionsPerCall: [1, 1, 1, 2] };
    const [row] = webhookEventMeasurements(events);
    expect([row?.measure, row?.value, row?.budget, verdict(row!)]).toEqual(['a Stripe payment event (on-payment-succeeded): transactions', 1, 1, 'PASS']);
    expect(row?.note).toBe('median per event, 4 new package payments; all requests: TransactWriteItems 4, Query 5');
    expect(verdict(webhookEventMeasurements({ ...events, transactionsPerCall: [2, 2, 2, 2] })[0]!)).toBe('FAIL');
  });
});
