import { createActionItemBodySchema, createActionItemReplySchema } from '@herway/shared/contracts/mentor-notes';
import { httpHandler, reply } from '../../kernel/http-handler';
import { toActionItem } from '../mentor-notes';
import { addActionItemOfHers } from '../own-action-items';

/**
 * POST /api/action-items (athlete) `{ text, dueDate?, key? }`: an action item she makes herself,
 * 201; the same `key` again answers the item already made, 200.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/action-items', handler: 'bookings/create-action-item', auth: 'athlete' },
  { body: createActionItemBodySchema, reply: createActionItemReplySchema },
  async ({ body, user }) => {
    const { item, created } = await addActionItemOfHers(user.sub, body, new Date());
    return reply(created ? 201 : 200, { actionItem: toActionItem(item), created });
  },
);
