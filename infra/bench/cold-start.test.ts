import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLD_START_BUDGET_MS, COLD_START_RUNS, coldStartEvent, coldStartMeasurements, coldStartsWithinBudget, measureColdStarts } from './cold-start';
import { median } from './report';
import type { ColdStartRun } from './cold-start';
import type { LambdaBundle } from './lambda-bundles';

const now = new Date('2025-01-02T03:04:05Z');
const site = 'http://localhost:41234';

describe('coldStartEvent', () => {
  it('builds a payload-2.0 GET event without a body', () => {
    const event = coldStartEvent({ method: 'GET', path: '/api/health', handler: 'system/get-health' }, site, now);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/health',
      rawPath: '/api/health',
      rawQueryString: '',
      headers: { host: 'localhost:41234' },
      isBase64Encoded: false,
      requestContext: { http: { method: 'GET', path: '/api/health' }, routeKey: 'GET /api/health', stage: '$default', timeEpoch: now.getTime() },
    });
    expect(event.body).toBeUndefined();
    expect(event.headers.origin).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
  });

  it("sends a state-changing request as same-site JSON with the handler's sample body", () => {
    const event = coldStartEvent({ method: 'POST', path: '/api/validate-discount', handler: 'payments/validate-discount' }, site, now);
    expect(event.headers).toMatchObject({ origin: site, 'content-type': 'application/json' });
    expect(JSON.parse(event.body ?? '')).toEqual({ discountCode: 'ATHLETE20', amount: 500 });
  });

  it('fills path parameters and sends {} where there is no sample body', () => {
    const event = coldStartEvent({ method: 'PATCH', path: '/api/admin/content/assets/{assetId}', handler: 'course/admin/update-asset' }, site, now);
    expect(event.rawPath).toBe('/api/admin/content/assets/bench');
    expect(event.pathParameters).toEqual({ assetId: 'bench' });
    expect(event.routeKey).toBe('PATCH /api/admin/content/assets/{assetId}');
    expect(event.body).toBe('{}');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('coldStartMeasurements', () => {
  const bundle = (name: string) => ({ kind: 'http', name, file: '', outfile: '', bytes: 0, tier: 'table', largestInputs: [] }) as LambdaBundle;
  const runs = (totals: number[]): ColdStartRun[] =>
    totals.map((totalMs) => ({ startupMs: 40, importMs: totalMs - 60, firstCallMs: 20, totalMs, statusCode: 200, spawnToExitMs: totalMs + 30 }));

  it('holds the slowest median to the budget and details every handler', () => {
    const [headline, ...details] = coldStartMeasurements([
      { bundle: bundle('system/get-health'), runs: runs([150, 120, 900, 130, 140]) },
      { bundle: bundle('payments/validate-discount'), runs: runs([250, 260, 240, 230, 270]) },
    ]);
    expect(headline).toMatchObject({ measure: 'slowest of 2: payments/validate-discount', value: 250, unit: 'ms', budget: COLD_START_BUDGET_MS });
    expect(headline?.note).toContain('1 of 2 over budget');
    expect(details.map((row) => [row.measure, row.value, row.budget])).toEqual([
      ['payments/validate-discount', 250, undefined],
      ['system/get-health', 140, undefined],
    ]);
    expect(details[0]?.note).toBe('OVER BUDGET; node start 40 + import 190 + first call 20 ms; spawn→exit 280 ms; status 200');
  });

  it('names the handlers whose median is within budget, the cold starts that govern their bundles', () => {
    const within = coldStartsWithinBudget([
      { bundle: bundle('system/get-health'), runs: runs([150, 120, 900, 130, 140]) },
      { bundle: bundle('payments/validate-discount'), runs: runs([250, 260, 240, 230, 270]) },
      { bundle: bundle('dashboard/get-dashboard'), runs: runs([200, 200, 200, 300, 100]) },
    ]);
    expect([...within]).toEqual([
      ['system/get-health', 140],
      ['dashboard/get-dashboard', 200],
    ]);
  });
});

describe('measureColdStarts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'herway-cold-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A consumer that answers 201 to a payment's event and 500 to anything else.
  const outfile = path.join(dir, 'consumer.mjs');
  writeFileSync(outfile, 'export const handler = async (event) => ({ statusCode: event.detail?.id?.startsWith("pi_") ? 201 : 500 });\n');
  const consumer = (name: string) => ({ kind: 'event', name, file: '', outfile, bytes: 0, tier: 'stripe', largestInputs: [] }) as LambdaBundle;

  it('measures a consumer with a sample event, a new event each run, and leaves out one without', async () => {
    const made: string[] = [];
    const samples = {
      'events/on-payment-succeeded': () => {
        made.push(`pi_${made.length}`);
        return { id: `event-${made.length}`, detail: { id: made.at(-1) } };
      },
    };
    const results = await measureColdStarts([consumer('events/on-payment-succeeded'), consumer('events/on-refund')], site, {}, samples);
    expect(results.map((result) => result.bundle.name)).toEqual(['events/on-payment-succeeded']);
    expect(results[0]?.runs.map((run) => run.statusCode)).toEqual(Array<number>(COLD_START_RUNS).fill(201));
    expect(new Set(made).size).toBe(COLD_START_RUNS);
  }, 30_000);
});
