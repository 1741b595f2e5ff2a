import { formatUsd } from '@herway/shared/format';
import { writeAudit } from '../accounts/store/audit-repo';
import type { StoredPayment } from './store/payment-repo';
import type { CreatedRefund, RefundRefusal } from './stripe/stripe';
import { Conflict, InvalidInput, NotFound } from '../kernel/domain-errors';
import { auditEntry } from '../accounts/audit';
import type { AuditActor } from '../accounts/store/audit-repo';
import { isConditionFailure } from '../kernel/store/transaction';

// Refunds asked for in /admin (docs/product-rules.md#refunds): what is refused before Stripe is asked, how Stripe's
// refusals are told, and the audit entry of the request (the change itself is at Stripe).

/** What left of the payment can still be refunded, by our records (Stripe's events may be a moment behind). */
export const refundableCents = (payment: Pick<StoredPayment, 'amount' | 'amountRefunded'>) => Math.max(0, payment.amount - payment.amountRefunded);

/** Why a payment cannot be refunded at all, before asking Stripe; undefined when it can. */
export function refusedBeforeStripe(payment: Pick<StoredPayment, 'status'>): string | undefined {
  if (payment.status === 'failed') return 'This payment never went through, so there is nothing to refund.';
  if (payment.status === 'refunded') return 'This payment has already been refunded in full.';
  return undefined;
}

/** Stripe's refusal as the admin reads it. */
export function refundRefusal(refusal: RefundRefusal, payment: Pick<StoredPayment, 'amount' | 'amountRefunded'>): Error {
  switch (refusal) {
    case 'too-much':
      return new InvalidInput(
        `That is more than is left to refund on this payment: at most ${formatUsd(refundableCents(payment))} of ${formatUsd(payment.amount)}.`,
      );
    case 'already-refunded':
      return new Conflict('This payment has already been refunded in full.');
    case 'not-refundable':
      return new Conflict('Stripe cannot refund this payment: it was not paid.');
    case 'unknown-payment':
      return new NotFound('Stripe does not know this payment (it may have been made with other Stripe keys).');
    case 'other-terms':
      return new Conflict('This refund was already asked for with another amount. Close the dialog and open it again to make a new refund.');
  }
}

/**
 * The audit entry of a refund request, named after Stripe's refund: the same refund asked for
 * twice (a double click) is recorded once.
 */
export async function recordRefundRequest(actor: AuditActor, payment: StoredPayment, refund: CreatedRefund, reason: string, now = new Date()): Promise<void> {
  const entry = auditEntry(
    actor,
    {
      action: 'payment.refund',
      targetType: 'payment',
      targetId: payment.stripePaymentIntentId,
      reason,
      before: { amount: formatUsd(payment.amount), refunded: formatUsd(payment.amountRefunded), status: payment.status },
      after: { refundId: refund.id, refundAmount: formatUsd(refund.amountCents), refundStatus: refund.status },
    },
    now,
  );
  try {
    await writeAudit({ ...entry, id: `refund-${refund.id}` });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
