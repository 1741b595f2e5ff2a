import type { CalendlyInvitee } from '@herway/events/calendly';
import { findBookingAthlete, findSchedulerBooking, getBooking, recordBooking } from './store/booking-repo';
import type { BookingRecord, RecordBookingOutcome } from './store/booking-repo';
import { cancelSchedulerBooking } from './store/booking-cancel-repo';
import type { CancelBookingOutcome } from './store/booking-cancel-repo';
import { listPackages } from './store/package-repo';
import { deleteSessionMessages, scheduleSessionMessage } from './session-schedules';
import { logger } from '../kernel/logger';
import { bookingLinkKey } from '../kernel/config';
import {
  athleteHints,
  bookingDetails,
  cancelledAt,
  cancelledStatus,
  choosePackageForBooking,
  forfeitsSession,
  newBookingId,
  OTHER_EMAIL_BOOKING_REASON,
  UNVERIFIED_BOOKING_REASON,
} from './bookings';
import type { BookingDetails } from './bookings';
import { activeMentors } from './mentor-directory';
import { plannedMessages } from './session-reminders';
import type { SessionMessageKind } from './store/session-message';

// What a Calendly invitee's booking or cancellation does to her records and reminders: whose it
// is, which package's session it holds, what a reschedule moves (docs/decisions/bookings-are-hers.md).
// The consumers only parse the event, call one of these and log the outcome.

const RESCHEDULED_UNHELD_REASON = 'Rescheduled from a booking that held no session: check it before it takes one';

/** How many times a booking is re-placed when its package's last session went to another booking meanwhile. */
const PLACEMENT_ATTEMPTS = 3;

export type BookingCreatedOutcome = RecordBookingOutcome | 'unknown-athlete';

export interface BookingCreatedResult {
  outcome: BookingCreatedOutcome;
  /** The booking placed (when recorded), or the one tried (a duplicate: see bookingOnRecord). */
  booking?: BookingRecord;
  /** The booking this reschedule replaces. */
  replacedBookingId?: string;
}

function newBooking(details: BookingDetails, userId: string, packageId: string | null, now: string, attentionReason?: string): BookingRecord {
  return {
    id: newBookingId(packageId ?? undefined),
    userId,
    mentorshipPackageId: packageId,
    mentorName: details.mentorName,
    sessionDate: details.sessionDate,
    sessionDuration: details.sessionDuration,
    sessionType: 'mentorship',
    status: 'scheduled',
    calendlyEventId: details.calendlyEventId,
    calendlyInviteeUri: details.calendlyInviteeUri,
    inviteeEmail: details.inviteeEmail,
    inviteeName: details.inviteeName,
    ...schedulerFields(details),
    needsAttention: packageId === null,
    ...(attentionReason ? { attentionReason } : {}),
    completedAt: null,
    notes: null,
    createdAt: now,
    updatedAt: now,
  };
}

function schedulerFields({ cancelUrl, rescheduleUrl, joinUrl, location, timeZone }: BookingDetails): Partial<BookingRecord> {
  return Object.fromEntries(Object.entries({ cancelUrl, rescheduleUrl, joinUrl, location, timeZone }).filter(([, value]) => value !== undefined));
}

/** Why a booking holds none of her sessions: her e-mail alone, another e-mail on her link, or a reschedule of a booking that held none. */
function unverifiedReason(
  matchedBy: 'link' | 'link-other-email' | 'email' | 'reschedule',
  previous: { mentorshipPackageId?: string | null } | undefined,
): string | undefined {
  if (matchedBy === 'email') return UNVERIFIED_BOOKING_REASON;
  if (matchedBy === 'link-other-email') return OTHER_EMAIL_BOOKING_REASON;
  return previous && !previous.mentorshipPackageId ? RESCHEDULED_UNHELD_REASON : undefined;
}

/**
 * Records a Calendly booking for the athlete it belongs to (docs/decisions/bookings-are-hers.md):
 * by the sealed token of her booking link with her own e-mail, or through the booking a
 * reschedule replaces; attached to her oldest active package with an unreserved session, or
 * recorded flagged `needsAttention` without one. A booking matched only by her e-mail, or made
 * through her link under another e-mail, reserves nothing and is flagged. A reschedule moves the
 * old booking's reserved session to the new one. A stranger's booking is logged, not recorded.
 * Duplicate deliveries change nothing (the CALENDLY# look-up item is created once).
 */
