import { stripeEnvelope, succeededEvent } from '@herway/functions/testing/payments';

/** Request bodies the benchmark sends where an empty JSON object would only measure a 400. */
export const sampleBodies: Record<string, unknown> = {
  'payments/validate-discount': { discountCode: 'ATHLETE20', amount: 500 },
  'recruiting/add-school': { name: 'Stanford University', division: 'ncaa_d1', athleticFit: 4 },
};

/**
 * The events a consumer's or job's cold start is measured with, by bundle name: each call gives a
 * new one, since a repeated event is a no-op that would understate the first call. The payment
 * consumer fulfils a new package payment by `athleteSub`; the reconciliation job gets what
 * EventBridge Scheduler sends it (its input, `{}`) and checks the last days' payments.
 */
export function sampleEvents(athleteSub: string): Record<string, () => unknown> {
  return {
    'events/on-payment-succeeded': () => stripeEnvelope(succeededEvent({ userId: athleteSub, productKey: 'starter', amount: 40_000 })),
    'jobs/reconcile-payments': () => ({}),
  };
}
