import type { MessageReply } from '@herway/shared/contracts/common';
import { REFRESH_COOKIE, clearedSessionCookies, readCookies } from '../../lib/cookies';
import { httpHandler, reply } from '../../lib/http-handler';
import { endThisSession } from '../../services/session-ending';

/** POST /api/admin/logout (admins only): as POST /api/auth/logout. */
export const handler = httpHandler('admin/logout-admin', {}, async ({ event, user }) => {
  await endThisSession(user, readCookies(event.cookies, event.headers.cookie)[REFRESH_COOKIE]);
  const answer: MessageReply = { message: 'Logged out' };
  return reply(200, answer, { cookies: clearedSessionCookies() });
});
