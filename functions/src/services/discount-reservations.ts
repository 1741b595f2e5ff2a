import { createHash, randomUUID } from 'node:crypto';
import { discountRefusalMessages } from '@herway/shared/catalog/discounts';
import { attachIntent, listLapsedReservations, releaseReservation, reserveDiscount } from '../adapters/dynamo/discount-reservation-repo';
import { intentIdempotencyKey } from '../adapters/stripe';
import type { NewPaymentIntent } from '../adapters/stripe';
import { InvalidInput } from '../lib/domain-errors';
import { logger } from '../lib/logger';
import { cancelUnlessPaid, isEnded } from './unpaid-intents';

// Holding a use of a limited discount code for each payment opened with it (DESIGN §8), and
// giving back the uses of payments that were never made.

/**
 * Reserves a use of the order's limited code and answers the reservation id for the intent's
 * metadata. A double click (the same order in the same minute, which Stripe answers with the same
 * intent) holds one reservation, not two. When the code is used up, reservations that lapsed are
 * given back first; if none was, the order is refused with the code's 'no longer available'.
 */
export async function reserveCodeForOrder(order: NewPaymentIntent, limit: number, now = new Date()): Promise<string> {
  const code = order.metadata.discountCode;
  let reservationId = createHash('sha256').update(intentIdempotencyKey(order, now.getTime())).digest('base64url').slice(0, 32);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const outcome = await reserveDiscount(code, reservationId, limit, now);
    if (outcome === 'reserved' || outcome === 'already-open') return reservationId;
    if (outcome === 'used') {
      // That payment was made or given up: this order is a new one.
      reservationId = randomUUID();
      continue;
    }
    if (attempt > 0 || (await releaseLapsedReservations(now, code)).released === 0) break;
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
