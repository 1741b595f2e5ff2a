import type { SessionsReply } from '@herway/shared/contracts/dashboard';
import { listBookings } from '../../adapters/dynamo/booking-repo';
import { httpHandler } from '../../lib/http-handler';
import { sessionsNewestFirst } from '../../services/sessions';

/** GET /api/sessions/user (athlete): her sessions, newest first, from ONE Query of her BOOKING# items. */
export const handler = httpHandler('sessions/list-sessions', {}, async ({ user }) => {
  const reply: SessionsReply = sessionsNewestFirst(await listBookings(user.sub));
  return reply;
});
