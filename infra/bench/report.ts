import os from 'node:os';

/** One figure of the benchmark: measured value, and the budget it is held to, if any (docs/decisions/performance-budgets.md). */
export interface Measurement {
  section: string;
  measure: string;
  value: number;
  /** `score`: a Lighthouse category score, 0-100; `cls`: cumulative layout shift; `flag`: 1 yes, 0 no; `count`: how many; `usd`: dollars a month. */
  unit: 'bytes' | 'ms' | 'req/s' | 'score' | 'cls' | 'flag' | 'count' | 'usd';
  /** The most the value may be (same unit); without it or `floor` the figure is for information. */
  budget?: number;
  /** The least the value may be (same unit): for scores, where higher is better. */
  floor?: number;
  /** A line that details the figure above it (indented in the table). */
  detail?: boolean;
  note?: string;
}

export type Verdict = 'PASS' | 'FAIL' | 'INFO';

/** A section that could not be measured at all (the run then exits non-zero). */
export interface SectionError {
  section: string;
  error: string;
}

export interface BenchReport {
  generatedAt: string;
  durationMs: number;
  machine: { node: string; platform: string; cpus: number; cpuModel: string };
  results: (Measurement & { result: Verdict })[];
  errors: SectionError[];
  summary: { pass: number; fail: number; info: number; errors: number };
}

export function verdict(measurement: Pick<Measurement, 'value' | 'budget' | 'floor'>): Verdict {
  const { value, budget, floor } = measurement;
  if (budget === undefined && floor === undefined) return 'INFO';
  return (budget === undefined || value <= budget) && (floor === undefined || value >= floor) ? 'PASS' : 'FAIL';
}

export function buildReport(measurements: Measurement[], errors: SectionError[], durationMs: number, now = new Date()): BenchReport {
  const results = measurements.map((measurement) => ({ ...measurement, result: verdict(measurement) }));
  const count = (result: Verdict) => results.filter((row) => row.result === result).length;
  const cpus = os.cpus();
  return {
    generatedAt: now.toISOString(),
    durationMs: Math.round(durationMs),
    machine: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: cpus.length, cpuModel: cpus[0]?.model.trim() ?? 'unknown' },
    results,
    errors,
    summary: { pass: count('PASS'), fail: count('FAIL'), info: count('INFO'), errors: errors.length },
  };
}

/** Sizes in KB of 1024 bytes, times in whole milliseconds (one decimal below 10 ms), scores whole, CLS to 3 decimals. */
export function formatValue(value: number, unit: Measurement['unit']): string {
  switch (unit) {
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
    case 'req/s':
      return `${Math.round(value)} req/s`;
    case 'score':
      return `${Math.round(value)}`;
    case 'cls':
      return value.toFixed(3);
    case 'flag':
      return value >= 1 ? 'yes' : 'no';
    case 'count':
      return String(value);
    case 'usd':
      return `$${value.toFixed(2)}`;
  }
}

function budgetText(row: Pick<Measurement, 'budget' | 'floor' | 'unit'>): string {
  if (row.unit === 'flag' && row.floor !== undefined) return formatValue(row.floor, row.unit);
  const limits = [
    ...(row.floor === undefined ? [] : [`≥ ${formatValue(row.floor, row.unit)}`]),
    ...(row.budget === undefined ? [] : [`≤ ${formatValue(row.budget, row.unit)}`]),
  ];
  return limits.length > 0 ? limits.join(', ') : '-';
}

/** The report as a plain-text table, one line per figure, then the errors and a summary line. */
export function formatTable(report: BenchReport): string {
  const header = ['Section', 'Measure', 'Value', 'Budget', 'Result', 'Notes'];
  const rows = report.results.map((row, index) => [
    row.section === report.results[index - 1]?.section ? '' : row.section,
    row.detail ? `  ${row.measure}` : row.measure,
    formatValue(row.value, row.unit),
    budgetText(row),
    row.result,
    row.note ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] as string).length)));
  const rightAligned = new Set([2, 3]);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column] as number) : cell.padEnd(widths[column] as number)))
      .join('  ')
      .trimEnd();
  const lines = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
  for (const error of report.errors) lines.push('', `ERROR  ${error.section}: could not be measured: ${error.error}`);
  const { pass, fail, info, errors } = report.summary;
  lines.push(
    '',
    `${pass} PASS, ${fail} FAIL, ${info} for information${errors > 0 ? `, ${errors} section(s) not measured` : ''}` +
      ` (${(report.durationMs / 1000).toFixed(0)} s, Node ${report.machine.node}, ${report.machine.cpus} CPUs)`,
  );
  return `${lines.join('\n')}\n`;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
