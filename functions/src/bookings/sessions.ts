import type { BookingLink, MentorshipPackageSummary, Session } from '@herway/shared/contracts/dashboard';
import type { BookingRecord } from './store/booking-repo';
import type { ProfileSummary } from '../accounts/store/profile-summary';
import type { MentorRecord } from './store/mentor-repo';
import type { MentorshipPackageRecord } from './store/package-repo';
import { Conflict, NotFound } from '../kernel/domain-errors';

// The athlete's sessions, shaped from her records (/dashboard, /sessions; the
// sessions' statuses: docs/product-rules.md#sessions). Pure: no AWS, no clock unless given.

export function toSession(record: BookingRecord): Session {
  return {
    id: record.id,
    status: record.status,
    sessionDate: record.sessionDate,
    mentorName: record.mentorName,
    sessionDuration: record.sessionDuration,
    mentorshipPackageId: record.mentorshipPackageId,
    completedAt: record.completedAt,
    notes: record.notes,
    ...(record.needsAttention ? { needsAttention: true } : {}),
    ...(record.status === 'scheduled' ? schedulerLinks(record) : {}),
    ...(record.lateCancellation ? { lateCancellation: true } : {}),
  };
}

/** Where a scheduled session is changed or joined: the scheduler's pages and call link. */
function schedulerLinks({ cancelUrl, rescheduleUrl, joinUrl }: BookingRecord): Pick<Session, 'cancelUrl' | 'rescheduleUrl' | 'joinUrl'> {
  return { ...(cancelUrl ? { cancelUrl } : {}), ...(rescheduleUrl ? { rescheduleUrl } : {}), ...(joinUrl ? { joinUrl } : {}) };
}

export function toPackageSummary(record: MentorshipPackageRecord): MentorshipPackageSummary {
  return {
    id: record.id,
    packageType: record.packageType,
    status: record.status,
    sessionsUsed: record.sessionsUsed,
    totalSessions: record.totalSessions,
    sessionsRemaining: record.sessionsRemaining,
    sessionsBooked: Math.min(record.sessionsReserved, record.sessionsRemaining),
    sessionsToBook: Math.max(0, record.sessionsRemaining - record.sessionsReserved),
    purchaseDate: record.purchaseDate,
    expiresAt: record.accessExpiresAt ?? null,
  };
}

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.NaN);

/** The sessions page's history: newest session first (undated ones last), then newest booking first. */
export function sessionsNewestFirst(records: readonly BookingRecord[]): Session[] {
  return [...records]
    .sort((a, b) => {
      const [ta, tb] = [time(a.sessionDate), time(b.sessionDate)];
      if (Number.isNaN(ta) !== Number.isNaN(tb)) return Number.isNaN(ta) ? 1 : -1;
      return (Number.isNaN(ta) ? 0 : tb - ta) || b.createdAt.localeCompare(a.createdAt);
    })
    .map(toSession);
}

/**
 * Every scheduled session, soonest first. Sessions whose start has passed stay in the list until
 * they are marked complete: the dashboard offers them as 'ready to complete'.
 */
export function upcomingSessions(records: readonly BookingRecord[]): Session[] {
  return records
    .filter((record) => record.status === 'scheduled')
    .sort((a, b) => (a.sessionDate ?? '\uffff').localeCompare(b.sessionDate ?? '\uffff') || a.createdAt.localeCompare(b.createdAt))
    .map(toSession);
}

/** Whether a session can be marked complete now: scheduled, holding a package, and started. */
export function isReadyToComplete(record: Pick<BookingRecord, 'status' | 'sessionDate' | 'mentorshipPackageId'>, now: Date): boolean {
  return record.status === 'scheduled' && record.mentorshipPackageId !== null && record.sessionDate !== null && time(record.sessionDate) <= now.getTime();
}

export interface BookingLinkOptions {
  /** Her id sealed for the link (booking-links.ts); without it, the link names no one. */
  bookingToken?: string;
  profile?: ProfileSummary | undefined;
  /** The active mentors (mentor-directory.ts), in the founders' order. */
  mentors: readonly Pick<MentorRecord, 'id' | 'name' | 'sessionMinutes' | 'schedulingUrl'>[];
  /** True when the real Calendly is configured; otherwise the local scheduler on the site's origin. */
  realCalendly: boolean;
  siteOrigin: string;
}

/**
 * One booking link per active mentor, each for a 60-minute session (docs/decisions/mentors-are-data.md). Her sealed
 * booking token rides in utm_content, which is how her booking is matched to her (a raw id could
 * be typed by anyone); utm_term names the mentor; her name and e-mail prefill the form
 * (Calendly's own `name` and `email` parameters).
 */
export function bookingLinks({ bookingToken, profile, mentors, realCalendly, siteOrigin }: BookingLinkOptions): BookingLink[] {
  return mentors.map((mentor) => {
    const params = new URLSearchParams();
    if (!realCalendly) params.set('mentor', mentor.id);
    params.set('utm_source', 'herway');
    params.set('utm_medium', 'dashboard');
    params.set('utm_campaign', 'mentorship');
    if (bookingToken) params.set('utm_content', bookingToken);
    params.set('utm_term', mentor.id);
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
    if (name) params.set('name', name);
    if (profile?.email) params.set('email', profile.email);
    const base = realCalendly ? mentor.schedulingUrl : `${siteOrigin.replace(/\/$/, '')}/local/scheduler`;
    return { mentorId: mentor.id, mentorName: mentor.name, sessionMinutes: mentor.sessionMinutes, url: `${base}?${params.toString()}` };
  });
}

export interface CompletionRefusal {
  error: NotFound | Conflict;
  /** True when the records do not explain the refusal (a race, or counts out of step): worth a log. */
  unexplained?: true;
}

/**
 * Why a booking could not be completed, from the booking and its package as they are after the
 * refused transaction. Another athlete's booking is simply not found: her key never reaches it.
 */
export function explainCompletionRefusal(booking: BookingRecord | undefined, pkg: MentorshipPackageRecord | undefined, now: Date): CompletionRefusal {
  if (!booking) return { error: new NotFound('Session not found') };
  if (booking.status === 'completed') return { error: new Conflict('This session is already completed') };
  if (booking.status !== 'scheduled') return { error: new Conflict('Only scheduled sessions can be completed') };
  if (!booking.mentorshipPackageId) {
    return { error: new Conflict("This session isn't linked to a mentorship package yet. We'll be in touch to sort it out.") };
  }
  if (!isReadyToComplete(booking, now)) {
    return { error: new Conflict("This session hasn't started yet. You can mark it complete once it has begun.") };
  }
  if (pkg && pkg.status === 'refunded') {
    return { error: new Conflict("This session's mentorship package was refunded, so it can't be marked complete. We'll be in touch about the booking.") };
  }
  if (pkg && pkg.status !== 'active') return { error: new Conflict(`This session's mentorship package is ${pkg.status}, so it can't be marked complete.`) };
  if (!pkg || pkg.sessionsRemaining <= 0) return { error: new Conflict('Your mentorship package has no sessions remaining') };
  return { error: new Conflict('This session changed while we were saving it. Please try again.'), unexplained: true };
}
