import { ClipboardList, School } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardReply } from '@herway/shared/contracts/dashboard';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

/** How much of her recruiting profile is filled, what is missing, and her way to it and to her school list. */
export function ProfileCompleteness({ completeness }: { completeness: NonNullable<DashboardReply['profileCompleteness']> }) {
  const { percent, missing } = completeness;
  return (
    <section aria-labelledby="recruiting-title" className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recruiting-title" className="text-xl font-bold text-ink">
          Your Recruiting Profile
        </h2>
        <p className="text-sm font-semibold text-ink">{percent}% complete</p>
      </div>
      <Progress value={percent} label="Recruiting profile completeness" />
      <p className="text-sm text-muted">
        {missing.length === 0 ? 'Every part is filled in: your mentors see it before each session.' : `Still to add: ${missing.join(', ')}.`}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/profile" className={buttonVariants({ size: 'sm' })}>
          <ClipboardList className="size-4" aria-hidden="true" />
          {percent === 0 ? 'Start your profile' : 'Edit your profile'}
        </Link>
        <Link to="/schools" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          <School className="size-4" aria-hidden="true" />
          Your school list
        </Link>
      </div>
    </section>
  );
}
