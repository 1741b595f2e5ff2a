import { randomUUID } from 'node:crypto';
import type { CalendlyInvitee } from '@herway/events/calendly';
import { isTimelyChange } from '@herway/shared/catalog/session-policy';
import type { MentorRecord } from './store/mentor-repo';
import type { MentorshipPackageRecord } from './store/package-repo';
import { athleteOfBookingToken } from './booking-links';
import { mentorBySchedulingUrl } from './mentors';

// Turning a Calendly booking into a session booking (docs/product-rules.md#booking): which athlete,
// which package, and the booking's own fields. Pure: the consumers do the reading and writing.

/** Sessions of a package a new booking can still take. */
export function unreservedSessions(record: Pick<MentorshipPackageRecord, 'sessionsRemaining' | 'sessionsReserved'>): number {
  return record.sessionsRemaining - record.sessionsReserved;
}

/**
 * The package a new booking holds a session of: the athlete's OLDEST active package (by purchase
 * date) that is not past its access expiry and still has a session no other booking reserved.
 * Undefined when there is none: the booking is then recorded without one, flagged for the admin.
 */
export function choosePackageForBooking(packages: readonly MentorshipPackageRecord[], now: Date = new Date()): MentorshipPackageRecord | undefined {
  const usable = packages.filter(
    (record) =>
      record.status === 'active' && unreservedSessions(record) > 0 && (!record.accessExpiresAt || new Date(record.accessExpiresAt).getTime() > now.getTime()),
  );
  const byAge = (a: MentorshipPackageRecord, b: MentorshipPackageRecord) =>
    a.purchaseDate.localeCompare(b.purchaseDate) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return usable.sort(byAge)[0];
}

// A booking's id names the package it holds a session of (`<packageId>_<uuid>`), so completing
// it is one transaction with no read first: the package key comes from the id, and the booking's
// condition checks that it does hold that package. A booking without a package has a bare UUID.
// Package ids may contain '_' (a PaymentIntent id does); UUIDs never do.
const PACKAGE_SEPARATOR = '_';

export function newBookingId(packageId: string | undefined): string {
  return packageId ? `${packageId}${PACKAGE_SEPARATOR}${randomUUID()}` : randomUUID();
}

export function packageIdOfBooking(bookingId: string): string | undefined {
  const separator = bookingId.lastIndexOf(PACKAGE_SEPARATOR);
  return separator > 0 ? bookingId.slice(0, separator) : undefined;
}

/** Who the booking is for, as the booking link and the form told Calendly. */
export interface BookingAthleteHints {
  /** Her id, when the link's utm_content is a booking token that opens with our key (booking-links.ts). */
  userId?: string;
  email: string;
}

export function athleteHints(invitee: CalendlyInvitee, key: string | undefined): BookingAthleteHints {
  const tracked = invitee.tracking?.utm_content?.trim();
  const userId = tracked && key ? athleteOfBookingToken(tracked, key) : undefined;
  return { ...(userId ? { userId } : {}), email: invitee.email.trim().toLowerCase() };
}

/** Why a booking matched only by its e-mail reserves nothing (anyone can type her address). */
export const UNVERIFIED_BOOKING_REASON = 'Booked without her HerWay booking link (matched by e-mail only): check it is hers before it takes a session';

/** Why a booking through her link under another e-mail reserves nothing (a forwarded link). */
export const OTHER_EMAIL_BOOKING_REASON = 'Booked through her HerWay link under another e-mail: check it is hers before it takes a session';

/** The booking fields a Calendly invitee gives. */
export interface BookingDetails {
  /** ISO time the session starts (UTC, milliseconds), so stored dates compare as strings. */
  sessionDate: string;
  /** Minutes, from the scheduled event's start and end. */
  sessionDuration: number;
  mentorName: string | null;
  /** The scheduled event's URI. */
  calendlyEventId: string;
  /** The invitee's URI: one booking per invitee (a reschedule makes a new invitee). */
  calendlyInviteeUri: string;
  inviteeEmail: string;
  inviteeName: string | null;
  /** Calendly's pages where she cancels or reschedules this booking (docs/decisions/bookings-are-hers.md). */
  cancelUrl?: string;
  rescheduleUrl?: string;
  /** The video call's link, when the scheduler made one. */
  joinUrl?: string;
  /** Where the session happens, as the scheduler words it (a place, a phone number, a note). */
  location?: string;
  /** The time zone she booked in (an IANA name), for her reminder e-mail. */
  timeZone?: string;
}

function knownTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A link from the scheduler's payload that may be put in front of a family: https, or http on
 * this machine (the local scheduler). Anything else (javascript:, a typo) is dropped.
 */
export function safeLink(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
    return allowed && value.length <= 2048 ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function whereDetails(invitee: CalendlyInvitee): Pick<BookingDetails, 'joinUrl' | 'location'> {
  const where = invitee.scheduled_event.location;
  const joinUrl = safeLink(where?.join_url);
  const location = where?.location?.trim().slice(0, 500);
  return { ...(joinUrl ? { joinUrl } : {}), ...(location ? { location } : {}) };
}

/** `mentors`: the mentors to name the session's host by, when Calendly does not (mentor-directory.ts). */
export function bookingDetails(invitee: CalendlyInvitee, mentors: readonly Pick<MentorRecord, 'id' | 'name' | 'schedulingUrl'>[] = []): BookingDetails {
  const start = new Date(invitee.scheduled_event.start_time);
  const end = new Date(invitee.scheduled_event.end_time);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  return {
    sessionDate: start.toISOString(),
    sessionDuration: Math.max(1, minutes),
    mentorName: mentorNameOf(invitee, mentors),
    calendlyEventId: invitee.scheduled_event.uri,
    calendlyInviteeUri: invitee.uri,
    inviteeEmail: invitee.email.trim().toLowerCase(),
    inviteeName: invitee.name?.trim() || [invitee.first_name, invitee.last_name].filter(Boolean).join(' ') || null,
    ...optionalLink('cancelUrl', invitee.cancel_url),
    ...optionalLink('rescheduleUrl', invitee.reschedule_url),
    ...whereDetails(invitee),
    ...(knownTimeZone(invitee.timezone) ? { timeZone: invitee.timezone as string } : {}),
  };
}

function optionalLink<K extends 'cancelUrl' | 'rescheduleUrl'>(key: K, value: string | null | undefined): Partial<Record<K, string>> {
  const link = safeLink(value);
  return link ? ({ [key]: link } as Partial<Record<K, string>>) : {};
}

/**
 * The mentor's name: the host of the scheduled event, else the mentor named by the link (utm_term
 * carries the mentor id on our booking links) or by a scheduling URL in the payload.
 */
export function mentorNameOf(invitee: CalendlyInvitee, mentors: readonly Pick<MentorRecord, 'id' | 'name' | 'schedulingUrl'>[]): string | null {
  const host = invitee.scheduled_event.event_memberships.map((membership) => membership.user_name?.trim()).find(Boolean);
  if (host) return host;
  const term = invitee.tracking?.utm_term;
  const byTerm = term ? mentors.find((mentor) => mentor.id === term) : undefined;
  if (byTerm) return byTerm.name;
  const schedulingUrl = (invitee as { scheduling_url?: unknown }).scheduling_url ?? (invitee.scheduled_event as { scheduling_url?: unknown }).scheduling_url;
  const byUrl = typeof schedulingUrl === 'string' ? mentorBySchedulingUrl(mentors, schedulingUrl) : undefined;
  return byUrl?.name ?? null;
}

/** What a cancellation does to the booking: Calendly cancels the old invitee of a reschedule too. */
export function cancelledStatus(invitee: CalendlyInvitee): 'cancelled' | 'rescheduled' {
  return invitee.rescheduled ? 'rescheduled' : 'cancelled';
}

/**
 * When the family cancelled, by Calendly's record of it (the delivery can come much later), else
 * when the event was sent.
 */
export function cancelledAt(invitee: CalendlyInvitee, sentAt: string): Date {
  return new Date(invitee.cancellation?.created_at ?? invitee.updated_at ?? sentAt);
}

/**
 * Whether a cancellation uses the session instead of giving it back (the terms: 24 hours'
 * notice, no refund for less): the family cancelled (not the mentor, not a reschedule) with less notice.
 * Calendly's own cancel link works at any time, so the rule is kept here, not only on our page.
 */
export function forfeitsSession(invitee: CalendlyInvitee, sessionDate: string | null, at: Date): boolean {
  if (invitee.rescheduled || !sessionDate) return false;
  if (invitee.cancellation?.canceler_type !== 'invitee') return false;
  return !isTimelyChange(sessionDate, at);
}
