import { refundEnvelopeSchema } from '@herway/events/stripe-events';
import { stripeId } from '@herway/events/stripe';
import { applyRefund, getFulfilment } from '../store/fulfilment-repo';
import { getPackageRecord } from '../../bookings/store/package-repo';
import { flagBookingsOfRefundedPackage } from '../../bookings/store/refunded-bookings-repo';
import { eventConsumer } from '../../kernel/event-consumer';
import { logger } from '../../kernel/logger';
import { config } from '../../kernel/config';
import { sendEmail } from '../../mail/email';
import { refundReceiptItems } from '../receipts';
import { refundReceiptEmail } from '../refund-receipt-email';
import type { StoredPayment } from '../store/payment-repo';
import type { ReceiptRecord } from '../store/receipt-repo';

/** The PaymentIntent a refund event is about and the total refunded it reports, or why it is ignored. */
export function refundOf(
  detail: ReturnType<typeof refundEnvelopeSchema.parse>['detail'],
): { paymentIntentId: string; refundedCents: number } | { ignored: string } {
  if (detail.type === 'charge.refunded') {
    const charge = detail.data.object;
    const paymentIntentId = stripeId(charge.payment_intent);
    if (!paymentIntentId) return { ignored: 'the charge has no PaymentIntent' };
    // The charge carries the running total of everything refunded so far.
    return { paymentIntentId, refundedCents: charge.amount_refunded };
  }
  const refund = detail.data.object;
  const paymentIntentId = stripeId(refund.payment_intent);
  if (!paymentIntentId) return { ignored: 'the refund has no PaymentIntent' };
  if (refund.status !== 'succeeded') return { ignored: `the refund is ${refund.status ?? 'not settled'}` };
  // One refund's amount: at least this much has been refunded (charge.refunded brings the total).
  return { paymentIntentId, refundedCents: refund.amount };
}

/**
 * Consumer of Charge.Refunded and Refund.Created: marks the payment refunded (or partially) and,
 * on a full refund, withdraws what it granted (package and course purchase 'refunded', its
 * entitlements inactive unless another payment grants them) and takes it off the revenue; writes
 * HerWay's refund receipt and e-mails it (docs/receipts.md). Both events of one refund, and
 * replays, change the records once and send one receipt. A refund of a payment not recorded
 * as paid yet is thrown, so the bus retries it.
 */
export const handler = eventConsumer(async (event: unknown): Promise<void> => {
  const envelope = refundEnvelopeSchema.parse(event);
  const refund = refundOf(envelope.detail);
  if ('ignored' in refund) {
    logger.info('Refund event ignored', { eventId: envelope.detail.id, reason: refund.ignored });
    return;
  }
  // The refund's receipt is planned inside the refund's transaction: only the delivery that moves the total writes it.
  const planned: { receipt?: ReceiptRecord; payment?: StoredPayment } = {};
  const outcome = await applyRefund(refund.paymentIntentId, refund.refundedCents, new Date(), async (payment, total, now) => {
    const { receipt, items } = await refundReceiptItems(payment, total, now);
    Object.assign(planned, { receipt, payment });
    return items;
  });
  if (outcome !== 'unchanged' && planned.receipt && planned.payment) await sendRefundReceipt(planned.receipt, planned.payment);
  const flaggedBookings = await flagRefundedBookings(refund.paymentIntentId);
  logger.info('Refund handled', {
    eventId: envelope.detail.id,
    paymentIntentId: refund.paymentIntentId,
    refundedCents: refund.refundedCents,
    outcome,
    flaggedBookings,
  });
});

/**
 * A fully refunded package's sessions still booked go to the founders' attention list. Run on
 * every delivery, not only the one that refunded: a retry after a failure here still flags them.
 */
async function flagRefundedBookings(paymentIntentId: string): Promise<number> {
  const marker = await getFulfilment(paymentIntentId);
  if (!marker?.userId || !marker.packageId) return 0;
  const pkg = await getPackageRecord(marker.userId, marker.packageId);
  if (pkg?.status !== 'refunded') return 0;
  return flagBookingsOfRefundedPackage(marker.userId, marker.packageId, new Date().toISOString());
}

/** Sends the refund receipt; a failure is logged and never undoes the refund. */
async function sendRefundReceipt(receipt: ReceiptRecord, payment: StoredPayment): Promise<void> {
  const message = refundReceiptEmail(receipt, payment, { supportEmail: config().SUPPORT_EMAIL });
  if (!message) {
    logger.warn('No refund receipt sent: the payment has no e-mail address', { paymentIntentId: payment.stripePaymentIntentId });
    return;
  }
  try {
    await sendEmail(message);
  } catch (error) {
    logger.error('Refund receipt e-mail failed; the refund and its receipt are kept', {
      paymentIntentId: payment.stripePaymentIntentId,
      error: error as Error,
    });
  }
}
