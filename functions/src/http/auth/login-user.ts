import { loginBodySchema } from '@herway/shared/contracts/auth';
import type { AuthReply } from '@herway/shared/contracts/auth';
import { sessionCookies } from '../../lib/cookies';
import { httpHandler, reply } from '../../lib/http-handler';
import { signInUser } from '../../services/account-sessions';

/** POST /api/auth/login: a wrong e-mail or password is one 401 'Invalid email or password'. */
export const handler = httpHandler('auth/login-user', { body: loginBodySchema }, async ({ body }) => {
  const { tokens, user } = await signInUser(body.email, body.password);
  const answer: AuthReply = { user, message: 'Successfully logged in to your account.' };
  return reply(200, answer, { cookies: sessionCookies(tokens) });
});
