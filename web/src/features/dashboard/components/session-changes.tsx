import { CalendarClock, CalendarX2, ExternalLink, Info, Video } from 'lucide-react';
import { Link } from 'react-router';
import { CHANGE_NOTICE_HOURS } from '@herway/shared/catalog/session-policy';
import type { Session } from '@herway/shared/contracts/dashboard';
import { buttonVariants } from '@/components/ui/button';
import { sessionChangeState, showsJoinLink } from '../lib/sessions';
import { useRefreshOnReturn } from '../lib/use-refresh-on-return';

const linkClass = (variant: 'primary' | 'outline') => buttonVariants({ variant, size: 'sm', className: 'h-auto min-h-9 py-1.5 whitespace-normal' });

function SchedulerLink({
  href,
  label,
  icon: Icon,
  onOpen,
  variant = 'outline',
}: {
  href: string;
  label: string;
  icon: typeof Video;
  onOpen?: () => void;
  variant?: 'primary' | 'outline';
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onOpen} className={linkClass(variant)}>
      <Icon className="size-4" aria-hidden="true" />
      {label}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * A scheduled session's ways out and in (docs/product-rules.md#changing-a-session-the-24-hour-policy): Join for the call, and Reschedule and Cancel
 * through the scheduler's own pages up to 24 hours before it starts; closer than that, why not.
 */
export function SessionChanges({ session, now }: { session: Session; now: Date }) {
  const refreshOnReturn = useRefreshOnReturn();
  const state = sessionChangeState(session, now);
  const join = showsJoinLink(session, now) && session.joinUrl;
  if (state === 'none' && !join) return null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {join ? <SchedulerLink href={join} label="Join the call" icon={Video} variant="primary" /> : null}
        {state === 'change' && session.rescheduleUrl ? (
          <SchedulerLink href={session.rescheduleUrl} label="Reschedule" icon={CalendarClock} onOpen={refreshOnReturn} />
        ) : null}
        {state === 'change' && session.cancelUrl ? <SchedulerLink href={session.cancelUrl} label="Cancel" icon={CalendarX2} onOpen={refreshOnReturn} /> : null}
      </div>
      {state === 'too-late' ? (
        <p className="inline-flex items-start gap-1.5 text-sm text-muted">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Less than {CHANGE_NOTICE_HOURS} hours to go, so this session can no longer be cancelled or rescheduled here. Something came up?{' '}
            <Link to="/contact" className="font-semibold text-plum-800 underline underline-offset-2">
              Contact us
            </Link>
            .
          </span>
        </p>
      ) : null}
    </div>
  );
}
