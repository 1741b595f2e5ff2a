import type { BookingRecord } from './store/booking-repo';
import type { SessionMessage } from './store/session-message';

// When a booked session's e-mails go out (docs/sessions-and-reminders.md): a reminder 24 hours before it
// starts and, an hour after it ends, a nudge to mark it complete. Pure: the consumers schedule
// them (bookings/session-schedules.ts), the send-session-message job sends them.

const HOUR = 3600_000;
/** How long before the start the reminder goes. */
export const REMINDER_LEAD_MS = 24 * HOUR;
/** How long after the end the nudge goes: time for the session to run over. */
export const NUDGE_DELAY_MS = HOUR;
/** A message due sooner than this is not scheduled (Scheduler wants a time in the future). */
const MIN_LEAD_MS = 60_000;

/**
 * The messages a booking should get, and when: only a scheduled booking that holds one of her
 * sessions (an unverified one waits for the founders), and only messages still in the future. A
 * session booked less than 24 hours ahead gets no reminder: the scheduler's confirmation is fresh.
 */
export function plannedMessages(booking: BookingRecord, now: Date): { message: SessionMessage; at: Date }[] {
  if (booking.status !== 'scheduled' || !booking.mentorshipPackageId || !booking.sessionDate) return [];
  const start = new Date(booking.sessionDate).getTime();
  const end = start + booking.sessionDuration * 60_000;
  const base = { userId: booking.userId, bookingId: booking.id, sessionDate: booking.sessionDate };
  const planned = [
    { message: { kind: 'reminder' as const, ...base }, at: new Date(start - REMINDER_LEAD_MS) },
    { message: { kind: 'nudge' as const, ...base }, at: new Date(end + NUDGE_DELAY_MS) },
  ];
  return planned.filter(({ at }) => at.getTime() - now.getTime() >= MIN_LEAD_MS);
}

/**
 * Why a due message is not sent, or undefined to send it: the booking is gone, no longer
 * scheduled (cancelled, rescheduled, or completed before the nudge), or moved to another start.
 */
export function reasonNotToSend(message: SessionMessage, booking: BookingRecord | undefined): string | undefined {
  if (!booking) return 'the booking no longer exists';
  if (booking.status !== 'scheduled') return `the booking is ${booking.status}`;
  if (booking.sessionDate !== message.sessionDate) return 'the booking starts at another time now';
  if (message.kind === 'reminder' ? booking.reminderSentAt : booking.nudgeSentAt) return 'it was sent already';
  return undefined;
}
