import type { AthleteActionReply } from '@herway/shared/contracts/admin-athletes';
import { readAthlete } from '../athlete-page';
import type { BookingActionOutcome, SessionEffect } from '../../bookings/store/booking-admin-repo';
import type { BookingRecord } from '../../bookings/store/booking-repo';
import { deleteSessionMessages } from '../../bookings/session-schedules';
import { conflict, notFound } from '../../kernel/http-errors';
import { logger } from '../../kernel/logger';
import { auditEntry } from '../../accounts/audit';
import type { AuditActor } from '../../accounts/store/audit-repo';

// What the two booking actions (cancel-booking.ts, mark-booking-no-show.ts) share: the audit's
// before and after, and the reply. Not a handler: no route names it.

const shown = (booking: Partial<BookingRecord> & { noShow?: boolean }) => ({
  status: booking.status,
  sessionDate: booking.sessionDate,
  mentorshipPackageId: booking.mentorshipPackageId,
  noShow: booking.noShow,
  cancelReason: booking.cancelReason,
});

/** The audit entry of a booking action, made once the change is planned (in its transaction). */
export function bookingAudit(actor: AuditActor, action: string, path: { userId: string; bookingId: string }, reason: string, now: Date) {
  return (before: BookingRecord, after: Partial<BookingRecord> & { noShow?: boolean }, session: SessionEffect) =>
    auditEntry(
      actor,
      {
        action,
        targetType: 'booking',
        targetId: `${path.userId}/${path.bookingId}`,
        reason,
        before: shown(before),
        after: { ...shown({ ...before, ...after }), session },
      },
      now,
    );
}

/** Unschedules the booking's e-mails; a failure is logged (the job sends nothing for a booking no longer scheduled). */
async function unschedule(bookingId: string): Promise<void> {
  try {
    await deleteSessionMessages(bookingId);
  } catch (error) {
    logger.warn('Could not delete the reminder schedules of a booking an admin changed: the job will skip them', { bookingId, error: error as Error });
  }
}

export async function bookingActionReply(
  path: { userId: string; bookingId: string },
  result: BookingActionOutcome,
  messages: Record<SessionEffect, string>,
): Promise<AthleteActionReply> {
  if (result.outcome === 'not-found') throw notFound('This athlete has no such booking.');
  if (result.outcome === 'refused') throw conflict(result.message);
  await unschedule(path.bookingId);
  const athlete = await readAthlete(path.userId);
  if (!athlete) throw notFound('No athlete has this id.');
  return { message: messages[result.session], athlete };
}
