import type { PaymentIntentResult } from '@stripe/stripe-js';
import type { PaymentOutcome } from './types';

/** stripe.confirmPayment's result (redirect: 'if_required') as the pages read it. Type-only import: no Stripe code. */
export function outcomeOfStripeResult(result: PaymentIntentResult): PaymentOutcome {
  if (result.error) {
    const { type, code, message } = result.error;
    return { type: 'error', error: { type, ...(code ? { code } : {}), ...(message ? { message } : {}) } };
  }
  const intent = result.paymentIntent;
  if (intent.status === 'succeeded') return { type: 'succeeded', paymentIntentId: intent.id };
  return { type: 'status', status: intent.status, paymentIntentId: intent.id };
}
