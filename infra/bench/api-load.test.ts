import { describe, expect, it } from 'vitest';
import { loadCases, loadMeasurements } from './api-load';
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

describe('loadCases', () => {
  it("holds a signed-in athlete's dashboard to DESIGN §7's p99 and puts health and discount validation under load for information", () => {
    expect(loadCases.map((loadCase) => [`${loadCase.method} ${loadCase.path}`, loadCase.p99BudgetMs])).toEqual([
      ['GET /api/dashboard', 50],
      ['GET /api/health', undefined],
      ['POST /api/validate-discount', undefined],
    ]);
    expect(loadCases[0]?.headers).toBeTypeOf('function');
    expect(loadCases[2]?.body).toEqual({ discountCode: 'ATHLETE20', amount: 500 });
  });
});

describe('loadMeasurements', () => {
  it('reports p50, p99 and throughput, with the status codes and failures in the notes', () => {
    const rows = loadMeasurements({ method: 'GET', path: '/api/health', expectStatus: 200 }, result);
    expect(rows.map((row) => [row.measure, row.value, row.unit, row.budget])).toEqual([
      ['GET /api/health p50', 12, 'ms', undefined],
      ['GET /api/health p99', 48, 'ms', undefined],
      ['GET /api/health throughput', 1500.4, 'req/s', undefined],
    ]);
    expect(rows[1]?.note).toBe('max 90 ms; 4 non-2xx, 0 errors (0 timeouts)');
    expect(rows[2]?.note).toBe('15004 requests: 15000× 200, 4× 503');
  });

  it("holds p99 to the case's budget when it has one", () => {
    const rows = loadMeasurements({ method: 'GET', path: '/api/dashboard', expectStatus: 200, p99BudgetMs: 50 }, result);
    expect(rows.map((row) => row.budget)).toEqual([undefined, 50, undefined]);
  });
});
