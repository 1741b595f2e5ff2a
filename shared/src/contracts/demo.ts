import * as z from '../zod';
import { priceOf, sessionsOf } from '../catalog/products';
import { dollarsSchema } from './common';

// The payment demo pages (docs/product-rules.md#pages): /test-stripe opens a test payment,
// /stripe-debug runs a payment-intent round trip. Neither can take real money or grant anything.

/** The /test-stripe order: the Starter package's price and sessions, paid as an open amount that grants nothing. */
export const TEST_PAYMENT = {
  amount: priceOf('starter') / 100,
  sessions: sessionsOf('starter'),
  description: `Test payment: Starter package (${sessionsOf('starter')} sessions)`,
} as const;

/**
 * POST /api/demo/test-payment (public, test mode only: 403 on the prod stage or with a live key).
 * The body is empty: the server prices the order, and the receipt goes to the site's own support
 * mailbox (a public endpoint must not mail whatever address a visitor names).
 */
export const testPaymentBodySchema = z.strictObject({});
export type TestPaymentBody = z.infer<typeof testPaymentBodySchema>;
// The reply is the PaymentIntentReply of every payment endpoint (contracts/payments.ts).

/**
 * The productKey in the metadata of the /stripe-debug round trip's intents: opened and cancelled
 * at once, never paid, never an order. Fulfilment grants nothing for it.
 */
export const DIAGNOSTICS_PRODUCT_KEY = 'diagnostics';

/** The steps of the payment-intent round trip, in order. */
export const paymentCheckStepNames = ['create', 'retrieve', 'cancel'] as const;
export const paymentCheckStepNameSchema = z.enum(paymentCheckStepNames);
export type PaymentCheckStepName = z.infer<typeof paymentCheckStepNameSchema>;

export const paymentCheckStepSchema = z.object({
  step: paymentCheckStepNameSchema,
  ok: z.boolean(),
  /** How long Stripe took to answer, in whole milliseconds. */
  ms: z.number().check(z.int(), z.nonnegative()),
  /** The intent's status after the step ('requires_payment_method', 'canceled'). */
  status: z.optional(z.string()),
  /** Why the step failed, as Stripe said it. */
  message: z.optional(z.string()),
});
export type PaymentCheckStep = z.infer<typeof paymentCheckStepSchema>;

/**
 * POST /api/demo/payment-check (anyone on the local stage, a signed-in admin elsewhere): creates a
 * $1 PaymentIntent that is never confirmed, reads it back and cancels it. 200 whenever the check
 * ran, `ok` false when a step failed (the failed step says why; later steps may be missing).
 */
export const paymentCheckReplySchema = z.object({
  ok: z.boolean(),
  stage: z.string(),
  /** 'local-stripe': the local stack's Stripe emulator; 'stripe': Stripe's API. */
  provider: z.enum(['stripe', 'local-stripe']),
  /** Dollars the probe intent was opened for. */
  amount: dollarsSchema,
  paymentIntentId: z.optional(z.string()),
  /** Stripe's live mode flag of the intent (false in test mode and on the emulator). */
  livemode: z.optional(z.boolean()),
  steps: z.array(paymentCheckStepSchema),
  totalMs: z.number().check(z.int(), z.nonnegative()),
});
export type PaymentCheckReply = z.infer<typeof paymentCheckReplySchema>;
