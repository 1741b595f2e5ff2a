import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { findSchedulerBooking, getBooking } from './booking-repo';
import type { BookingRecord } from './booking-repo';
import { endBookingUpdate, releaseSessionUpdate, useSessionUpdate } from './booking-updates';
import type { EndBookingChange } from './booking-updates';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { writeTransaction, cancellationCodes, isConditionFailure } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

export type CancelBookingOutcome =
  /** `session`: what became of the session it held (none when it held none). */
  | { outcome: 'cancelled'; booking: BookingRecord; session: 'released' | 'used' | 'none' }
  /** Already cancelled, rescheduled or completed: nothing changed. */
  | { outcome: 'unchanged'; booking: BookingRecord | undefined }
  /** No booking for this invitee (yet): a marker makes a late invitee.created change nothing. */
  | { outcome: 'not-booked' };

type CancelChange = Omit<EndBookingChange, 'holdsPackageId'>;

/** Marks an invitee cancelled before its booking was recorded; false when the booking was recorded meanwhile. */
async function markCancelledBeforeBooking(inviteeUri: string, now: string): Promise<boolean> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.schedulerBooking(inviteeUri), type: 'calendlyBooking', inviteeUri, cancelledBeforeBooking: true, createdAt: now },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The ways to end the booking, best first: with its session used (a late cancellation) or given
 * back; then the booking alone, when its package no longer agrees (refunded, or no reservation).
 */
function endingPlans(sub: string, bookingId: string, packageId: string | undefined, change: CancelChange) {
  const plans: { items: TransactItem[]; session: 'released' | 'used' | 'none' }[] = [];
  if (packageId && change.late)
    plans.push({ items: [endBookingUpdate(sub, bookingId, change), useSessionUpdate(sub, packageId, change.now)], session: 'used' });
  const onTime = { ...change, late: false };
  if (packageId) plans.push({ items: [endBookingUpdate(sub, bookingId, onTime), releaseSessionUpdate(sub, packageId, change.now)], session: 'released' });
  plans.push({ items: [endBookingUpdate(sub, bookingId, onTime)], session: 'none' });
  return plans;
}

/**
 * Cancels the booking of a Calendly invitee in ONE transaction: scheduled → cancelled (or
 * rescheduled) and its package's reserved session given back, or used when the family cancelled
 * too late (`change.late`: less than 24 hours' notice). Idempotent: a booking no longer scheduled is left as it is
 * (a completed session stays completed).
 */
export async function cancelSchedulerBooking(inviteeUri: string, change: CancelChange): Promise<CancelBookingOutcome> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const lookup = await findSchedulerBooking(inviteeUri);
    if (!lookup) {
      if (await markCancelledBeforeBooking(inviteeUri, change.now)) return { outcome: 'not-booked' };
      continue; // The booking was recorded meanwhile: cancel it.
    }
    if (lookup.cancelledBeforeBooking || !lookup.userId || !lookup.bookingId) return { outcome: 'not-booked' };
    const { userId: sub, bookingId } = lookup;
    for (const plan of endingPlans(sub, bookingId, lookup.mentorshipPackageId ?? undefined, change)) {
      try {
        await writeTransaction(plan.items);
      } catch (error) {
        const codes = cancellationCodes(error);
        if (!codes) throw error;
        if (codes[0] === 'ConditionalCheckFailed') return { outcome: 'unchanged', booking: await getBooking(sub, bookingId) };
        if (codes[1] !== 'ConditionalCheckFailed') throw error; // A conflict: the bus retries.
        continue; // The package refused: try the next way.
      }
      const booking = await getBooking(sub, bookingId);
      if (!booking) throw new Error(`Booking ${bookingId} vanished after its cancellation`);
      return { outcome: 'cancelled', booking, session: plan.session };
    }
  }
  throw new Error(`Could not cancel the booking of ${inviteeUri}: it kept changing`);
}
