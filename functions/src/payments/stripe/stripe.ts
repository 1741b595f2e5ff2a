/**
 * The Stripe adapter every caller imports (and tests mock): the pinned client and its calling
 * rules (./stripe-client.ts), customers, payment intents, the card of a charge, refunds and webhook signatures, each in
 * a file of its own.
 */
export { PaymentProviderUnavailableError, STRIPE_API_VERSION, stripeClient, stripeClientOptions, stripeConnection } from './stripe-client';
export { cardBrandName, cardOfPayment } from './stripe-charges';
export type { PaymentCard } from './stripe-charges';
export { createCustomer, deleteCustomer, isMissingCustomerError } from './stripe-customers';
export type { NewCustomer } from './stripe-customers';
export {
  IDEMPOTENCY_WINDOW_MS,
  PERSONAL_METADATA,
  cancelPaymentIntent,
  clearIntentMetadata,
  createPaymentIntent,
  createProbeIntent,
  intentIdempotencyKey,
  retrievePaymentIntent,
  summaryOf,
} from './stripe-intents';
export type { CreatedIntent, IntentMetadata, IntentSummary, NewPaymentIntent, ProbeIntent } from './stripe-intents';
export { RefundRefusedError, createRefund } from './stripe-refunds';
export type { CreatedRefund, RefundRefusal, RefundRequest } from './stripe-refunds';
export { signStripePayload, verifyStripeEvent } from './stripe-webhooks';
export type { StripeSignatureRefusal, VerifiedStripeEvent } from './stripe-webhooks';
