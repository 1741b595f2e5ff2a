import type { ActionItem, ActionItemLesson, MentorNotes, OpenActionItem } from '@herway/shared/contracts/mentor-notes';
import type { BookingRecord } from './store/booking-repo';
import type { NotesSave, StoredActionItem, StoredNotes } from './store/mentor-notes-repo';

// A mentor's notes and action items after a session (docs/sessions-and-reminders.md). Pure: what a save
// changes, whether it adds anything she should be told about, and how she and the admins see them.
// mentor-notes-repo.ts stores them; docs/sessions-and-reminders.md tells the rules.

export interface NotesInput {
  notes: string;
  actionItems: { id?: string | undefined; text: string; dueDate?: string | null | undefined; lessonId?: string | null | undefined }[];
  version: number;
  requestId: string;
}

/** Why a booking takes no notes now, or undefined when it does: notes follow a session that took place. */
export function notesRefusal(booking: Pick<BookingRecord, 'status' | 'sessionDate'>, now: Date): string | undefined {
  if (booking.status === 'cancelled' || booking.status === 'rescheduled') return `This session was ${booking.status}: notes go on a session that took place.`;
  if (!booking.sessionDate || Date.parse(booking.sessionDate) > now.getTime()) return 'This session has not started yet: write its notes after it.';
  return undefined;
}

export const UNKNOWN_LESSON_REFUSAL = 'A lesson chosen for an action item is not in the course any more: please reload the page and choose another.';

/**
 * What a save changes, from the notes as read (whose version the input named). A kept item must be
 * one of this session's, and a lesson one of `lessons` (the course's active lessons, by asset id,
 * whose title is stored with the item); `newId` names each added item.
 */
export function planNotesSave(
  current: { notes: StoredNotes; items: StoredActionItem[] } | undefined,
  target: { userId: string; bookingId: string },
  input: NotesInput,
  context: { now: string; newId: () => string; lessons: ReadonlyMap<string, ActionItemLesson> },
): NotesSave | { refused: string } {
  const { now, newId } = context;
  const existing = new Map((current?.items ?? []).map((item) => [item.id, item]));
  const kept: StoredActionItem[] = [];
  const added: StoredActionItem[] = [];
  const order: string[] = [];
  for (const item of input.actionItems) {
    const dueDate = item.dueDate ?? null;
    const saved = item.id ? existing.get(item.id) : undefined;
    if (item.id && !saved) return { refused: 'An action item you edited is not one of this session’s: please reload the page.' };
    const lesson = item.lessonId ? context.lessons.get(item.lessonId) : null;
    if (lesson === undefined) return { refused: UNKNOWN_LESSON_REFUSAL };
    const stored = saved
      ? { ...saved, text: item.text, dueDate, lesson, updatedAt: now }
      : { id: newId(), ...target, text: item.text, dueDate, doneAt: null, lesson, createdAt: now, updatedAt: now };
    (saved ? kept : added).push(stored);
    order.push(stored.id);
  }
  const notes: StoredNotes = {
    ...target,
    notes: input.notes,
    version: input.version + 1,
    actionItemIds: order,
    lastRequestId: input.requestId,
    createdAt: current?.notes.createdAt ?? now,
    updatedAt: now,
  };
  return {
    notes,
    kept,
    added,
    removed: [...existing.keys()].filter((id) => !order.includes(id)),
    addsNotes: added.length > 0 || (input.notes !== '' && input.notes !== (current?.notes.notes ?? '')),
  };
}

export const toActionItem = ({ id, bookingId, text, dueDate, doneAt, lesson }: StoredActionItem): ActionItem => ({
  id,
  bookingId,
  text,
  dueDate,
  doneAt,
  lesson: lesson ?? null,
});

/** Each session's notes as shown, by booking id: its items in the admin's order. */
export function notesByBooking(notes: readonly StoredNotes[], items: readonly StoredActionItem[]): Map<string, MentorNotes> {
  const itemsById = new Map(items.map((item) => [item.id, item]));
  return new Map(
    notes.map((entry) => [
      entry.bookingId,
      {
        bookingId: entry.bookingId,
        notes: entry.notes,
        version: entry.version,
        updatedAt: entry.updatedAt,
        actionItems: entry.actionItemIds.flatMap((id) => {
          const item = itemsById.get(id);
          return item ? [toActionItem(item)] : [];
        }),
      },
    ]),
  );
}

/** Her open action items, due soonest first, then those without a due date, oldest first. */
export function openActionItems(items: readonly StoredActionItem[], bookings: readonly BookingRecord[]): OpenActionItem[] {
  const sessions = new Map(bookings.map((booking) => [booking.id, booking]));
  return items
    .filter((item) => item.doneAt === null)
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.createdAt.localeCompare(b.createdAt))
    .map((item) => {
      const session = item.bookingId ? sessions.get(item.bookingId) : undefined;
      return { ...toActionItem(item), mentorName: session?.mentorName ?? null, sessionDate: session?.sessionDate ?? null };
    });
}

/** The audit log's view of a session's notes: their size and items, never their words (the notes are hers, deleted with her account). */
export function notesAuditSnapshot(notes: StoredNotes | undefined, items: readonly Pick<StoredActionItem, 'id' | 'dueDate'>[]) {
  if (!notes) return null;
  return {
    version: notes.version,
    notesCharacters: notes.notes.length,
    actionItems: items.map((item) => `${item.id}${item.dueDate ? ` due ${item.dueDate}` : ''}`),
  };
}
