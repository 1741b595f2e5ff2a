import { describe, expect, it } from 'vitest';
import { buildReport, formatTable, formatValue, verdict } from './report';
import type { Measurement } from './report';

const measurements: Measurement[] = [
  { section: 'Web', measure: 'first load', value: 100 * 1024, unit: 'bytes', budget: 120 * 1024 },
  { section: 'Web', measure: 'index.js', value: 90 * 1024, unit: 'bytes', detail: true },
  { section: 'Cold start', measure: 'slowest', value: 250, unit: 'ms', budget: 200, note: 'median of 5' },
  { section: 'Load', measure: 'p99', value: 12.345, unit: 'ms' },
  { section: 'Lighthouse /', measure: 'performance', value: 97, unit: 'score', floor: 98 },
  { section: 'Lighthouse /', measure: 'CLS', value: 0.012, unit: 'cls', budget: 0.05 },
];

describe('verdict', () => {
  it('passes a figure at or under its budget and fails one over it', () => {
    expect(verdict({ value: 200, budget: 200 })).toBe('PASS');
    expect(verdict({ value: 199.9, budget: 200 })).toBe('PASS');
    expect(verdict({ value: 200.1, budget: 200 })).toBe('FAIL');
  });

  it('passes a score at or above its floor and fails one under it', () => {
    expect(verdict({ value: 95, floor: 95 })).toBe('PASS');
    expect(verdict({ value: 100, floor: 95 })).toBe('PASS');
    expect(verdict({ value: 94, floor: 95 })).toBe('FAIL');
  });

  it('leaves a figure without a budget for information', () => {
    expect(verdict({ value: 10_000 })).toBe('INFO');
  });
});

describe('buildReport', () => {
  it('gives every figure its verdict and counts them', () => {
    const report = buildReport(measurements, [{ section: 'Load', error: 'autocannon failed' }], 1234.5, new Date('2025-01-02T03:04:05Z'));
    expect(report.results.map((row) => row.result)).toEqual(['PASS', 'INFO', 'FAIL', 'INFO', 'FAIL', 'PASS']);
    expect(report.summary).toEqual({ pass: 2, fail: 2, info: 2, errors: 1 });
    expect(report.generatedAt).toBe('2025-01-02T03:04:05.000Z');
    expect(report.durationMs).toBe(1235);
    expect(report.machine.node).toBe(process.version);
  });
});

describe('formatValue', () => {
  it('shows sizes in KB of 1024 bytes, times in ms and throughput in req/s', () => {
    expect(formatValue(120 * 1024, 'bytes')).toBe('120.0 KB');
    expect(formatValue(1536, 'bytes')).toBe('1.5 KB');
    expect(formatValue(187.6, 'ms')).toBe('188 ms');
    expect(formatValue(4.25, 'ms')).toBe('4.3 ms');
    expect(formatValue(299.4, 'req/s')).toBe('299 req/s');
    expect(formatValue(97.6, 'score')).toBe('98');
    expect(formatValue(0.0123, 'cls')).toBe('0.012');
    expect(formatValue(1, 'flag')).toBe('yes');
    expect(formatValue(0, 'flag')).toBe('no');
  });
});

describe('formatTable', () => {
  const table = formatTable(buildReport(measurements, [], 30_000));
  const lines = table.split('\n');

  it('prints each figure with its value, budget and result', () => {
    expect(lines[0]).toMatch(/^Section\s+Measure\s+Value\s+Budget\s+Result\s+Notes$/);
    expect(table).toMatch(/Web\s+first load\s+100\.0 KB\s+≤ 120\.0 KB\s+PASS/);
    expect(table).toMatch(/Cold start\s+slowest\s+250 ms\s+≤ 200 ms\s+FAIL\s+median of 5/);
    expect(table).toMatch(/p99\s+12 ms\s+-\s+INFO/);
    expect(table).toMatch(/Lighthouse \/\s+performance\s+97\s+≥ 98\s+FAIL/);
    expect(table).toMatch(/CLS\s+0\.012\s+≤ 0\.050\s+PASS/);
  });

  it('names a section once and indents the details', () => {
    const detail = lines.find((line) => line.includes('index.js')) ?? '';
    expect(detail).toMatch(/^\s+ {2}index\.js/);
    expect(lines.filter((line) => line.startsWith('Web'))).toHaveLength(1);
  });

  it('ends with a summary, and names the sections that could not be measured', () => {
    expect(table).toContain('2 PASS, 2 FAIL, 2 for information (30 s');
    const failed = formatTable(buildReport([], [{ section: 'Local stack', error: 'port in use' }], 1000));
    expect(failed).toContain('ERROR  Local stack: could not be measured: port in use');
    expect(failed).toContain('1 section(s) not measured');
  });
});
