import { describe, expect, it } from 'vitest';
import { loadCases, loadMeasurements, loadRequest, SINGLE_CONNECTION_P50_BUDGET_MS, singleConnectionCases, singleConnectionMeasurements } from './api-load';
import type { LoadResult } from './api-load';

const result: LoadResult = {
  latency: { p50: 12, p99: 48, max: 90 },
  requestsPerSecond: 1500.4,
  total: 15004,
  ok: 15000,
  non2xx: 4,
  errors: 0,
  timeouts: 0,
  statusCodes: { '200': 15000, '503': 4 },
  durationSeconds: 10.02,
};
const clean: LoadResult = { ...result, total: 15000, non2xx: 0, statusCodes: { '200': 15000 } };

describe('cases', () => {
  it('holds the dashboard, the sessions page and discount validation to the 1-connection p50 budget', () => {
    expect(singleConnectionCases.map((loadCase) => [`${loadCase.method} ${loadCase.path}`, loadCase.signedIn ?? false])).toEqual([
      ['GET /api/dashboard', true],
      ['GET /api/sessions/user', true],
      ['POST /api/validate-discount', false],
    ]);
    expect(SINGLE_CONNECTION_P50_BUDGET_MS).toBe(15);
    expect(singleConnectionCases[2]?.body).toEqual({ discountCode: 'ATHLETE20', amount: 500 });
  });

  it('still puts the dashboard, health and discount validation under load', () => {
    expect(loadCases.map((loadCase) => `${loadCase.method} ${loadCase.path}`)).toEqual([
      'GET /api/dashboard',
      'GET /api/health',
      'POST /api/validate-discount',
    ]);
  });

  it("sends the athlete's cookie only on signed-in cases, and refuses a signed-in case without one", () => {
    const stack = { urls: { site: 'http://localhost:3000' } } as never;
    const [dashboard, , validate] = singleConnectionCases as [never, never, never];
    expect(loadRequest(dashboard, stack, 'herway_access=t').headers).toEqual({ origin: 'http://localhost:3000', cookie: 'herway_access=t' });
    expect(loadRequest(validate, stack, 'herway_access=t').headers).toEqual({ origin: 'http://localhost:3000', 'content-type': 'application/json' });
    expect(() => loadRequest(dashboard, stack)).toThrow(/needs a signed-in athlete/);
  });
});

describe('loadMeasurements', () => {
  it('reports p50, p99 and throughput for information, with the status codes and failures in the notes', () => {
    const rows = loadMeasurements({ method: 'GET', path: '/api/health', expectStatus: 200 }, result);
    expect(rows.map((row) => [row.measure, row.value, row.unit, row.budget])).toEqual([
      ['GET /api/health p50', 12, 'ms', undefined],
      ['GET /api/health p99', 48, 'ms', undefined],
      ['GET /api/health throughput', 1500.4, 'req/s', undefined],
    ]);
    expect(rows[1]?.note).toBe('max 90 ms; 4 non-2xx, 0 errors (0 timeouts)');
    expect(rows[2]?.note).toBe('15004 requests: 15000× 200, 4× 503');
  });
});

describe('singleConnectionMeasurements', () => {
  it('holds p50 to the budget', () => {
    const [row] = singleConnectionMeasurements({ method: 'GET', path: '/api/dashboard', expectStatus: 200 }, clean);
    expect(row).toMatchObject({ measure: 'GET /api/dashboard p50', value: 12, unit: 'ms', budget: 15 });
    expect(row?.note).toBe('p99 48 ms, 1500 req/s over 10.02 s, 15000 requests');
  });

  it('leaves a run with failed requests unmeasured rather than count quick refusals', () => {
    expect(() => singleConnectionMeasurements({ method: 'GET', path: '/api/dashboard', expectStatus: 200 }, result)).toThrow(
      'GET /api/dashboard at 1 connection: 15000× 200, 4× 503; 4 non-2xx, 0 errors (0 timeouts)',
    );
  });
});
