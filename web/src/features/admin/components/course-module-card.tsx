import { ArrowDown, ArrowUp, Plus, Rocket, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { Asset } from '@herway/shared/contracts/content';
import type { AdminModule } from '@herway/shared/contracts/course';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useReleaseModule, useSetModuleLessons } from '../api/course-modules';
import { LessonCaptions } from './lesson-captions';

const stateLabel = (module: AdminModule) =>
  module.state === 'released'
    ? 'Released'
    : module.state === 'scheduled' && module.releaseAt
      ? `Scheduled ${new Date(module.releaseAt).toLocaleString('en-US')}`
      : 'Draft';

/** Moves one id up or down a list. */
function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}

function ReleaseControls({ module }: { module: AdminModule }) {
  const release = useReleaseModule();
  const [date, setDate] = useState('');
  const dateId = useId();
  // A module opens only with an active lesson (the API says so too).
  if (module.state === 'released' || !module.lessons.some((lesson) => lesson.isActive)) return null;
  const disabled = release.isPending;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Button onClick={() => release.mutate({ moduleNumber: module.number })} disabled={disabled}>
        <Rocket className="size-4" aria-hidden="true" />
        Release Module {module.number} now
      </Button>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={dateId} className="text-sm font-medium text-ink">
          Or release on
        </label>
        <Input id={dateId} type="datetime-local" value={date} onChange={(event) => setDate(event.target.value)} className="min-w-0" />
      </div>
      <Button
        variant="outline"
        onClick={() => release.mutate({ moduleNumber: module.number, releaseAt: new Date(date).toISOString() })}
        disabled={disabled || !date}
      >
        Schedule
      </Button>
    </div>
  );
}

type LessonEdits = {
  module: AdminModule;
  /** The module's lesson ids, in order. */
  ids: string[];
  save: (assetIds: string[]) => void;
  saving: boolean;
};

/** The module's lessons in order, each with move up, move down and remove. */
function LessonList({ module, ids, save, saving }: LessonEdits) {
  if (module.lessons.length === 0) return <p className="text-sm text-muted">No lessons yet.</p>;
  return (
    <ol className="grid gap-2" aria-label={`Lessons of Module ${module.number}`}>
      {module.lessons.map((lesson, index) => (
        <li key={lesson.assetId} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-plum-50 px-3 py-2">
          <span className="min-w-0 text-sm break-words text-ink">
            {index + 1}. {lesson.title}{' '}
            <span className="text-muted">
              ({lesson.contentType.toUpperCase()}
              {lesson.isActive ? '' : ', inactive'})
            </span>
          </span>
          <LessonCaptions lesson={lesson} />
          <span className="flex gap-1">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Move ${lesson.title} up`}
              disabled={index === 0 || saving}
              onClick={() => save(moved(ids, index, -1))}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Move ${lesson.title} down`}
              disabled={index === ids.length - 1 || saving}
              onClick={() => save(moved(ids, index, 1))}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Remove ${lesson.title} from Module ${module.number}`}
              disabled={saving}
              onClick={() => save(ids.filter((id) => id !== lesson.assetId))}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A file to add at the end of the module. */
function AddLesson({ module, ids, save, saving, available }: LessonEdits & { available: readonly Asset[] }) {
  const [picked, setPicked] = useState('');
  const pickId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={pickId} className="text-sm font-medium text-ink">
          Add a file to Module {module.number}
        </label>
        <Select id={pickId} value={picked} onChange={(event) => setPicked(event.target.value)}>
          <option value="">Choose a file</option>
          {available.map((asset) => (
            <option key={asset.id} value={asset.id}>
              {asset.fileName}
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant="outline"
        disabled={!picked || saving}
        onClick={() => {
          save([...ids, picked]);
          setPicked('');
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add to Module {module.number}
      </Button>
    </div>
  );
}

/** One module on /admin/content: its state, its lessons in order (move, remove), a file to add, and its release. */
export function CourseModuleCard({ module, available }: { module: AdminModule; available: readonly Asset[] }) {
  const lessons = useSetModuleLessons();
  const edits: LessonEdits = {
    module,
    ids: module.lessons.map((lesson) => lesson.assetId),
    save: (assetIds) => lessons.mutate({ moduleNumber: module.number, assetIds }),
    saving: lessons.isPending,
  };
  return (
    <li className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm shadow-plum-900/5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold break-words text-ink">
          Module {module.number}: {module.title}
        </h3>
        <Badge variant={module.state === 'released' ? 'success' : module.state === 'scheduled' ? 'secondary' : 'outline'}>{stateLabel(module)}</Badge>
      </div>
      <LessonList {...edits} />
      {available.length > 0 ? <AddLesson {...edits} available={available} /> : null}
      <ReleaseControls module={module} />
    </li>
  );
}
