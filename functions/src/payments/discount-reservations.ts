import { createHash, randomUUID } from 'node:crypto';
import { discountRefusalMessages } from '@herway/shared/catalog/discounts';
import {
  attachIntent,
  getHeldReservation,
  getReservation,
  listLapsedReservations,
  releaseReservation,
  reserveDiscount,
} from './store/discount-reservation-repo';
import { intentIdempotencyKey } from './stripe/stripe';
import type { NewPaymentIntent } from './stripe/stripe';
import { Conflict, InvalidInput } from '../kernel/domain-errors';
import { logger } from '../kernel/logger';
import { cancelUnlessPaid, isEnded } from './unpaid-intents';

// Holding a use of a limited discount code for each payment opened with it (docs/decisions/limited-codes-are-reserved.md), at most
// one per account, and giving back the uses of payments that were never made.

/** What a second order of one account with a code is answered while its first cannot be ended. */
export const accountReservationRefusals = {
  opening: (code: string) =>
    new Conflict(`Another payment with the code ${code} is being opened for your account right now. Please finish that one, or try again in a minute.`),
  confirming: (code: string) =>
    new Conflict(
      `Your earlier payment with the code ${code} is still being confirmed by your bank, so the code can't be used on a second order yet. Please try again once it is done.`,
    ),
};

/**
 * Ends the reservation of `code` the account holds, so a new order of hers can take its place:
 * its PaymentIntent is cancelled at Stripe FIRST (as the sweeper does), then its use given back.
 * Answers the reservation ended (or found ended already) for the new one to replace; refuses
 * (Conflict) while that payment is being opened, or paid, or her bank is deciding.
 */
async function endAccountReservation(code: string, userId: string, now: Date): Promise<string | undefined> {
  const held = await getHeldReservation(code, userId);
  const reservation = held ? await getReservation(code, held) : undefined;
  if (!held || reservation?.state !== 'open') return held;
  if (!reservation.paymentIntentId) throw accountReservationRefusals.opening(code);
  if (!isEnded(await cancelUnlessPaid(reservation.paymentIntentId))) throw accountReservationRefusals.confirming(code);
  await releaseReservation(code, held, now);
  return held;
}

/**
 * Reserves a use of the order's limited code and answers the reservation id for the intent's
 * metadata. A double click (the same order in the same minute, which Stripe answers with the same
 * intent) holds one reservation, not two. An account holds one reservation of a code at most: a
 * new order of hers replaces the one she opened before (cancelled at Stripe first). When the code
 * is used up, reservations that lapsed are given back first; if none was, the order is refused
 * with the code's 'no longer available'.
 */
export async function reserveCodeForOrder(order: NewPaymentIntent, limit: number, now = new Date()): Promise<string> {
  const code = order.metadata.discountCode;
  const userId = order.metadata.userId || undefined;
  let reservationId = createHash('sha256').update(intentIdempotencyKey(order, now.getTime())).digest('base64url').slice(0, 32);
  let replaces: string | undefined;
  let swept = false;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const holder = userId ? { userId, ...(replaces ? { replaces } : {}) } : undefined;
    const outcome = await reserveDiscount(code, reservationId, limit, now, holder);
    if (outcome === 'reserved' || outcome === 'already-open') return reservationId;
    if (outcome === 'used') {
      // That payment was made or given up: this order is a new one.
      reservationId = randomUUID();
    } else if (outcome === 'held-by-account' && userId) {
      replaces = await endAccountReservation(code, userId, now);
    } else if (swept || (await releaseLapsedReservations(now, code)).released === 0) {
      break;
    } else swept = true;
  }
  throw new InvalidInput(discountRefusalMessages.exhausted);
}

/** Notes which PaymentIntent holds a reservation; a failure is logged (the reservation still lapses). */
export async function noteReservedIntent(code: string, reservationId: string, paymentIntentId: string): Promise<void> {
  await attachIntent(code, reservationId, paymentIntentId).catch((error: unknown) =>
    logger.error('Discount reservation not linked to its payment', { code, reservationId, paymentIntentId, error: error as Error }),
  );
}

/** Gives back a reservation whose payment was never opened (Stripe failed). */
export async function releaseUnopened(code: string, reservationId: string): Promise<void> {
  await releaseReservation(code, reservationId, new Date()).catch((error: unknown) =>
    logger.error('Discount reservation not released after a failed payment opening; it lapses instead', { code, reservationId, error: error as Error }),
  );
}

export interface SweepReport {
  released: number;
  /** Lapsed, but their payment is paid or still processing: left for fulfilment. */
  kept: number;
}

/**
 * Ends the reservations whose time ran out (the scheduled job, and the opener of a used-up code):
 * each one's PaymentIntent is cancelled at Stripe FIRST, so it can never be paid afterwards, and
 * only then is the use given back. An intent already paid or still processing keeps its
 * reservation: its fulfilment converts it.
 */
export async function releaseLapsedReservations(now = new Date(), code?: string): Promise<SweepReport> {
  const report: SweepReport = { released: 0, kept: 0 };
  for (const reservation of await listLapsedReservations(now, code ? { code } : {})) {
    if (reservation.paymentIntentId && !isEnded(await cancelUnlessPaid(reservation.paymentIntentId))) {
      report.kept += 1;
      continue;
    }
    if (await releaseReservation(reservation.code, reservation.reservationId, now)) report.released += 1;
  }
  return report;
}

/** The metadata fields that name an intent's reservation (written by the server). */
export interface IntentReservationMetadata {
  discountCode?: string | undefined;
  discountReservation?: string | undefined;
}

/** The reservation an intent's server-written metadata names, if it holds one. */
export function reservationOfIntent(metadata: IntentReservationMetadata): { code: string; reservationId: string } | undefined {
  const code = metadata.discountCode?.trim().toUpperCase();
  const reservationId = metadata.discountReservation?.trim();
  return code && reservationId ? { code, reservationId } : undefined;
}

/** Gives back the reservation of an intent Stripe has cancelled (true when one was open). */
export async function releaseForEndedIntent(metadata: IntentReservationMetadata, now = new Date()): Promise<boolean> {
  const reservation = reservationOfIntent(metadata);
  return reservation ? releaseReservation(reservation.code, reservation.reservationId, now) : false;
}

export type FailedPaymentRelease = 'released' | 'kept' | 'none';

/**
 * A payment with a limited code failed (Payment.Failed): its intent is cancelled at Stripe, then its
 * use is given back, so the code is free again at once. A family who tries another card on that
 * page is told the session expired and gets a new payment (which reserves the code again if it is
 * still free). If the family already paid with another card meanwhile, or the bank is deciding,
 * the reservation is kept for the fulfilment.
 */
export async function releaseAfterFailedPayment(intent: { id: string; metadata: IntentReservationMetadata }, now = new Date()): Promise<FailedPaymentRelease> {
  if (!reservationOfIntent(intent.metadata)) return 'none';
  if (!isEnded(await cancelUnlessPaid(intent.id))) return 'kept';
  return (await releaseForEndedIntent(intent.metadata, now)) ? 'released' : 'none';
}
