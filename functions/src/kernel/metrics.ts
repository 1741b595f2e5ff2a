import { Metrics } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE, METRIC_UNITS } from './metric-names';
import type { MetricName } from './metric-names';

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

/**
 * Emits one metric at once, as its own EMF log line (CloudWatch turns it into a metric in AWS; on
 * the local stack it is a JSON line beside the logs). Each value is published by itself, not
 * buffered until the end of the invocation: the local stack runs every handler in one process,
 * where concurrent requests would otherwise flush each other's metrics with the wrong dimensions.
 * Every metric carries `service` and `stage` (STAGE; `local` on the local stack) as dimensions;
 * `properties` go on the line but are no dimension (each dimension value is a metric billed of its
 * own), for Logs Insights.
 */
export function recordMetric(name: MetricName, value: number, properties: Readonly<Record<string, string>> = {}): void {
  const single = metrics.singleMetric();
  single.addDimension('stage', process.env.STAGE || 'local');
  for (const [key, property] of Object.entries(properties)) single.addMetadata(key, property);
  single.addMetric(name, METRIC_UNITS[name] as Parameters<typeof single.addMetric>[1], value);
}
