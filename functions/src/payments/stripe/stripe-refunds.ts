import type Stripe from 'stripe';
import { calling, isStripeError, stripeClient } from './stripe-client';

// Refunds (asked for by an admin; the records change when Stripe's refund events arrive)

export interface RefundRequest {
  paymentIntentId: string;
  /** Absent: all that is left of the payment. */
  amountCents?: number;
  /** The admin's words, kept in the refund's metadata (Stripe allows 500 characters). */
  reason: string;
  /** The admin who asked for it; none for a refund HerWay makes by itself (a payment for a deleted account). */
  adminId?: string;
  /** Names this one refund: the same id again (a double click) gets the same refund. */
  requestId: string;
}

export interface CreatedRefund {
  id: string;
  amountCents: number;
  status: string;
}

/** Why Stripe refused a refund, in the terms the handler answers with. */
export type RefundRefusal = 'too-much' | 'already-refunded' | 'not-refundable' | 'unknown-payment' | 'other-terms';

export class RefundRefusedError extends Error {
  override readonly name = 'RefundRefusedError';
  constructor(
    readonly refusal: RefundRefusal,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

function refusalOf(error: Stripe.errors.StripeError): RefundRefusal | undefined {
  if (error.type === 'StripeIdempotencyError') return 'other-terms';
  if (error.code === 'amount_too_large') return 'too-much';
  if (error.code === 'charge_already_refunded') return 'already-refunded';
  if (error.code === 'charge_not_refundable' || error.code === 'payment_intent_unexpected_state') return 'not-refundable';
  if (error.code === 'resource_missing') return 'unknown-payment';
  return undefined;
}

/**
 * Asks Stripe to refund a payment (all that is left, or `amountCents`) under an idempotency key
 * made of the payment and the request id, so the same request twice refunds once (`calling` waits
 * out the first of two). Stripe's refusals become RefundRefusedError.
 */
export async function createRefund(request: RefundRequest): Promise<CreatedRefund> {
  const params: Stripe.RefundCreateParams = {
    payment_intent: request.paymentIntentId,
    ...(request.amountCents === undefined ? {} : { amount: request.amountCents }),
    reason: 'requested_by_customer',
    metadata: { reason: request.reason.slice(0, 500), ...(request.adminId ? { adminId: request.adminId } : {}), requestId: request.requestId },
  };
  const idempotencyKey = `herway-refund-${request.paymentIntentId}-${request.requestId}`;
  try {
    const refund = await calling('refunds.create', () => stripeClient().refunds.create(params, { idempotencyKey }));
    return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
  } catch (error) {
    const refusal = isStripeError(error) ? refusalOf(error) : undefined;
    if (refusal) throw new RefundRefusedError(refusal, (error as Error).message, { cause: error });
    throw error;
  }
}
