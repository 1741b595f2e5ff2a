import { NotebookPen } from 'lucide-react';
import type { FamilySession } from '@herway/shared/contracts/family-athlete';
import { Badge } from '@/components/ui/badge';
import { dueLine, statusWord } from '../lib/athlete-view';

const sessionDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The mentor's notes of a session she chose to share. */
function SharedNotes({ notes }: { notes: NonNullable<FamilySession['sharedNotes']> }) {
  return (
    <div className="grid gap-2 rounded-xl border border-plum-100 bg-plum-50/50 p-3">
      <p className="inline-flex items-center gap-1.5 text-sm font-bold text-plum-900">
        <NotebookPen className="size-4" aria-hidden="true" />
        Mentor’s notes, shared with you
      </p>
      {notes.notes ? <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-ink">{notes.notes}</p> : null}
      {notes.actionItems.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {notes.actionItems.map((item) => (
            <li key={item.id} className={item.doneAt ? 'text-muted line-through' : 'text-ink'}>
              <span className="[overflow-wrap:anywhere]">{item.text}</span>{' '}
              <span className="text-xs text-muted">({item.doneAt ? 'done' : dueLine(item.dueDate)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SessionRow({ session }: { session: FamilySession }) {
  return (
    <li className="grid gap-2 rounded-2xl border border-plum-100 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{session.sessionDate ? sessionDayFormat.format(new Date(session.sessionDate)) : 'Date to be confirmed'}</span>
        <Badge variant={session.status === 'cancelled' ? 'outline' : 'secondary'}>{statusWord(session.status)}</Badge>
      </div>
      <p className="text-sm text-muted">With {session.mentorName ?? 'a mentor to be confirmed'}</p>
      {session.sharedNotes ? <SharedNotes notes={session.sharedNotes} /> : null}
    </li>
  );
}

/** Her upcoming or past sessions: when, with whom, how it went; a mentor's notes only where she shared them. */
export function AthleteSessions({ id, title, sessions, empty }: { id: string; title: string; sessions: readonly FamilySession[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {sessions.length > 0 ? (
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{empty}</p>
      )}
    </section>
  );
}
