import { cancelPaymentIntent, PaymentProviderUnavailableError, retrievePaymentIntent } from './stripe/stripe';
import { logger } from '../kernel/logger';

// Ending a PaymentIntent that must never be paid any more (a lapsed or failed discount
// reservation, a course payment opened again in another tab). Cancelling at Stripe comes first:
// once Stripe has cancelled it, nobody can pay it, so what it held can be given back safely.

/**
 * How an attempt to end an intent came out: 'canceled' (now, or earlier), 'missing' (Stripe knows
 * no such intent), 'succeeded' or 'processing' (paid, or her bank is deciding: it must be kept for
 * its fulfilment), 'refused' (Stripe would not cancel it for another reason: keep it too).
 */
export type EndOutcome = 'canceled' | 'missing' | 'succeeded' | 'processing' | 'refused';

const KNOWN_ENDS = new Set(['canceled', 'succeeded', 'processing']);

/** Whether nothing can be paid on the intent any more. */
export const isEnded = (outcome: EndOutcome): boolean => outcome === 'canceled' || outcome === 'missing';

/**
 * Cancels the intent at Stripe unless it is paid or processing. Stripe refuses to cancel a paid,
 * processing or already-cancelled intent: the intent is then read to learn which. Stripe being
 * unreachable is thrown (the caller retries or answers 503), never taken for an answer.
 */
export async function cancelUnlessPaid(paymentIntentId: string): Promise<EndOutcome> {
  try {
    await cancelPaymentIntent(paymentIntentId, 'abandoned');
    return 'canceled';
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) throw error;
    const intent = await retrievePaymentIntent(paymentIntentId);
    if (!intent) return 'missing';
    const status = String(intent.status);
    if (KNOWN_ENDS.has(status)) return status as EndOutcome;
    logger.error('Payment intent could not be cancelled', { paymentIntentId, status, error: error as Error });
    return 'refused';
  }
}
