import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Session } from '@herway/shared/contracts/dashboard';
import { NoticeBanner } from '@/components/ui/notice';
import { formatSessionDate } from '../lib/sessions';

/** The green 'Session Ready to Complete' banner, for scheduled sessions that have taken place. */
export function ReadyBanner({ sessions }: { sessions: readonly Session[] }) {
  const [first] = sessions;
  if (!first) return null;
  const count = sessions.length;
  const mentor = first.mentorName ? ` with ${first.mentorName}` : '';
  const goToSessions = (
    <Link
      to="/sessions"
      className="inline-flex h-11 shrink-0 items-center justify-center rounded-full bg-emerald-800 px-5 text-sm font-semibold text-white transition-colors hover:bg-emerald-900"
    >
      Go to Sessions
    </Link>
  );
  return (
    <NoticeBanner titleId="ready-to-complete" title="Session Ready to Complete" icon={CheckCircle2} look="strong" action={goToSessions}>
      {count === 1
        ? `Your session${mentor}${first.sessionDate ? ` on ${formatSessionDate(first.sessionDate)}` : ''} has taken place. Mark it complete to update your package.`
        : `${count} sessions have taken place. Mark them complete to update your packages.`}
    </NoticeBanner>
  );
}
