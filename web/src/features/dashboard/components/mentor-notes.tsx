import { NotebookPen, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ActionItem, ActionItemLesson, MentorNotes } from '@herway/shared/contracts/mentor-notes';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { useUpdateActionItem } from '../api/update-action-item';
import { dueLabel } from '../lib/action-items';

/** A due date, red once the day has passed and the item is still open. */
export function DueDate({ dueDate, now, done }: { dueDate: string; now: Date; done: boolean }) {
  const due = dueLabel(dueDate, now);
  return <span className={cn('text-xs', due.overdue && !done ? 'font-semibold text-danger-800' : 'text-muted')}>{due.text}</span>;
}

/** The course lesson her mentor assigned with an item, linked to it in the player; completing it ticks the item. */
export function WatchLesson({ lesson }: { lesson: ActionItemLesson }) {
  return (
    <Link
      to={`/course/learn/${lesson.moduleNumber}?lesson=${encodeURIComponent(lesson.id)}`}
      className="inline-flex items-center gap-1 text-xs font-semibold [overflow-wrap:anywhere] text-plum-700 underline underline-offset-2"
    >
      <PlayCircle className="size-3.5 shrink-0" aria-hidden="true" />
      Watch: {lesson.title}
    </Link>
  );
}

function ActionItemRow({ item, now }: { item: ActionItem; now: Date }) {
  const update = useUpdateActionItem();
  // Her tick shows at once (set in the click's own render) until the server has answered.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const done = ticking ?? item.doneAt !== null;
  const tick = (next: boolean) => {
    setTicking(next);
    update.mutate({ id: item.id, done: next }, { onSettled: () => setTicking(null) });
  };
  const id = `action-item-${item.id}`;
  return (
    <li className="flex items-start gap-3">
      <Checkbox id={id} checked={done} disabled={update.isPending} onChange={(event) => tick(event.target.checked)} className="mt-0.5" />
      <div className="grid min-w-0 gap-0.5">
        <label htmlFor={id} className={cn('text-sm [overflow-wrap:anywhere] text-ink', done && 'text-muted line-through')}>
          {item.text}
        </label>
        {item.lesson ? <WatchLesson lesson={item.lesson} /> : null}
        {item.dueDate ? <DueDate dueDate={item.dueDate} now={now} done={done} /> : null}
      </div>
    </li>
  );
}

/** Her mentor's notes under a session, and her action items to tick done. */
export function MentorNotesPanel({ notes, now }: { notes: MentorNotes; now: Date }) {
  return (
    <section aria-label="Notes from your mentor" className="mt-2 grid gap-3 rounded-xl border border-plum-100 bg-plum-50/50 p-4">
      <h4 className="inline-flex items-center gap-1.5 text-sm font-bold text-plum-900">
        <NotebookPen className="size-4" aria-hidden="true" />
        Notes from your mentor
      </h4>
      {notes.notes ? <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-ink">{notes.notes}</p> : null}
      {notes.actionItems.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Action items</p>
          <ul className="grid gap-2">
            {notes.actionItems.map((item) => (
              <ActionItemRow key={item.id} item={item} now={now} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
