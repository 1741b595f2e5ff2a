import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { actionItemLessonSchema } from '@herway/shared/contracts/mentor-notes';
import type { ActionItemLesson } from '@herway/shared/contracts/mentor-notes';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { NotFound } from '../../kernel/domain-errors';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { auditPut } from '../../accounts/store/audit-repo';
import { parseBookingItem } from './booking-repo';
import type { BookingRecord } from './booking-repo';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { batchGetAll } from '../../kernel/store/batch-get';
import { queryPartition, tableName, withoutKeys } from '../../kernel/store/table';
import type { Item } from '../../kernel/store/table';
import { cancellationCodes, isConditionFailure } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

// A mentor's notes and action items (docs/sessions-and-reminders.md), in her item collection: one NOTES#<bookingId>
// per session (the text, its version, the ids of its items) and one ACTION#<id> per item, so her
// sessions page and dashboard read them with the same one Query of USER#<sub>.

/** The notes item of one session, `USER#<sub>` / `NOTES#<bookingId>`. */
export interface StoredNotes {
  bookingId: string;
  userId: string;
  notes: string;
  /** 1 after the first save, +1 each save: a save names the version it replaces. */
  version: number;
  /** The session's action items, in the admin's order. */
  actionItemIds: string[];
  /** The save that wrote this version: the same save sent again is answered without a second write or e-mail. */
  lastRequestId: string;
  createdAt: string;
  updatedAt: string;
}

/** One action item, `USER#<sub>` / `ACTION#<id>`. */
export interface StoredActionItem {
  id: string;
  /** The session whose notes hold it; null for one she made herself. */
  bookingId: string | null;
  userId: string;
  text: string;
  dueDate: string | null;
  doneAt: string | null;
  /** The course lesson assigned with it (title as saved); the course's progress save ticks it (course/store/lesson-tasks-repo.ts). */
  lesson?: ActionItemLesson | null;
  createdAt: string;
  updatedAt: string;
}

/** A save planned by `planNotesSave` (bookings/mentor-notes.ts), written by {@link writeSessionNotes}. */
export interface NotesSave {
  notes: StoredNotes;
  /** Items kept: their text and due date as written now (whether she ticked them is left alone). */
  kept: StoredActionItem[];
  added: StoredActionItem[];
  /** Ids of saved items the admin left out. */
  removed: string[];
  /** Whether she is told: new or changed notes text, or a new action item. */
  addsNotes: boolean;
}

const isoTime = z.iso.datetime({ offset: true });

const notesItemSchema = z.object({
  bookingId: z.string(),
  userId: z.string(),
  notes: z.string(),
  version: z.number().check(z.int(), z.positive()),
  actionItemIds: z.array(z.string()),
  lastRequestId: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

const actionItemSchema = z.object({
  id: z.string(),
  bookingId: z.nullable(z.string()),
  userId: z.string(),
  text: z.string(),
  dueDate: z.nullable(z.string()),
  doneAt: z.nullable(isoTime),
  lesson: z.optional(z.nullable(actionItemLessonSchema)),
  createdAt: isoTime,
  updatedAt: isoTime,
});

const parse =
  <T>(schema: z.ZodMiniType<T>) =>
  (item: Item): T | undefined => {
    const { type: _type, ...fields } = withoutKeys(item);
    const parsed = schema.safeParse(fields);
    return parsed.success ? parsed.data : undefined;
  };
export const parseNotesItem = parse<StoredNotes>(notesItemSchema);
export const parseActionItem = parse<StoredActionItem>(actionItemSchema);

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** The notes and action items among the items of her collection (read with its one Query). */
export function notesOfCollection(items: readonly Item[]): { notes: StoredNotes[]; actionItems: StoredActionItem[] } {
  const of = (prefix: string) => items.filter((item) => String(item.SK).startsWith(prefix));
  return {
    notes: of(userItemPrefix.sessionNotes).map(parseNotesItem).filter(defined),
    actionItems: of(userItemPrefix.actionItem).map(parseActionItem).filter(defined),
  };
}

/** The sessions whose notes she shares with her family, among the items of her collection. */
export function notesSharedOf(items: readonly Item[]): Set<string> {
  return new Set(
    items.filter((item) => String(item.SK).startsWith(userItemPrefix.notesShare)).map((item) => String(item.SK).slice(userItemPrefix.notesShare.length)),
  );
}

/** Her bookings with their notes, action items and which notes she shares: ONE Query of her collection (the sessions page). */
export async function readSessionsCollection(
  sub: string,
): Promise<{ bookings: BookingRecord[]; notes: StoredNotes[]; actionItems: StoredActionItem[]; sharedNotes: Set<string> }> {
  const items = await queryPartition(keys.userCollection(sub).PK);
  const bookings = items
    .filter((item) => String(item.SK).startsWith(userItemPrefix.booking))
    .map(parseBookingItem)
    .filter(defined);
  return { bookings, ...notesOfCollection(items), sharedNotes: notesSharedOf(items) };
}

/** A session's notes and their items as stored now (strongly consistent), or undefined before the first save. */
export async function readSessionNotes(sub: string, bookingId: string): Promise<{ notes: StoredNotes; items: StoredActionItem[] } | undefined> {
  const { Item: notesItem } = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.sessionNotes(sub, bookingId), ConsistentRead: true }),
  );
  const notes = notesItem ? parseNotesItem(notesItem) : undefined;
  if (!notes) return undefined;
  // At most 20 small items: one request, and again for any DynamoDB left unprocessed.
  const read = await batchGetAll(
    notes.actionItemIds.map((id) => keys.actionItem(sub, id)),
    { consistentRead: true },
  );
  return { notes, items: read.map(parseActionItem).filter(defined) };
}

