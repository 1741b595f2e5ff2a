import { CheckCircle2, Clock, Lock, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { PlayerModule } from '@herway/shared/contracts/course';
import { Badge } from '@/components/ui/badge';
import { lessonsDone, moduleLabel, moduleStateLabel } from '../lib/labels';

function ModuleItem({ module }: { module: PlayerModule }) {
  const released = module.state === 'released';
  const done = released && module.lessons.length > 0 && module.completedLessons === module.lessons.length;
  const Icon = done ? CheckCircle2 : released ? PlayCircle : Lock;
  const body = (
    <>
      <Icon className={`mt-0.5 size-6 shrink-0 ${released ? 'text-plum-700' : 'text-muted'}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-bold break-words text-ink">
            {moduleLabel(module.number)}: {module.title}
          </h2>
          <Badge variant={released ? 'success' : 'outline'}>{moduleStateLabel(module)}</Badge>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {module.durationMinutes} min
          </span>
          {released ? <span>{lessonsDone(module)}</span> : null}
        </p>
      </div>
    </>
  );
  return (
    <li>
      {released ? (
        <Link
          to={`/course/learn/${module.number}`}
          className="flex gap-3 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm shadow-plum-900/5 transition-colors hover:border-plum-300 focus-visible:outline-2 focus-visible:outline-plum-700"
        >
          {body}
        </Link>
      ) : (
        <div className="flex gap-3 rounded-2xl border border-dashed border-plum-200 bg-plum-50/40 p-4">{body}</div>
      )}
    </li>
  );
}

/** The nine modules: a released one opens in the player with her progress; an upcoming one says when, if known. */
export function ModuleList({ modules }: { modules: readonly PlayerModule[] }) {
  return (
    <ol className="grid gap-3" aria-label="Modules">
      {modules.map((module) => (
        <ModuleItem key={module.number} module={module} />
      ))}
    </ol>
  );
}
