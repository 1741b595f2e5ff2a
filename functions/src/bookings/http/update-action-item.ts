import { updateActionItemBodySchema, updateActionItemPathSchema, updateActionItemReplySchema } from '@herway/shared/contracts/mentor-notes';
import { setActionItemDone } from '../store/mentor-notes-repo';
import { notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { toActionItem } from '../mentor-notes';

/**
 * PATCH /api/action-items/{id} (athlete) `{ done }`: she ticks one of her mentor's action items
 * done, or open again. The key is built from her own id, so another athlete's item is not found.
 */
export const handler = httpHandler(
  { method: 'PATCH', path: '/api/action-items/{id}', handler: 'bookings/update-action-item', auth: 'athlete' },
  { path: updateActionItemPathSchema, body: updateActionItemBodySchema, reply: updateActionItemReplySchema },
  async ({ path, body, user }) => {
    const item = await setActionItemDone(user.sub, path.id, body.done, new Date().toISOString());
    if (!item) throw notFound('Action item not found');
    return { actionItem: toActionItem(item) };
  },
);