export type NotesWriteOutcome = 'saved' | 'booking-refused' | 'changed-meanwhile';

const put = (item: Item, condition: string): TransactItem => ({ Put: { Item: item, ConditionExpression: condition } });

function notesWrite(save: NotesSave, expectedVersion: number): TransactItem {
  const item = { ...keys.sessionNotes(save.notes.userId, save.notes.bookingId), type: 'sessionNotes', ...save.notes };
  if (expectedVersion === 0) return put(item, 'attribute_not_exists(PK)');
  return {
    Put: { Item: item, ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expectedVersion } },
  };
}

/** A kept item's text and due date; whether she ticked it is hers and left as it is. */
function keptUpdate(item: StoredActionItem): TransactItem {
  return {
    Update: {
      Key: keys.actionItem(item.userId, item.id),
      UpdateExpression: 'SET #text = :text, dueDate = :due, lesson = :lesson, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND bookingId = :booking',
      ExpressionAttributeNames: { '#text': 'text' },
      ExpressionAttributeValues: {
        ':text': item.text,
        ':due': item.dueDate,
        ':lesson': item.lesson ?? null,
        ':now': item.updatedAt,
        ':booking': item.bookingId,
      },
    },
  };
}

/**
 * Saves a session's notes in ONE transaction: the booking still takes notes (started, not
 * cancelled), the notes still at the version the admin saw, each kept item updated, each new item
 * put, each removed item deleted, and the audit entry. Nothing is written unless all of it is.
 */
export async function writeSessionNotes(save: NotesSave, expectedVersion: number, now: string, audit: AuditEntry): Promise<NotesWriteOutcome> {
  const { userId: sub, bookingId } = save.notes;
  const items: TransactItem[] = [
    {
      ConditionCheck: {
        Key: keys.sessionBooking(sub, bookingId),
        ConditionExpression: 'attribute_exists(PK) AND #status IN (:scheduled, :completed) AND sessionDate <= :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':scheduled': 'scheduled', ':completed': 'completed', ':now': now },
      },
    },
    notesWrite(save, expectedVersion),
    ...save.kept.map(keptUpdate),
    ...save.added.map((item) => put({ ...keys.actionItem(sub, item.id), type: 'actionItem', ...item }, 'attribute_not_exists(PK)')),
    ...save.removed.map((id): TransactItem => ({ Delete: { Key: keys.actionItem(sub, id) } })),
    auditPut(audit),
  ];
  try {
    // Her account being deleted: the notes are refused like a booking gone (account-guard.ts).
    await writeForOpenAccount(sub, items, () => new NotFound('This athlete deleted her account.'));
    return 'saved';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (codes[0] === 'ConditionalCheckFailed') return 'booking-refused';
    if (codes.includes('ConditionalCheckFailed')) return 'changed-meanwhile';
    throw error;
  }
}

/** She ticks one of her action items done (or open again); undefined when she has no such item. */
export async function setActionItemDone(sub: string, itemId: string, done: boolean, now: string): Promise<StoredActionItem | undefined> {
  try {
    const { Attributes } = await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.actionItem(sub, itemId),
        UpdateExpression: 'SET doneAt = :doneAt, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':doneAt': done ? now : null, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseActionItem(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * An action item she makes herself (no session's notes hold it): put only if her account is open
 * and no item has its id yet. 'exists' when one does: the same key made twice (a double click).
 */
export async function addOwnActionItem(item: StoredActionItem): Promise<'created' | 'exists'> {
  try {
    await writeForOpenAccount(item.userId, [put({ ...keys.actionItem(item.userId, item.id), type: 'actionItem', ...item }, 'attribute_not_exists(PK)')]);
    return 'created';
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'exists';
    throw error;
  }
}

/** One of her action items, read consistently; undefined when she has none of that id. */
export async function getActionItem(sub: string, itemId: string): Promise<StoredActionItem | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.actionItem(sub, itemId), ConsistentRead: true }));
  return Item ? parseActionItem(Item) : undefined;
}
