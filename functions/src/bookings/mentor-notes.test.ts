import { saveNotesBodySchema } from '@herway/shared/contracts/mentor-notes';
import { describe, expect, it } from 'vitest';
import type { BookingRecord } from './store/booking-repo';
import { UNKNOWN_LESSON_REFUSAL, notesAuditSnapshot, notesByBooking, notesRefusal, openActionItems, planNotesSave } from './mentor-notes';
import type { StoredActionItem, StoredNotes } from './store/mentor-notes-repo';
import { mentorNotesEmail } from './session-emails';

const at = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';
const target = { userId: 'athlete-1', bookingId: 'starter_b1' };
const item = (id: string, fields: Partial<StoredActionItem> = {}): StoredActionItem => ({
  id,
  ...target,
  text: `Item ${id}`,
  dueDate: null,
  doneAt: null,
  lesson: null,
  createdAt: at,
  updatedAt: at,
  ...fields,
});
const stored = (items: StoredActionItem[], notes = 'First notes'): { notes: StoredNotes; items: StoredActionItem[] } => ({
  notes: { ...target, notes, version: 1, actionItemIds: items.map((entry) => entry.id), lastRequestId: 'request-1', createdAt: at, updatedAt: at },
  items,
});
let counter = 0;
const newId = () => `new-${(counter += 1)}`;
const lessons = new Map([['lesson-1', { id: 'lesson-1', title: 'Writing to coaches', moduleNumber: 2 }]]);
const context = (now: string, makeId = newId) => ({ now, newId: makeId, lessons });

describe('notesRefusal', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  it('takes notes on a session that has started, scheduled or completed', () => {
    expect(notesRefusal({ status: 'scheduled', sessionDate: '2026-03-01T11:00:00.000Z' }, now)).toBeUndefined();
    expect(notesRefusal({ status: 'completed', sessionDate: '2026-02-01T11:00:00.000Z' }, now)).toBeUndefined();
  });
  it('refuses a session not started, cancelled or rescheduled, saying why', () => {
    expect(notesRefusal({ status: 'scheduled', sessionDate: '2026-03-02T11:00:00.000Z' }, now)).toBe(
      'This session has not started yet: write its notes after it.',
    );
    expect(notesRefusal({ status: 'cancelled', sessionDate: '2026-02-01T11:00:00.000Z' }, now)).toBe(
      'This session was cancelled: notes go on a session that took place.',
    );
    expect(notesRefusal({ status: 'rescheduled', sessionDate: null }, now)).toMatch(/rescheduled/);
  });
});

describe('planNotesSave', () => {
  it('first save: every item new, version 1, she is told', () => {
    const save = planNotesSave(
      undefined,
      target,
      { notes: 'Great session', actionItems: [{ text: 'A', dueDate: '2026-03-10' }, { text: 'B' }], version: 0, requestId: 'r-1' },
      context(at),
    );
    if ('refused' in save) throw new Error(save.refused);
    expect(save.notes).toMatchObject({ version: 1, notes: 'Great session', lastRequestId: 'r-1', createdAt: at });
    expect(save.added.map((entry) => [entry.text, entry.dueDate, entry.doneAt])).toEqual([
      ['A', '2026-03-10', null],
      ['B', null, null],
    ]);
    expect(save.notes.actionItemIds).toEqual(save.added.map((entry) => entry.id));
    expect([save.kept, save.removed, save.addsNotes]).toEqual([[], [], true]);
  });

  it('an edit keeps items by id (and whether she ticked them), adds new ones, removes those left out, in the order given', () => {
    const current = stored([item('a', { doneAt: at }), item('b'), item('c')]);
    const save = planNotesSave(
      current,
      target,
      {
        notes: 'First notes',
        actionItems: [{ text: 'New' }, { id: 'c', text: 'C edited', dueDate: '2026-04-01' }, { id: 'a', text: 'Item a' }],
        version: 1,
        requestId: 'r-2',
      },
      context(later, () => 'fresh'),
    );
    if ('refused' in save) throw new Error(save.refused);
    expect(save.notes).toMatchObject({ version: 2, actionItemIds: ['fresh', 'c', 'a'], createdAt: at, updatedAt: later });
    expect(save.kept).toEqual([item('c', { text: 'C edited', dueDate: '2026-04-01', updatedAt: later }), item('a', { doneAt: at, updatedAt: later })]);
    expect(save.removed).toEqual(['b']);
    expect(save.addsNotes).toBe(true);
  });

  it('tells her only when the text changed or an item was added', () => {
    const current = stored([item('a')]);
    const plan = (notes: string, actionItems: { id?: string; text: string }[]) =>
      planNotesSave(current, target, { notes, actionItems, version: 1, requestId: 'r' }, context(later));
    expect(plan('First notes', [{ id: 'a', text: 'Reworded' }])).toMatchObject({ addsNotes: false });
    expect(plan('First notes', [])).toMatchObject({ addsNotes: false, removed: ['a'] });
    expect(plan('Changed notes', [{ id: 'a', text: 'Item a' }])).toMatchObject({ addsNotes: true });
  });

  it('stores the chosen lesson with its title and module, refuses one not in the course, and clears one taken off', () => {
    const current = stored([item('a', { lesson: { id: 'lesson-1', title: 'Old title', moduleNumber: 2 } })]);
    const plan = (actionItems: { id?: string; text: string; lessonId?: string | null }[]) =>
      planNotesSave(current, target, { notes: 'x', actionItems, version: 1, requestId: 'r' }, context(later));
    expect(plan([{ text: 'Watch it', lessonId: 'lesson-1' }])).toMatchObject({
      added: [{ lesson: { id: 'lesson-1', title: 'Writing to coaches', moduleNumber: 2 } }],
    });
    expect(plan([{ id: 'a', text: 'Item a' }])).toMatchObject({ kept: [{ id: 'a', lesson: null }] });
    expect(plan([{ text: 'Watch it', lessonId: 'not-a-lesson' }])).toEqual({ refused: UNKNOWN_LESSON_REFUSAL });
  });

  it('refuses an item id that is not one of this session’s', () => {
    expect(
      planNotesSave(stored([item('a')]), target, { notes: 'x', actionItems: [{ id: 'elsewhere', text: 'x' }], version: 1, requestId: 'r' }, context(later)),
    ).toEqual({
      refused: 'An action item you edited is not one of this session’s: please reload the page.',
    });
  });
});