export async function recordInviteeBooking(invitee: CalendlyInvitee, now: Date = new Date()): Promise<BookingCreatedResult> {
  const details = bookingDetails(invitee, await activeMentors());
  const hints = athleteHints(invitee, bookingLinkKey());
  // A reschedule is hers through the booking it replaces, before any e-mail look-up (Calendly may drop the tracking).
  const previous = invitee.old_invitee ? await findSchedulerBooking(invitee.old_invitee) : undefined;
  const athlete = previous?.userId ? { userId: previous.userId, matchedBy: 'reschedule' as const } : await findBookingAthlete(hints);
  if (!athlete) {
    logger.warn('Calendly booking by no registered athlete: not recorded', { invitee: details.calendlyInviteeUri });
    return { outcome: 'unknown-athlete' };
  }
  const at = now.toISOString();
  const replaced = previous?.bookingId ? { replacedBookingId: previous.bookingId } : {};
  // Recorded for the founders, holding none of her sessions (docs/decisions/bookings-are-hers.md).
  const unverified = unverifiedReason(athlete.matchedBy, previous);
  if (unverified) {
    const booking = newBooking(details, athlete.userId, null, at, unverified);
    return { outcome: await recordBooking(booking), booking, ...replaced };
  }

  if (previous) {
    if (previous.bookingId && previous.mentorshipPackageId) {
      const booking = newBooking(details, athlete.userId, previous.mentorshipPackageId, at);
      const outcome = await recordBooking(booking, {
        reschedules: { bookingId: previous.bookingId, packageId: previous.mentorshipPackageId, reason: 'Rescheduled' },
      });
      if (outcome !== 'reschedule-stale') return { outcome, booking, ...replaced };
    }
  }

  for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt += 1) {
    const packages = await listPackages(athlete.userId);
    const chosen = choosePackageForBooking(packages, now);
    const reason = chosen ? undefined : packages.length === 0 ? 'No mentorship package' : 'No unreserved session in an active package';
    const booking = newBooking(details, athlete.userId, chosen?.id ?? null, at, reason);
    const outcome = await recordBooking(booking);
    if (outcome !== 'package-unavailable') return { outcome, booking, ...replaced };
  }
  // Thrown, so the bus retries (and dead-letters it if this keeps happening).
  throw new Error(`Could not place booking ${details.calendlyInviteeUri}: its packages kept changing`);
}

/** The booking stored for this invitee: the one just recorded, or the one a duplicate delivery found. */
async function bookingOnRecord(result: BookingCreatedResult, inviteeUri: string): Promise<BookingRecord | undefined> {
  if (result.outcome === 'recorded') return result.booking;
  if (result.outcome !== 'duplicate') return undefined;
  const lookup = await findSchedulerBooking(inviteeUri);
  return lookup?.userId && lookup.bookingId ? getBooking(lookup.userId, lookup.bookingId) : undefined;
}

/** A Calendly booking taken in: the outcome, the booking stored for it and the reminders scheduled. */
export interface InviteeBookingTaken {
  outcome: BookingCreatedOutcome;
  stored?: BookingRecord;
  messagesScheduled: SessionMessageKind[];
}

/**
 * Takes in a Calendly booking (invitee.created): records it (recordInviteeBooking), drops the
 * reminders of the booking a reschedule replaces and schedules the stored booking's own. A
 * redelivery finds the booking a duplicate and schedules its reminders again (creating one that
 * exists changes nothing), so a failure between the two steps loses no reminder.
 */
export async function takeInviteeBooking(invitee: CalendlyInvitee, now: Date = new Date()): Promise<InviteeBookingTaken> {
  const result = await recordInviteeBooking(invitee, now);
  if (result.replacedBookingId) await deleteSessionMessages(result.replacedBookingId);
  const stored = await bookingOnRecord(result, invitee.uri);
  const planned = stored ? plannedMessages(stored, now) : [];
  for (const { message, at } of planned) await scheduleSessionMessage(message, at);
  return { outcome: result.outcome, stored, messagesScheduled: planned.map(({ message }) => message.kind) };
}

/**
 * Takes in a Calendly cancellation (invitee.canceled, sent at `sentAt`): the booking is cancelled
 * or marked rescheduled, its session given back unless cancelled within the 24-hour window
 * (forfeitsSession), and its reminders dropped.
 */
export async function cancelInviteeBooking(invitee: CalendlyInvitee, sentAt: string): Promise<CancelBookingOutcome> {
  const late = forfeitsSession(invitee, invitee.scheduled_event.start_time, cancelledAt(invitee, sentAt));
  const result = await cancelSchedulerBooking(invitee.uri, {
    status: cancelledStatus(invitee),
    reason: invitee.cancellation?.reason?.trim() || null,
    now: new Date().toISOString(),
    late,
  });
  const booking = 'booking' in result ? result.booking : undefined;
  if (booking && booking.status !== 'scheduled') await deleteSessionMessages(booking.id);
  return result;
}
