import { CalendarCheck, CalendarPlus, CircleSlash, Hourglass, PauseCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { packageAvailability, packageLabel, packageLedger, packageProgressPercent, packageTotal, statusLabel, type PackageLike } from '../lib/packages';
import { formatShortDate } from '../lib/sessions';

/**
 * One mentorship package: its label, status, its ledger ('3 of 5 sessions left · expires ...'),
 * sessions used of the total with the progress percent, and what she can do next: book, or why not.
 */
export function PackageCard({ pkg, now = new Date() }: { pkg: PackageLike; now?: Date }) {
  const label = `${packageLabel(pkg.packageType)} Package`;
  const titleId = `package-${pkg.id}`;
  const total = packageTotal(pkg);
  const percent = packageProgressPercent(pkg);
  const availability = packageAvailability(pkg, now);

  return (
    <article aria-labelledby={titleId} className="flex flex-col rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-lg font-bold text-ink">
            {label}
          </h3>
          {pkg.purchaseDate ? <p className="text-sm text-muted">Purchased {formatShortDate(pkg.purchaseDate)}</p> : null}
        </div>
        <Badge variant={availability === 'inactive' ? 'outline' : 'success'}>{statusLabel(pkg.status)}</Badge>
      </div>

      <p className="mt-4 text-sm font-semibold text-plum-800">{packageLedger(pkg, now)}</p>

      <div className="mt-3 grid gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-semibold text-ink">
            {pkg.sessionsUsed} of {total} sessions used
          </span>
          <span className="font-semibold text-plum-800 tabular-nums">{percent}%</span>
        </div>
        <Progress value={percent} label={`${label} progress`} />
        <p className="text-sm text-muted">
          {pkg.sessionsToBook} left to book · {pkg.sessionsBooked} booked · {pkg.sessionsUsed} used
        </p>
      </div>

      <div className="mt-auto pt-5">
        <NextStep availability={availability} />
      </div>
    </article>
  );
}

/** What she can do next with the package: book, or why not. */
function NextStep({ availability }: { availability: ReturnType<typeof packageAvailability> }) {
  return availability === 'inactive' ? (
    <p className="flex items-center gap-2 rounded-xl bg-plum-50 px-4 py-3 text-sm font-semibold text-muted">
      <PauseCircle className="size-4 shrink-0" aria-hidden="true" />
      Package Inactive
    </p>
  ) : availability === 'expired' ? (
    <p className="flex items-center gap-2 rounded-xl bg-plum-50 px-4 py-3 text-sm font-semibold text-muted">
      <Hourglass className="size-4 shrink-0" aria-hidden="true" />
      Package Expired
    </p>
  ) : availability === 'no-sessions' ? (
    <p className="flex items-center gap-2 rounded-xl bg-plum-50 px-4 py-3 text-sm font-semibold text-plum-800">
      <CircleSlash className="size-4 shrink-0" aria-hidden="true" />
      No Sessions Remaining
    </p>
  ) : availability === 'all-booked' ? (
    <p className="flex items-center gap-2 rounded-xl bg-plum-50 px-4 py-3 text-sm font-semibold text-plum-800">
      <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
      All Sessions Booked
    </p>
  ) : (
    <Link to="/sessions" className={buttonVariants({ className: 'w-full' })}>
      <CalendarPlus className="size-4" aria-hidden="true" />
      Book a Session
    </Link>
  );
}
