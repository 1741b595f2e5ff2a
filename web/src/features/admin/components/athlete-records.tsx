import { useState } from 'react';
import type { AthleteBooking, AthleteEntitlement, AthletePackage } from '@herway/shared/contracts/admin-athletes';
import { formatUsd } from '@herway/shared/format';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AthleteAction } from '../api/athlete';
import { courseLabel, formatDate, formatDateTime } from '../lib/format';
import { ReasonForm } from './reason-form';
import { SessionNotesForm } from './session-notes-form';

type Act = { run: (action: AthleteAction) => Promise<unknown>; pending: boolean };

const card = 'grid gap-3 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm shadow-plum-900/5';

/** 'YYYY-MM-DD' from a date input, as the end of that day in UTC; empty: no end. */
export const untilOf = (day: string) => (day ? new Date(`${day}T23:59:59.000Z`).toISOString() : null);

function ExtendFields({ day, setDay, id }: { day: string; setDay: (day: string) => void; id: string }) {
  return (
    <>
      <Label htmlFor={id}>Access until (leave empty: no end date)</Label>
      <Input id={id} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
    </>
  );
}

export function PackageCard({ pkg, act }: { pkg: AthletePackage; act: Act }) {
  const [day, setDay] = useState('');
  const sessions = (change: 'grant' | 'remove') => (reason: string) => act.run({ kind: 'sessions', body: { packageId: pkg.id, change, reason } });
  const access = (change: 'extend' | 'end') => (reason: string) =>
    act.run({ kind: 'access', body: { target: 'package', targetId: pkg.id, change, reason, ...(change === 'extend' ? { until: untilOf(day) } : {}) } });
  return (
    <li className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-ink capitalize">{pkg.packageType}</h3>
        <Badge variant={pkg.status === 'active' ? 'success' : 'secondary'}>{pkg.status}</Badge>
      </div>
      <p className="text-sm text-muted">
        {pkg.sessionsUsed} used · {pkg.sessionsBooked} booked · {pkg.sessionsToBook} free · {pkg.totalSessions} in all
      </p>
      <p className="text-sm text-muted">
        Bought {formatDate(pkg.purchaseDate)} for {formatUsd(pkg.amount)}
        {pkg.accessExpiresAt ? ` · access until ${formatDate(pkg.accessExpiresAt)}` : ''}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <ReasonForm summary="Grant a session" submitLabel="Grant a session" pending={act.pending} onSubmit={sessions('grant')} />
        <ReasonForm summary="Remove a free session" submitLabel="Remove a session" pending={act.pending} onSubmit={sessions('remove')} destructive />
        <ReasonForm summary="Extend access" submitLabel="Extend access" pending={act.pending} onSubmit={access('extend')}>
          <ExtendFields day={day} setDay={setDay} id={`until-${pkg.id}`} />
        </ReasonForm>
        <ReasonForm summary="End access now" submitLabel="End access" pending={act.pending} onSubmit={access('end')} destructive />
      </div>
    </li>
  );
}

export function BookingCard({ booking, act, userId }: { booking: AthleteBooking; act: Act; userId: string }) {
  // The page's time when it was shown: a no-show can be marked once the session has started.
  const [shownAt] = useState(() => Date.now());
  const started = booking.sessionDate !== null && Date.parse(booking.sessionDate) <= shownAt;
  const run = (kind: 'cancel' | 'no-show') => (reason: string) => act.run({ kind, bookingId: booking.id, reason });
  return (
    <li className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-ink">{booking.sessionDate ? formatDateTime(booking.sessionDate) : 'No date'}</h3>
        <Badge variant={booking.status === 'scheduled' ? 'default' : 'secondary'}>{booking.noShow ? 'no-show' : booking.status}</Badge>
      </div>
      <p className="text-sm text-muted">
        {booking.mentorName ?? 'Mentor unknown'}
        {booking.mentorshipPackageId ? '' : ' · holds no session of a package'}
        {booking.lateCancellation ? ' · cancelled late (session used)' : ''}
      </p>
      <p className="text-sm">
        To prepare:{' '}
        <a href="#recruiting-profile" className="text-plum-700 underline underline-offset-2">
          her recruiting profile
        </a>{' '}
        ·{' '}
        <a href="#school-list" className="text-plum-700 underline underline-offset-2">
          her school list
        </a>
      </p>
      {booking.attentionReason ? <p className="text-sm text-danger-800">{booking.attentionReason}</p> : null}
      {booking.cancelReason ? <p className="text-sm text-muted">Reason: {booking.cancelReason}</p> : null}
      {/* Notes follow a session that took place (the server refuses others, saying why). */}
      {started && (booking.status === 'scheduled' || booking.status === 'completed') ? (
        <SessionNotesForm key={booking.mentorNotes?.version ?? 0} userId={userId} booking={booking} />
      ) : null}
      {booking.status === 'scheduled' ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <ReasonForm summary="Cancel this session" submitLabel="Cancel the session" pending={act.pending} onSubmit={run('cancel')} destructive>
            <p className="text-muted">
              Her session goes back to the package. The mentor’s calendar keeps the event:
              {booking.cancelUrl ? (
                <>
                  {' '}
                  <a href={booking.cancelUrl} target="_blank" rel="noreferrer" className="text-plum-700 underline">
                    cancel it at the scheduler
                  </a>{' '}
                  too.
                </>
              ) : (
                ' cancel it at the scheduler too.'
              )}
            </p>
          </ReasonForm>
          {started ? <ReasonForm summary="Mark a no-show" submitLabel="Mark a no-show" pending={act.pending} onSubmit={run('no-show')} /> : null}
        </div>
      ) : null}
    </li>
  );
}

export function EntitlementCard({ entitlement, act }: { entitlement: AthleteEntitlement; act: Act }) {
  const [day, setDay] = useState('');
  const run = (change: 'extend' | 'end') => (reason: string) =>
    act.run({
      kind: 'access',
      body: { target: 'entitlement', targetId: entitlement.courseId, change, reason, ...(change === 'extend' ? { until: untilOf(day) } : {}) },
    });
  return (
    <li className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-ink">{courseLabel(entitlement.courseId)}</h3>
        <Badge variant={entitlement.isActive ? 'success' : 'secondary'}>{entitlement.isActive ? 'active' : 'ended'}</Badge>
      </div>
      <p className="text-sm text-muted">
        Since {formatDate(entitlement.grantedAt)}
        {entitlement.accessExpiresAt ? ` · until ${formatDate(entitlement.accessExpiresAt)}` : ' · no end date'}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <ReasonForm summary="Extend access" submitLabel="Extend access" pending={act.pending} onSubmit={run('extend')}>
          <ExtendFields day={day} setDay={setDay} id={`until-${entitlement.courseId}`} />
        </ReasonForm>
        <ReasonForm summary="End access now" submitLabel="End access" pending={act.pending} onSubmit={run('end')} destructive />
      </div>
    </li>
  );
}
