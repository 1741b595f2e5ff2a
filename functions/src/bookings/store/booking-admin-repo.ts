import type { AuditEntry } from '@herway/shared/contracts/audit';
import { auditPut } from '../../accounts/store/audit-repo';
import { getBooking } from './booking-repo';
import type { BookingRecord } from './booking-repo';
import { endBookingUpdate, releaseSessionUpdate, useSessionUpdate } from './booking-updates';
import { keys } from '../../kernel/store/keys';
import { writeTransaction, cancellationCodes } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

// An admin cancelling a booking or marking it a no-show (docs/admin-athletes-leads-attention.md), each with its audit
// entry in the same transaction as the change. A cancellation gives its session back, as the
// scheduler's cancellation does (booking-cancel-repo.ts); a no-show uses it, as Mark Complete does.

/** What became of the session the booking held: given back, used, or none (it held none, or its package refused). */
export type SessionEffect = 'released' | 'used' | 'none';

export type BookingActionOutcome =
  | { outcome: 'changed'; before: BookingRecord; after: BookingRecord; session: SessionEffect }
  | { outcome: 'refused'; message: string }
  | { outcome: 'not-found' };

type Audit = (before: BookingRecord, after: Partial<BookingRecord> & { noShow?: boolean }, session: SessionEffect) => AuditEntry;

const statusWords: Record<string, string> = { completed: 'completed', cancelled: 'cancelled', rescheduled: 'rescheduled' };

/** The ways to make the change, best first: with its package's session; then the booking alone when the package refuses. */
type Plan = { items: TransactItem[]; session: SessionEffect };

async function applyPlans(sub: string, bookingId: string, before: BookingRecord, plans: Plan[]): Promise<BookingActionOutcome | 'changed-meanwhile'> {
  for (const plan of plans) {
    try {
      await writeTransaction(plan.items);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[0] === 'ConditionalCheckFailed') return 'changed-meanwhile';
      if (codes[1] !== 'ConditionalCheckFailed') throw error;
      continue;
    }
    const after = await getBooking(sub, bookingId);
    if (!after) throw new Error(`Booking ${bookingId} vanished after an admin changed it`);
    return { outcome: 'changed', before, after, session: plan.session };
  }
  throw new Error(`Booking ${bookingId}: no way to change it`);
}

async function withBooking(
  sub: string,
  bookingId: string,
  act: (booking: BookingRecord) => Promise<BookingActionOutcome | 'changed-meanwhile'>,
): Promise<BookingActionOutcome> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const booking = await getBooking(sub, bookingId);
    if (!booking) return { outcome: 'not-found' };
    if (booking.status !== 'scheduled') return { outcome: 'refused', message: `This session is already ${statusWords[booking.status] ?? booking.status}.` };
    const result = await act(booking);
    if (result !== 'changed-meanwhile') return result;
  }
  throw new Error(`Booking ${bookingId} kept changing`);
}

/** Cancels a scheduled booking: cancelled, its session given back to its package (if it held one). */
export async function cancelBookingAsAdmin(sub: string, bookingId: string, reason: string, now: string, audit: Audit): Promise<BookingActionOutcome> {
  return withBooking(sub, bookingId, (booking) => {
    const end = endBookingUpdate(sub, bookingId, { status: 'cancelled', reason, now });
    const after = { status: 'cancelled' as const, cancelReason: reason, cancelledAt: now };
    const plans: Plan[] = [];
    if (booking.mentorshipPackageId)
      plans.push({
        items: [end, releaseSessionUpdate(sub, booking.mentorshipPackageId, now), auditPut(audit(booking, after, 'released'))],
        session: 'released',
      });
    plans.push({ items: [end, auditPut(audit(booking, after, 'none'))], session: 'none' });
    return applyPlans(sub, bookingId, booking, plans);
  });
}

function noShowUpdate(sub: string, booking: BookingRecord, now: string): TransactItem {
  return {
    Update: {
      Key: keys.sessionBooking(sub, booking.id),
      UpdateExpression: 'SET #status = :completed, completedAt = :now, noShow = :true, needsAttention = :false, updatedAt = :now REMOVE GSI1PK, GSI1SK',
      ConditionExpression: 'attribute_exists(PK) AND #status = :scheduled AND sessionDate <= :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':completed': 'completed', ':scheduled': 'scheduled', ':now': now, ':true': true, ':false': false },
    },
  };
}

/**
 * Marks a session that has started a no-show: the booking is `completed` with `noShow: true` and
 * its session counts as used (used +1, remaining −1, as Mark Complete does). A booking holding no
 * session (flagged, or its package refunded) is marked alone.
 */
export async function markNoShowAsAdmin(sub: string, bookingId: string, now: string, audit: Audit): Promise<BookingActionOutcome> {
  return withBooking(sub, bookingId, async (booking) => {
    if (!booking.sessionDate || Date.parse(booking.sessionDate) > Date.parse(now))
      return { outcome: 'refused', message: 'This session has not started yet: a no-show can be marked once it has.' };
    const after = { status: 'completed' as const, completedAt: now, noShow: true };
    const plans: Plan[] = [];
    if (booking.mentorshipPackageId)
      plans.push({
        items: [noShowUpdate(sub, booking, now), useSessionUpdate(sub, booking.mentorshipPackageId, now), auditPut(audit(booking, after, 'used'))],
        session: 'used',
      });
    plans.push({ items: [noShowUpdate(sub, booking, now), auditPut(audit(booking, after, 'none'))], session: 'none' });
    return applyPlans(sub, bookingId, booking, plans);
  });
}
