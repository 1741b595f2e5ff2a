import type { DomainFunctions } from './domain';

/** Stripe, checkout and pricing, discount codes, payment links, fulfilment, refunds, reconciliation. */
export const payments = {
  domain: 'payments',
  routes: {
    // Counts codes tried that do not exist, per network (abuse-limits.ts).
    'payments/validate-discount': { table: 'write' },
    // Outside the local stack it verifies the signed payment link of the open-amount checkout.
    'payments/create-payment-intent': { table: 'write', secrets: ['STRIPE_SECRET_KEY', 'PAYMENT_LINK_KEY'] },
    'payments/purchase-course': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
    'payments/purchase-mentorship': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
    'payments/record-payment-success': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
    // Reads her fulfilment (and the course's released modules), and the intent at Stripe until then.
    'payments/get-payment-status': { table: 'read', secrets: ['STRIPE_SECRET_KEY'] },
    // Her receipts, and one as a PDF written by payments/receipt-pdf.ts (docs/receipts.md).
    'payments/list-receipts': { table: 'read' },
    'payments/get-receipt-pdf': { table: 'read' },
    // The test payment goes through create-payment-intent's code (discounts, profiles, saved customers).
    'payments/create-test-payment': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
    // Stripe only: the round trip reads and writes nothing of ours.
    'payments/check-payment-round-trip': { secrets: ['STRIPE_SECRET_KEY'] },
    // The webhook only verifies and publishes: no table, no API key.
    'payments/receive-stripe-event': { putEvents: true, secrets: ['STRIPE_WEBHOOK_SECRET'] },
    'payments/admin/list-discount-codes': { table: 'read' },
    // A code and its audit entry, in one transaction.
    'payments/admin/create-discount-code': { table: 'write' },
    'payments/admin/update-discount-code': { table: 'write' },
    // Signs each link's /checkout address (payment-links.ts).
    'payments/admin/list-payment-links': { table: 'read', secrets: ['PAYMENT_LINK_KEY'] },
    'payments/admin/create-payment-link': { table: 'write', secrets: ['PAYMENT_LINK_KEY'] },
    // Asks Stripe for the refund (the records change when its events arrive) and audits the request.
    'payments/admin/refund-payment': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
  },
  consumers: {
    // Refunds a payment that settled after its account was deleted (payments/closed-account-payments.ts).
    'on-payment-succeeded': { table: 'write', mail: true, secrets: ['STRIPE_SECRET_KEY'] },
    // A failed payment: cancels its intent at Stripe before giving its discount reservation back, e-mails the payer why.
    // A processing one: recorded, the payer e-mailed once, listed for the founders until it settles.
    // Signs a payment link's address again for the failure e-mail's try-again link.
    'on-payment-unsettled': { table: 'write', mail: true, secrets: ['STRIPE_SECRET_KEY', 'PAYMENT_LINK_KEY'] },
    // Writes and e-mails HerWay's refund receipt (docs/receipts.md).
    'on-refund': { table: 'write', mail: true },
  },
  jobs: {
    'reconcile-payments': {
      description: 'Fulfils the succeeded Stripe payments of the last 3 days that have no fulfilment (a lost event); daily',
      schedule: { minute: '15', hour: '7' },
      // Reads Stripe, writes the fulfilment and sends its receipt, as the payment consumer does.
      access: { table: 'write', mail: true, secrets: ['STRIPE_SECRET_KEY'] },
    },
    'release-discount-reservations': {
      description: 'Gives back the discount-code uses held by payments never made (cancelled at Stripe first); every 10 minutes',
      schedule: { minute: '0/10', hour: '*' },
      // Cancels lapsed PaymentIntents at Stripe, then releases their reservations.
      access: { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
    },
  },
} as const satisfies DomainFunctions<'payments'>;
