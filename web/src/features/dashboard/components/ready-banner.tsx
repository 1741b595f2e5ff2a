import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Session } from '@herway/shared/contracts/dashboard';
import { formatSessionDate } from '../lib/sessions';

/** SPEC §2: the green 'Session Ready to Complete' banner, for scheduled sessions that have taken place. */
export function ReadyBanner({ sessions }: { sessions: readonly Session[] }) {
  const [first] = sessions;
  if (!first) return null;
  const count = sessions.length;
  const mentor = first.mentorName ? ` with ${first.mentorName}` : '';
  return (
    <section
      aria-labelledby="ready-to-complete"
      className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <h2 id="ready-to-complete" className="font-bold">
            Session Ready to Complete
          </h2>
          <p className="text-sm">
            {count === 1
              ? `Your session${mentor}${first.sessionDate ? ` on ${formatSessionDate(first.sessionDate)}` : ''} has taken place. Mark it complete to update your package.`
              : `${count} sessions have taken place. Mark them complete to update your packages.`}
          </p>
        </div>
      </div>
      <Link
        to="/sessions"
        className="inline-flex h-11 shrink-0 items-center justify-center rounded-full bg-emerald-800 px-5 text-sm font-semibold text-white transition-colors hover:bg-emerald-900"
      >
        Go to Sessions
      </Link>
    </section>
  );
}
