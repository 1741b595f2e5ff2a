import type { MessageReply } from '@herway/shared/contracts/common';
import { REFRESH_COOKIE, clearedSessionCookies, readCookies } from '../../lib/cookies';
import { httpHandler, reply } from '../../lib/http-handler';
import { signOut } from '../../services/account-sessions';

/** POST /api/auth/logout: revokes the refresh token and clears both cookies; fine when already signed out. */
export const handler = httpHandler('auth/logout-user', {}, async ({ event }) => {
  await signOut(readCookies(event.cookies, event.headers.cookie)[REFRESH_COOKIE]);
  const answer: MessageReply = { message: 'Logged out' };
  return reply(200, answer, { cookies: clearedSessionCookies() });
});
