import * as z from '../zod';
import { formatCount } from '../format';
import { idSchema, timestampSchema } from './common';

// A mentor's notes and action items after a session (docs/sessions-and-reminders.md).
// An admin writes them on the booking; the athlete sees them under that session and ticks items done.

export const MAX_ACTION_ITEMS = 20;
export const MAX_NOTES_CHARS = 5000;
export const MAX_ACTION_ITEM_CHARS = 300;

/** A calendar day, 'YYYY-MM-DD', that exists (2026-02-30 does not). */
const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
export const dueDateSchema = z.string({ error: 'A due date must be a date' }).check(z.refine(isCalendarDay, 'A due date must be a date'));

/** The course lesson an action item asks her to watch: its asset id, title and module (for the player's link). */
export const actionItemLessonSchema = z.object({ id: z.string(), title: z.string(), moduleNumber: z.number() });
export type ActionItemLesson = z.infer<typeof actionItemLessonSchema>;

/** One action item as she and the admins see it. */
export const actionItemSchema = z.object({
  id: z.string(),
  /** The session whose notes hold it; null for one she made herself (from her timeline or a coach's link). */
  bookingId: z.nullable(z.string()),
  text: z.string(),
  /** The day it is due, 'YYYY-MM-DD'; null: no due date. */
  dueDate: z.nullable(z.string()),
  /** When she ticked it done (or completed its lesson); null while open. */
  doneAt: z.nullable(timestampSchema),
  /** A lesson of the course her mentor assigned with it, as it was when saved; completing the lesson ticks the item. */
  lesson: z.optional(z.nullable(actionItemLessonSchema)),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

/** A session's notes: `version` counts the saves, and a save names the version it replaces. */
export const mentorNotesSchema = z.object({
  bookingId: z.string(),
  notes: z.string(),
  version: z.number().check(z.int(), z.positive()),
  updatedAt: timestampSchema,
  actionItems: z.array(actionItemSchema),
});
export type MentorNotes = z.infer<typeof mentorNotesSchema>;

/** An open action item on her dashboard, with the session it came from. */
export const openActionItemSchema = z.object({
  ...actionItemSchema.shape,
  mentorName: z.nullable(z.string()),
  sessionDate: z.nullable(timestampSchema),
});
export type OpenActionItem = z.infer<typeof openActionItemSchema>;

/** POST /api/admin/bookings/{userId}/{bookingId}/notes */
export const saveNotesPathSchema = z.object({ userId: idSchema, bookingId: idSchema });

const actionItemInputSchema = z.object({
  /** An item already saved (kept, its text or due date edited); without it, a new item. */
  id: z.optional(idSchema),
  text: z
    .string({ error: 'Each action item needs its text' })
    .check(
      z.trim(),
      z.minLength(1, 'Each action item needs its text'),
      z.maxLength(MAX_ACTION_ITEM_CHARS, `An action item can be at most ${MAX_ACTION_ITEM_CHARS} characters`),
    ),
  dueDate: z.optional(z.nullable(dueDateSchema)),
  /** A lesson of the course (its asset id) she should watch; completing it ticks the item. */
  lessonId: z.optional(z.nullable(idSchema)),
});

/**
 * The whole notes of the session as the admin wants them: the notes text and every action item
 * to keep (by id) or add (no id); a saved item left out is removed. `version` is the version the
 * admin's form was showing (0: none yet), so a save never overwrites one it did not see.
 * `requestId` names this save (the form makes one per save): the same id again is answered as
 * saved, without a second e-mail.
 */
export const saveNotesBodySchema = z
  .object({
    notes: z._default(
      z
        .string({ error: 'The notes must be text' })
        .check(z.trim(), z.maxLength(MAX_NOTES_CHARS, `The notes can be at most ${formatCount(MAX_NOTES_CHARS)} characters`)),
      '',
    ),
    actionItems: z._default(
      z
        .array(actionItemInputSchema, { error: 'The action items must be a list' })
        .check(z.maxLength(MAX_ACTION_ITEMS, `A session can have at most ${MAX_ACTION_ITEMS} action items`)),
      [],
    ),
    version: z
      .number({ error: 'Please reload the page and try again' })
      .check(z.int('Please reload the page and try again'), z.nonnegative('Please reload the page and try again')),
    requestId: z.string({ error: 'Please reload the page and try again' }).check(z.regex(/^[\w-]{8,64}$/, 'Please reload the page and try again')),
  })
  .check(
    z.refine((body) => body.notes !== '' || body.actionItems.length > 0, 'Write the notes or at least one action item'),
    z.refine((body) => {
      const ids = body.actionItems.flatMap((item) => (item.id ? [item.id] : []));
      return new Set(ids).size === ids.length;
    }, 'An action item is listed twice: please reload the page'),
  );
export type SaveNotesBody = z.input<typeof saveNotesBodySchema>;

/** PATCH /api/action-items/{id} (athlete): she ticks one of her items done, or open again. */
export const updateActionItemPathSchema = z.object({ id: idSchema });
export const updateActionItemBodySchema = z.object({ done: z.boolean({ error: 'Say whether the item is done (true or false)' }) });
export const updateActionItemReplySchema = z.object({ actionItem: actionItemSchema });
export type UpdateActionItemReply = z.infer<typeof updateActionItemReplySchema>;

/**
 * POST /api/action-items: an action item she makes herself. `key` names where it came from (a
 * timeline step, a coach link's follow-up): the same key again answers the item already made, so a
 * double click makes one.
 */
export const createActionItemBodySchema = z.object({
  text: z
    .string({ error: 'Write what you want to do' })
    .check(
      z.trim(),
      z.minLength(1, 'Write what you want to do'),
      z.maxLength(MAX_ACTION_ITEM_CHARS, `An action item can be at most ${MAX_ACTION_ITEM_CHARS} characters`),
    ),
  dueDate: z._default(z.nullable(dueDateSchema), null),
  key: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'That step cannot be added as an action item'))),
});
export type CreateActionItemBody = z.input<typeof createActionItemBodySchema>;
export const createActionItemReplySchema = z.object({ actionItem: actionItemSchema, created: z.boolean() });
export type CreateActionItemReply = z.infer<typeof createActionItemReplySchema>;
