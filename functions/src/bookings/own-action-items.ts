import { randomUUID } from 'node:crypto';
import type { CreateActionItemBody } from '@herway/shared/contracts/mentor-notes';
import { abuseLimits, enforceLimits } from '../accounts/abuse-limits';
import { addOwnActionItem, getActionItem } from './store/mentor-notes-repo';
import type { StoredActionItem } from './store/mentor-notes-repo';

// Action items she makes herself (docs/sessions-and-reminders.md#her-own-action-items): a step of her
// recruiting timeline or a coach link's follow-up, on the same list as her mentor's items.

/** Her own item's id: from its key, so the same step added twice is one item; otherwise new. */
export const ownActionItemId = (key: string | undefined): string => (key ? `own-${key}` : randomUUID());

/** Adds her item, or answers the one already made from the same key (`created: false`). */
export async function addActionItemOfHers(
  sub: string,
  body: Omit<CreateActionItemBody, 'dueDate'> & { dueDate: string | null },
  now: Date,
): Promise<{ item: StoredActionItem; created: boolean }> {
  const id = ownActionItemId(body.key);
  if (body.key) {
    const existing = await getActionItem(sub, id);
    if (existing) return { item: existing, created: false };
  }
  await enforceLimits([{ limit: abuseLimits.ownActionItems, subject: sub }], now.getTime());
  const at = now.toISOString();
  const item: StoredActionItem = { id, bookingId: null, userId: sub, text: body.text, dueDate: body.dueDate, doneAt: null, createdAt: at, updatedAt: at };
  if ((await addOwnActionItem(item)) === 'created') return { item, created: true };
  // Made by a request at the same moment (a double click): the first one's item is hers.
  const made = await getActionItem(sub, id);
  return { item: made ?? item, created: false };
}
