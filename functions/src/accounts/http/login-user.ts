import { loginBodySchema } from '@herway/shared/contracts/auth';
import { loginReplySchema } from '@herway/shared/contracts/mfa';
import { sessionCookies } from '../../kernel/cookies';
import { renewingHttpHandler, reply } from '../renewing-http-handler';
import { secondFactorStep } from '../second-factor-step';
import { isRefusedSignIn, loginFailureLimits, limitFailures } from '../abuse-limits';
import { signInUser } from '../account-sessions';

/**
 * POST /api/auth/login: a wrong e-mail or password is one 401 'Invalid email or password'; after
 * too many of them for the account or the network, a 429 with Retry-After. An admin signing in
 * here gets her TOTP step, as at /api/admin/login; an athlete is never asked for one.
 */
export const handler = renewingHttpHandler(
  { method: 'POST', path: '/api/auth/login', handler: 'accounts/login-user', auth: 'public' },
  { body: loginBodySchema, reply: loginReplySchema },
  async ({ body, clientIp }) => {
    const signedIn = await limitFailures(loginFailureLimits(body.email, clientIp), () => signInUser(body.email, body.password), isRefusedSignIn);
    if (signedIn.user.isAdmin) {
      const { answer, cookies } = await secondFactorStep(signedIn);
      return reply(200, answer, { cookies });
    }
    const answer = { user: signedIn.user, message: 'Successfully logged in to your account.' };
    return reply(200, answer, { cookies: sessionCookies(signedIn.tokens) });
  },
);
