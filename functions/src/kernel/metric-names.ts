/**
 * The application metrics HerWay's functions emit (Powertools Metrics, CloudWatch's embedded
 * metric format) and their units, named once for the functions and for the CDK's alarms and
 * dashboard (infra/constructs/monitoring.ts). No Powertools import here: the CDK app reads it.
 */

/** The CloudWatch namespace of every HerWay metric. */
export const METRICS_NAMESPACE = 'HerWay';

/** Powertools adds it as the `service` dimension of every metric (the logger's service name too). */
export const METRICS_SERVICE = 'herway';

export const METRIC_UNITS = {
  /** A Stripe payment fulfilled by its consumer (duplicates and replays not counted). */
  PaymentsSucceeded: 'Count',
  /** A failed payment attempt recorded. */
  PaymentsFailed: 'Count',
  /** From Stripe's payment_intent.succeeded (its `created`) to the records written. */
  FulfilmentLatency: 'Milliseconds',
  /** A Calendly booking recorded, and one cancelled. */
  BookingsCreated: 'Count',
  BookingsCanceled: 'Count',
  /** Paid orders the daily reconciliation had to fulfil: each is an event that was lost. */
  ReconciliationFixes: 'Count',
  /**
   * An HTTP reply of 4xx or 5xx. Its route (`POST /api/...`) is a property of the line, not a
   * dimension: a metric per route would cost $0.30 a month each; the dashboard counts by route
   * from the API's access log instead.
   */
  Http4xx: 'Count',
  Http5xx: 'Count',
} as const;

export type MetricName = keyof typeof METRIC_UNITS;
