import type { Session, SessionStatus } from '@herway/shared/contracts/dashboard';
import { isTimelyChange } from '@herway/shared/catalog/session-policy';
import type { BadgeVariant } from '@/components/ui/badge';

/** Completed default, scheduled secondary, cancelled destructive, rescheduled outline. */
export const SESSION_STATUS_BADGE: Readonly<Record<SessionStatus, BadgeVariant>> = {
  completed: 'default',
  scheduled: 'secondary',
  cancelled: 'destructive',
  rescheduled: 'outline',
};

/** An unknown status (a newer server) reads as outline rather than breaking the page. */
export function sessionBadgeVariant(status: string): BadgeVariant {
  return SESSION_STATUS_BADGE[status as SessionStatus] ?? 'outline';
}

/**
 * A scheduled session whose start has passed can be marked complete. One the server
 * could not attach to a package (`needsAttention`) cannot, until the founders sort it out.
 */
export function canMarkComplete(session: Pick<Session, 'status' | 'sessionDate' | 'mentorshipPackageId' | 'needsAttention'>, now: Date): boolean {
  if (session.status !== 'scheduled' || !session.sessionDate || !session.mentorshipPackageId || session.needsAttention) return false;
  const start = new Date(session.sessionDate).getTime();
  return !Number.isNaN(start) && start <= now.getTime();
}

/** The counters of the sessions page (the remaining count comes from the dashboard). */
export function sessionCounts(sessions: readonly Pick<Session, 'status'>[]): { total: number; completed: number; scheduled: number } {
  return {
    total: sessions.length,
    completed: sessions.filter((session) => session.status === 'completed').length,
    scheduled: sessions.filter((session) => session.status === 'scheduled').length,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Tuesday, December 2, 2025' in her time zone. */
export const formatSessionDate = (iso: string): string => dateFormat.format(new Date(iso));
/** '4:00 PM EST' in her time zone. */
export const formatSessionTime = (iso: string): string => timeFormat.format(new Date(iso));
/** 'Aug 22, 2025'. */
export const formatShortDate = (iso: string): string => shortDateFormat.format(new Date(iso));

/**
 * What she can do about a session from HerWay (docs/product-rules.md#changing-a-session-the-24-hour-policy): `change` it (cancel or reschedule
 * through the scheduler's pages) up to 24 hours before it starts; `too-late` once it is closer
 * than that and has not started; otherwise nothing.
 */
export function sessionChangeState(
  session: Pick<Session, 'status' | 'sessionDate' | 'cancelUrl' | 'rescheduleUrl'>,
  now: Date,
): 'change' | 'too-late' | 'none' {
  if (session.status !== 'scheduled' || !session.sessionDate) return 'none';
  if (new Date(session.sessionDate).getTime() <= now.getTime()) return 'none';
  if (!isTimelyChange(session.sessionDate, now)) return 'too-late';
  return session.cancelUrl || session.rescheduleUrl ? 'change' : 'none';
}

/** Whether her call link is worth showing: scheduled, and not over (an hour's grace after the end). */
export function showsJoinLink(session: Pick<Session, 'status' | 'sessionDate' | 'sessionDuration' | 'joinUrl'>, now: Date): boolean {
  if (session.status !== 'scheduled' || !session.sessionDate || !session.joinUrl) return false;
  const end = new Date(session.sessionDate).getTime() + (session.sessionDuration + 60) * 60_000;
  return now.getTime() < end;
}
