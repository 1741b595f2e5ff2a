import type { PaymentIntentReply } from '@herway/shared/contracts/payments';
import { getFulfilment } from './store/fulfilment-repo';
import { getOpenPayment, replaceOpenPayment } from './store/open-payment-repo';
import { retrievePaymentIntent } from './stripe/stripe';
import { logger } from '../kernel/logger';
import { providerCall } from './checkout';
import { releaseForEndedIntent } from './discount-reservations';
import { cancelUnlessPaid, isEnded } from './unpaid-intents';

// Things sold once (docs/decisions/lifetime-products-sold-once.md: the lifetime course; a single-use payment link) can be opened in
// two tabs before either is paid. Only the payment opened last may be paid: opening one cancels
// the one opened before it at Stripe, and an earlier payment that is already paid (or that her
// bank is still deciding) refuses the new one. A payment that succeeds anyway (an earlier intent
// Stripe would not cancel) is still fulfilled and flagged for a refund by the consumer.

export interface ExclusiveRefusals {
  /** The error when an earlier payment for it succeeded and is not on record yet. */
  paid: () => Error;
  /** The error when an earlier payment for it is still being decided by the bank. */
  processing: () => Error;
}

/** The open-payment subject of her course packet. */
export const courseSubject = (userId: string) => `course#${userId}`;
/** The open-payment subject of a single-use payment link. */
export const paymentLinkSubject = (linkId: string) => `link#${linkId}`;

/** Gives back the discount reservation of an intent Stripe has cancelled (read from its metadata). */
async function releaseReservationOf(paymentIntentId: string): Promise<void> {
  const intent = await retrievePaymentIntent(paymentIntentId);
  if (intent) await releaseForEndedIntent(intent.metadata);
}

async function endEarlierPayment(paymentIntentId: string, refusals: ExclusiveRefusals): Promise<void> {
  const outcome = await providerCall(() => cancelUnlessPaid(paymentIntentId));
  if (isEnded(outcome)) {
    if (outcome === 'canceled') await providerCall(() => releaseReservationOf(paymentIntentId));
    return;
  }
  if (outcome === 'processing') throw refusals.processing();
  // Paid and fulfilled: an earlier purchase, since refunded (the caller checked what she owns now).
  if (outcome === 'succeeded' && !(await getFulfilment(paymentIntentId))) throw refusals.paid();
}

/** A payment another tab opened at the same moment: it gives way (a failure is logged, the consumer's flag remains). */
async function endDisplacedPayment(paymentIntentId: string, subject: string): Promise<void> {
  try {
    const outcome = await cancelUnlessPaid(paymentIntentId);
    if (outcome === 'canceled') await releaseReservationOf(paymentIntentId);
    else if (!isEnded(outcome)) logger.warn('A payment opened at the same moment for something sold once stays open', { subject, paymentIntentId, outcome });
  } catch (error) {
    logger.error('A payment opened at the same moment for something sold once could not be cancelled', { subject, paymentIntentId, error: error as Error });
  }
}

/**
 * Opens a payment (`open`) as the only one that can be paid for `subject`: the payment opened
 * before it is cancelled at Stripe first (its discount reservation given back), or, when it is
 * paid or processing, this one is refused with `refusals`.
 */
export async function openExclusively(
  subject: string,
  refusals: ExclusiveRefusals,
  open: () => Promise<PaymentIntentReply>,
  now = new Date(),
): Promise<PaymentIntentReply> {
  const earlier = await getOpenPayment(subject);
  if (earlier) await endEarlierPayment(earlier, refusals);
  const reply = await open();
  const displaced = await replaceOpenPayment(subject, reply.paymentIntentId, now);
  if (displaced && displaced !== reply.paymentIntentId && displaced !== earlier) await endDisplacedPayment(displaced, subject);
  return reply;
}
