import { loginBodySchema } from '@herway/shared/contracts/auth';
import type { AuthReply } from '@herway/shared/contracts/auth';
import { sessionCookies } from '../../lib/cookies';
import { httpHandler, reply } from '../../lib/http-handler';
import { isRefusedSignIn, loginFailureLimits, limitFailures } from '../../services/abuse-limits';
import { signInUser } from '../../services/account-sessions';

/**
 * POST /api/auth/login: a wrong e-mail or password is one 401 'Invalid email or password'; after
 * too many of them for the account or the network, a 429 with Retry-After.
 */
export const handler = httpHandler('auth/login-user', { body: loginBodySchema }, async ({ body, clientIp }) => {
  const { tokens, user } = await limitFailures(loginFailureLimits(body.email, clientIp), () => signInUser(body.email, body.password), isRefusedSignIn);
  const answer: AuthReply = { user, message: 'Successfully logged in to your account.' };
  return reply(200, answer, { cookies: sessionCookies(tokens) });
});
