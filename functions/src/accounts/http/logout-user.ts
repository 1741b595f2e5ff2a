import { messageReplySchema } from '@herway/shared/contracts/common';
import { REFRESH_COOKIE, clearedSessionCookies, readCookies } from '../../kernel/cookies';
import { renewingHttpHandler, reply } from '../renewing-http-handler';
import { endThisSession } from '../session-ending';

/**
 * POST /api/auth/logout: revokes this browser's access token (a copied cookie stops working) and
 * refresh token, and clears both cookies; fine when already signed out.
 */
export const handler = renewingHttpHandler(
  { method: 'POST', path: '/api/auth/logout', handler: 'accounts/logout-user', auth: 'public' },
  { reply: messageReplySchema },
  async ({ event, user }) => {
    await endThisSession(user, readCookies(event.cookies, event.headers.cookie)[REFRESH_COOKIE]);
    const answer = { message: 'Logged out' };
    return reply(200, answer, { cookies: clearedSessionCookies() });
  },
);
