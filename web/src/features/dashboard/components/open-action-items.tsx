import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import type { OpenActionItem } from '@herway/shared/contracts/mentor-notes';
import { Button } from '@/components/ui/button';
import { useUpdateActionItem } from '../api/update-action-item';
import { formatShortDate } from '../lib/sessions';
import { DueDate, WatchLesson } from './mentor-notes';

/** Where an item came from: her session with a mentor, or her own list (docs/sessions-and-reminders.md). */
function ItemOrigin({ item }: { item: OpenActionItem }) {
  if (item.bookingId === null) return <span>Added by you</span>;
  return (
    <span>
      From your session{item.mentorName ? ` with ${item.mentorName}` : ''}
      {item.sessionDate ? ` on ${formatShortDate(item.sessionDate)}` : ''}
    </span>
  );
}

/** Her own items are ticked here (her mentors' are ticked beside their notes on /sessions). */
function MarkDone({ item }: { item: OpenActionItem }) {
  const update = useUpdateActionItem();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={update.isPending}
      onClick={() => update.mutate({ id: item.id, done: true })}
      aria-label={`Mark done: ${item.text}`}
    >
      Done
    </Button>
  );
}

/** The dashboard's list of her open action items (her mentors' and her own), due soonest first. */
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
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 border-l-2 border-plum-200 pl-3">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="text-sm [overflow-wrap:anywhere] text-ink">{item.text}</p>
              {item.lesson ? <WatchLesson lesson={item.lesson} /> : null}
              <p className="flex flex-wrap gap-x-3 text-xs text-muted">
                {item.dueDate ? <DueDate dueDate={item.dueDate} now={now} done={false} /> : <span>No due date</span>}
                <ItemOrigin item={item} />
              </p>
            </div>
            {item.bookingId === null ? <MarkDone item={item} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
