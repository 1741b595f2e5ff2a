import { vi } from 'vitest';

export interface EmittedMetric {
  name: string;
  value: unknown;
  unit: string;
  namespace: string;
  dimensions: Record<string, unknown>;
  /** The line's other keys: properties that are no dimension. */
  properties: Record<string, unknown>;
}

type JsonLine = Record<string, unknown>;

/**
 * Captures what the handlers print to stdout while a test runs: Powertools' structured log lines
 * (at INFO) and its metrics as CloudWatch EMF lines (metrics turned on). The logger reads its level
 * once, so the modules under test are imported afresh after this (`vi.resetModules()`).
 */
export function captureTelemetry() {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
  vi.resetModules();
  const chunks: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  const lines = (): JsonLine[] =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as JsonLine);
  return {
    /** Every metric value emitted, with its unit and dimensions, from the EMF lines. */
    metrics(): EmittedMetric[] {
      return lines()
        .filter((line) => '_aws' in line)
        .flatMap((line) => {
          const [directive] = (line._aws as { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] })
            .CloudWatchMetrics;
          if (!directive) return [];
          const dimensions = Object.fromEntries((directive.Dimensions[0] ?? []).map((name) => [name, line[name]]));
          const names = directive.Metrics.map((metric) => metric.Name);
          const properties = Object.fromEntries(Object.entries(line).filter(([key]) => key !== '_aws' && !(key in dimensions) && !names.includes(key)));
          return directive.Metrics.map((metric) => ({
            name: metric.Name,
            value: line[metric.Name],
            unit: metric.Unit,
            namespace: directive.Namespace,
            dimensions,
            properties,
          }));
        });
    },
    /** Every log line (not metrics), parsed. */
    logs(): JsonLine[] {
      return lines().filter((line) => !('_aws' in line));
    },
    stop(): void {
      write.mockRestore();
      vi.unstubAllEnvs();
    },
  };
}
