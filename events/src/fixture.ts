import { readFileSync } from 'node:fs';

// Real-shaped provider payloads for tests: events/src/fixtures/<source>/<case>.json (for SES, the
// detail of its EventBridge event).
// Producers' and consumers' tests read the same files as the contract tests here.

export type FixtureName =
  | 'stripe/payment-intent-succeeded'
  | 'stripe/payment-intent-payment-failed'
  | 'stripe/payment-intent-processing'
  | 'stripe/charge-refunded'
  | 'stripe/refund-created'
  | 'calendly/invitee-created'
  | 'calendly/invitee-canceled'
  | 'ses/email-bounced'
  | 'ses/email-complaint-received';

/** A fresh parsed copy of a fixture (callers may mutate it). */
export function readFixture(name: FixtureName): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}
