import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AthleteBooking } from '@herway/shared/contracts/admin-athletes';
import type { AdminCourseReply } from '@herway/shared/contracts/course';
import { MAX_ACTION_ITEMS, MAX_ACTION_ITEM_CHARS, MAX_NOTES_CHARS, saveNotesBodySchema } from '@herway/shared/contracts/mentor-notes';
import type { MentorNotes } from '@herway/shared/contracts/mentor-notes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useAdminCourse } from '../api/course-modules';
import { useSaveSessionNotes } from '../api/save-session-notes';
import { checkForm, errorsOfResponse } from '../lib/form-errors';
import { FormProblems } from './form-problems';

type ItemDraft = { key: string; id?: string; text: string; dueDate: string; lessonId: string };

const draftsOf = (notes: MentorNotes | undefined): ItemDraft[] =>
  (notes?.actionItems ?? []).map((item) => ({ key: item.id, id: item.id, text: item.text, dueDate: item.dueDate ?? '', lessonId: item.lesson?.id ?? '' }));

/** The course's modules with their active lessons, for the lesson an item may assign. */
type LessonChoices = { module: string; lessons: { id: string; title: string }[] }[];

function lessonChoicesOf(course: AdminCourseReply | undefined): LessonChoices {
  return (course?.modules ?? []).flatMap((module) => {
    const lessons = module.lessons.filter((lesson) => lesson.isActive).map((lesson) => ({ id: lesson.assetId, title: lesson.title }));
    return lessons.length > 0 ? [{ module: `Module ${module.number}: ${module.title}`, lessons }] : [];
  });
}

/** An optional lesson of the course: she sees "Watch: <title>" with the item, and completing the lesson ticks it. */
function LessonSelect({ id, value, choices, onChange }: { id: string; value: string; choices: LessonChoices; onChange: (lessonId: string) => void }) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>Lesson to watch (optional)</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="h-10 py-1 text-sm">
        <option value="">No lesson</option>
        {choices.map((group) => (
          <optgroup key={group.module} label={group.module}>
            {group.lessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {lesson.title}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </div>
  );
}

/** What the mentor wrote, as the athlete sees it (ticks included). */
function SavedNotes({ notes }: { notes: MentorNotes }) {
  return (
    <div className="grid gap-2 rounded-xl bg-plum-50/60 p-3 text-sm">
      {notes.notes ? <p className="[overflow-wrap:anywhere] whitespace-pre-line text-ink">{notes.notes}</p> : null}
      {notes.actionItems.length > 0 ? (
        <ul className="grid gap-1">
          {notes.actionItems.map((item) => (
            <li key={item.id} className="[overflow-wrap:anywhere] text-ink">
              {item.doneAt ? '☑' : '☐'} {item.text}
              {item.lesson ? <span className="text-muted"> · Watch: {item.lesson.title}</span> : null}
              {item.dueDate ? <span className="text-muted"> · due {item.dueDate}</span> : null}
              {item.doneAt ? <span className="text-muted"> · done</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ItemFields({
  item,
  index,
  lessons,
  onChange,
  onRemove,
}: {
  item: ItemDraft;
  index: number;
  lessons: LessonChoices;
  onChange: (item: ItemDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="grid gap-2 rounded-xl border border-plum-100 p-3">
      <Label htmlFor={`${id}-text`}>Action item {index + 1}</Label>
      <Input id={`${id}-text`} value={item.text} maxLength={MAX_ACTION_ITEM_CHARS} onChange={(event) => onChange({ ...item, text: event.target.value })} />
      <LessonSelect id={`${id}-lesson`} value={item.lessonId} choices={lessons} onChange={(lessonId) => onChange({ ...item, lessonId })} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-due`}>Due (optional)</Label>
          <Input
            id={`${id}-due`}
            type="date"
            value={item.dueDate}
            onChange={(event) => onChange({ ...item, dueDate: event.target.value })}
            className="w-auto"
          />
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove item {index + 1}
        </Button>
      </div>
    </li>
  );
}

/**
 * The form's text and items, and the request id of the save they make: a new id with every edit,
 * so the same save sent twice is one save and an edited one is another.
 */
function useNotesDraft(saved: MentorNotes | undefined) {
  const [notes, setNotesText] = useState(saved?.notes ?? '');
  const [items, setItems] = useState<ItemDraft[]>(() => draftsOf(saved));
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const edit = (change: () => void) => {
    change();
    setRequestId(crypto.randomUUID());
  };
  return {
    notes,
    items,
    setNotes: (text: string) => edit(() => setNotesText(text)),
    setItem: (index: number, item: ItemDraft | undefined) =>
      edit(() => setItems((current) => (item ? current.map((entry, at) => (at === index ? item : entry)) : current.filter((_, at) => at !== index)))),
    addItem: () => edit(() => setItems((current) => [...current, { key: crypto.randomUUID(), text: '', dueDate: '', lessonId: '' }])),
    body: () => ({
      notes,
      actionItems: items.map((item) => ({
        ...(item.id ? { id: item.id } : {}),
        text: item.text,
        dueDate: item.dueDate || null,
        lessonId: item.lessonId || null,
      })),
      version: saved?.version ?? 0,
      requestId,
    }),
  };
}

/**
 * The admin's notes and action items on one session: shown, and written or edited behind a
 * summary line. The save names the version shown, so another admin's save is never overwritten.
 */
export function SessionNotesForm({ userId, booking }: { userId: string; booking: AthleteBooking }) {
  const id = useId();
  const saved = booking.mentorNotes;
  const save = useSaveSessionNotes(userId, booking.id);
  const draft = useNotesDraft(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The course's lessons are read once the form is opened (one read, shared by every session's form).
  const [opened, setOpened] = useState(false);
  const lessons = lessonChoicesOf(useAdminCourse({ enabled: opened }).data);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.body();
    const checked = checkForm(saveNotesBodySchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(body, { onError: (error) => setErrors(errorsOfResponse(error)) });
  };
  return (
    <div className="grid gap-2">
      {saved ? <SavedNotes notes={saved} /> : null}
      <details className="rounded-xl border border-plum-100 bg-plum-50/40 p-3 text-sm" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary className="cursor-pointer font-semibold text-plum-800">{saved ? 'Edit the session notes' : 'Write session notes'}</summary>
        <form onSubmit={submit} className="mt-3 grid gap-3" noValidate>
          <Label htmlFor={`${id}-notes`}>Notes for her (she sees them on her sessions page)</Label>
          <Textarea id={`${id}-notes`} rows={4} value={draft.notes} maxLength={MAX_NOTES_CHARS} onChange={(event) => draft.setNotes(event.target.value)} />
          {draft.items.length > 0 ? (
            <ul className="grid gap-2">
              {draft.items.map((item, index) => (
                <ItemFields
                  key={item.key}
                  item={item}
                  index={index}
                  lessons={lessons}
                  onChange={(next) => draft.setItem(index, next)}
                  onRemove={() => draft.setItem(index, undefined)}
                />
              ))}
            </ul>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={draft.items.length >= MAX_ACTION_ITEMS}
            onClick={draft.addItem}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add an action item
          </Button>
          <FormProblems errors={errors} />
          <Button type="submit" size="sm" disabled={save.isPending} className="justify-self-start">
            {save.isPending ? 'Saving…' : 'Save notes'}
          </Button>
        </form>
      </details>
    </div>
  );
}