describe('showing notes', () => {
  const booking = { id: 'starter_b1', mentorName: 'Maya Reynolds', sessionDate: at } as BookingRecord;
  it('lists a session’s items in the admin’s order, skipping any not found', () => {
    const notes = stored([item('b'), item('a')]).notes;
    expect(
      notesByBooking([{ ...notes, actionItemIds: ['b', 'gone', 'a'] }], [item('a'), item('b')])
        .get('starter_b1')
        ?.actionItems.map((entry) => entry.id),
    ).toEqual(['b', 'a']);
  });
  it('her open items: due soonest first, undated last, done ones left out, with their session', () => {
    const items = [item('undated'), item('late', { dueDate: '2026-05-01' }), item('done', { doneAt: at }), item('soon', { dueDate: '2026-03-05' })];
    const open = openActionItems(items, [booking]);
    expect(open.map((entry) => entry.id)).toEqual(['soon', 'late', 'undated']);
    expect(open[0]).toMatchObject({ mentorName: 'Maya Reynolds', sessionDate: at, dueDate: '2026-03-05' });
  });
  it('the audit log keeps the size and the items, never the words', () => {
    const { notes, items } = stored([item('a', { dueDate: '2026-03-05' })], 'Private words about her');
    const snapshot = notesAuditSnapshot(notes, items);
    expect(snapshot).toEqual({ version: 1, notesCharacters: 23, actionItems: ['a due 2026-03-05'] });
    expect(JSON.stringify(snapshot)).not.toContain('Private');
  });
  it('the e-mail names the session and lists her open items with their due days', () => {
    const email = mentorNotesEmail(
      { ...booking, timeZone: 'America/New_York' },
      [item('a', { text: 'Film one game', dueDate: '2026-03-10' }), item('b', { text: 'Done already', doneAt: at })],
      { to: 'jane@example.com', firstName: 'Jane', siteOrigin: 'https://herway.com', supportEmail: 'support@herway.com' },
    );
    expect(email.subject).toBe('Notes from your HerWay session with Maya Reynolds');
    expect(email.text).toContain('• Film one game (due Tuesday, March 10, 2026)');
    expect(email.text).not.toContain('Done already');
    expect(email.text).toContain('https://herway.com/sessions');
  });
});

describe('saveNotesBodySchema', () => {
  const valid = { notes: 'Notes', actionItems: [], version: 0, requestId: 'request-1' };
  const problem = (body: unknown) => {
    const parsed = saveNotesBodySchema.safeParse(body);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
  it('refuses what cannot be saved, in words', () => {
    expect(problem({ ...valid, notes: '   ' })).toBe('Write the notes or at least one action item');
    expect(problem({ ...valid, actionItems: Array.from({ length: 21 }, () => ({ text: 'x' })) })).toBe('A session can have at most 20 action items');
    expect(problem({ ...valid, actionItems: [{ text: 'x', dueDate: 'next week' }] })).toBe('A due date must be a date');
    expect(problem({ ...valid, actionItems: [{ text: 'x', dueDate: '2026-02-30' }] })).toBe('A due date must be a date');
    expect(problem({ ...valid, actionItems: [{ text: ' ' }] })).toBe('Each action item needs its text');
    expect(
      problem({
        ...valid,
        actionItems: [
          { id: 'a', text: 'x' },
          { id: 'a', text: 'y' },
        ],
      }),
    ).toBe('An action item is listed twice: please reload the page');
  });
  it('takes items alone, or notes alone', () => {
    expect(problem({ ...valid, notes: '', actionItems: [{ text: 'x', dueDate: '2026-02-28' }] })).toBeUndefined();
    expect(problem(valid)).toBeUndefined();
  });
});
