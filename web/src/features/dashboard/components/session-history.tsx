import { AlertTriangle, CheckCircle2, Clock, RefreshCw, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { CHANGE_POLICY_TEXT } from '@herway/shared/catalog/session-policy';
import type { Session } from '@herway/shared/contracts/dashboard';
import { Button, buttonVariants } from '@/components/ui/button';
import { useCompleteSession } from '../api/complete-session';
import { canMarkComplete, formatSessionDate, formatSessionTime, formatShortDate } from '../lib/sessions';
import { MentorNotesPanel } from './mentor-notes';
import { SessionChanges } from './session-changes';
import { ShareSessionSwitch } from './share-session-switch';
import { SessionStatusBadge } from './session-status-badge';

/** When and with whom, and what happened to it (completed, being matched, cancelled late). */
function SessionFacts({ session }: { session: Session }) {
  return (
    <>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {session.sessionDate ? (
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {formatSessionTime(session.sessionDate)} · {session.sessionDuration} minutes
          </span>
        ) : (
          <span>{session.sessionDuration} minutes</span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden="true" />
          {session.mentorName ?? 'Mentor to be confirmed'}
        </span>
      </p>
      {session.completedAt ? (
        <p className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Completed {formatShortDate(session.completedAt)}
        </p>
      ) : null}
      {session.needsAttention ? (
        <p className="inline-flex items-start gap-1.5 text-sm text-plum-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          We are matching this session to your package and will be in touch.
        </p>
      ) : null}
      {session.lateCancellation ? (
        <p className="inline-flex items-start gap-1.5 text-sm text-muted">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Cancelled with less than 24 hours' notice, so the session counted as used.
        </p>
      ) : null}
    </>
  );
}

function SessionItem({ session, now }: { session: Session; now: Date }) {
  const complete = useCompleteSession();
  const titleId = `session-${session.id}`;
  const title = session.sessionDate ? formatSessionDate(session.sessionDate) : 'Date to be confirmed';
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-bold text-ink">
              {title}
            </h3>
            <SessionStatusBadge status={session.status} />
          </div>
          <SessionFacts session={session} />
          {session.notes ? <p className="text-sm text-ink">{session.notes}</p> : null}
          <SessionChanges session={session} now={now} />
          {session.mentorNotes ? <MentorNotesPanel notes={session.mentorNotes} now={now} /> : null}
          {session.mentorNotes ? <ShareSessionSwitch sessionId={session.id} sharedWithFamily={session.sharedWithFamily} /> : null}
        </div>
        {canMarkComplete(session, now) ? (
          <Button onClick={() => complete.mutate(session.id)} disabled={complete.isPending} className="shrink-0">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {complete.isPending ? 'Completing...' : 'Mark Complete'}
          </Button>
        ) : null}
      </article>
    </li>
  );
}

/**
 * Her session history with its status badges and Mark Complete. Empty: booking is offered
 * (the booking card above) while she has sessions left, else 'Get a Mentorship Package'.
 */
export function SessionHistory({
  sessions,
  now,
  canBook,
  onRefresh,
  refreshing,
}: {
  sessions: readonly Session[];
  now: Date;
  canBook: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <section aria-labelledby="session-history" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="session-history" className="text-xl font-bold text-ink">
          Session History
        </h2>
        <Button variant="ghost" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? 'size-4 motion-safe:animate-spin' : 'size-4'} aria-hidden="true" />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <p className="text-sm text-muted">{CHANGE_POLICY_TEXT}</p>
      {sessions.length > 0 ? (
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} now={now} />
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed border-plum-200 bg-white p-8 text-center">
          <p className="font-semibold text-ink">No sessions yet</p>
          {canBook ? (
            <p className="mt-2 text-muted">Book your first session with one of the mentors above to get started.</p>
          ) : (
            <>
              <p className="mt-2 text-muted">Get a mentorship package to book one-on-one sessions with our mentors.</p>
              <Link to="/mentorship" className={buttonVariants({ className: 'mt-5' })}>
                Get a Mentorship Package
              </Link>
            </>
          )}
        </div>
      )}
    </section>
  );
}
