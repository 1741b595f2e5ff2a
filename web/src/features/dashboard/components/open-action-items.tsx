import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import type { OpenActionItem } from '@herway/shared/contracts/mentor-notes';
import { formatShortDate } from '../lib/sessions';
import { DueDate } from './mentor-notes';

/** The dashboard's list of her open action items from her mentors' notes, due soonest first. */
export function OpenActionItems({ items, now }: { items: readonly OpenActionItem[]; now: Date }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="action-items-title" className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="action-items-title" className="inline-flex items-center gap-2 text-xl font-bold text-ink">
          <ListChecks className="size-5 text-plum-700" aria-hidden="true" />
          Your Action Items
        </h2>
        <Link to="/sessions" className="text-sm font-semibold text-plum-700 underline underline-offset-2">
          Tick them off on your sessions page
        </Link>
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="grid gap-0.5 border-l-2 border-plum-200 pl-3">
            <p className="text-sm [overflow-wrap:anywhere] text-ink">{item.text}</p>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted">
              {item.dueDate ? <DueDate dueDate={item.dueDate} now={now} done={false} /> : <span>No due date</span>}
              <span>
                From your session{item.mentorName ? ` with ${item.mentorName}` : ''}
                {item.sessionDate ? ` on ${formatShortDate(item.sessionDate)}` : ''}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
