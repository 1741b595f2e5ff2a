import { authReplySchema, registerBodySchema } from '@herway/shared/contracts/auth';
import { sessionCookies } from '../../kernel/cookies';
import { renewingHttpHandler, reply } from '../renewing-http-handler';
import { abuseLimits, enforceLimits, networkOf } from '../abuse-limits';
import { registerAccount } from '../account-sessions';
import { assertUncommonPassword } from '../common-passwords';

/**
 * POST /api/auth/register: creates an athlete's account or a parent's or guardian's (`accountType`,
 * athlete by default: her Cognito user in the `athlete` or `guardian` group and her profile) and
 * signs her in. 409 when the e-mail is taken, 400 for one of the most common
 * passwords (common-passwords.ts: nothing is created) or a password Cognito refuses.
 */
export const handler = renewingHttpHandler(
  { method: 'POST', path: '/api/auth/register', handler: 'accounts/register-user', auth: 'public' },
  { body: registerBodySchema, reply: authReplySchema },
  async ({ body, clientIp }) => {
    await enforceLimits([{ limit: abuseLimits.registerNetwork, subject: networkOf(clientIp) }]);
    assertUncommonPassword(body.password);
    const { tokens, user } = await registerAccount({
      accountType: body.accountType,
      email: body.email,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.profileImageUrl ? { profileImageUrl: body.profileImageUrl } : {}),
    });
    const answer = { user, message: 'Account created' };
    return reply(201, answer, { cookies: sessionCookies(tokens) });
  },
);
