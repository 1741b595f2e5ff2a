import { describe, expect, it } from 'vitest';
import { concurrencyMeasurements } from './concurrency';
import { verdict } from './report';

describe('concurrencyMeasurements', () => {
  it("gives each burst of the integration file a PASS or FAIL line, with a failure's first line", () => {
    const rows = concurrencyMeasurements({
      testResults: [
        {
          assertionResults: [
            { title: '50 registrations at once: every one succeeds', status: 'passed', failureMessages: [] },
            { title: '50 downloads at once: 50 links handed out', status: 'failed', failureMessages: ['AssertionError: expected 49 to be 50\n    at x'] },
          ],
        },
      ],
    });
    expect(rows.map((row) => [row.measure, row.value, verdict(row)])).toEqual([
      ['50 registrations at once', 1, 'PASS'],
      ['50 downloads at once', 0, 'FAIL'],
    ]);
    expect(rows[1]?.note).toBe('failed: AssertionError: expected 49 to be 50');
  });

  it('cannot measure a run with no test (the file failed to load)', () => {
    expect(() => concurrencyMeasurements({ testResults: [] })).toThrow(/ran no test/);
  });
});
