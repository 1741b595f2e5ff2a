import { messageReplySchema } from '@herway/shared/contracts/common';
import { REFRESH_COOKIE, clearedSessionCookies, readCookies } from '../../../kernel/cookies';
import { renewingHttpHandler, reply } from '../../renewing-http-handler';
import { endThisSession } from '../../session-ending';

/** POST /api/admin/logout (admins only): as POST /api/auth/logout. */
export const handler = renewingHttpHandler(
  { method: 'POST', path: '/api/admin/logout', handler: 'accounts/admin/logout-admin', auth: 'admin' },
  { reply: messageReplySchema },
  async ({ event, user }) => {
    await endThisSession(user, readCookies(event.cookies, event.headers.cookie)[REFRESH_COOKIE]);
    const answer = { message: 'Logged out' };
    return reply(200, answer, { cookies: clearedSessionCookies() });
  },
);
