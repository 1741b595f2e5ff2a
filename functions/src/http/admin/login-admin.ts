import { adminLoginBodySchema } from '@herway/shared/contracts/admin';
import type { SuccessReply } from '@herway/shared/contracts/common';
import { sessionCookies } from '../../lib/cookies';
import { httpHandler, reply } from '../../lib/http-handler';
import { isRefusedSignIn, loginFailureLimits, limitFailures } from '../../services/abuse-limits';
import { signInAdmin } from '../../services/account-sessions';

/**
 * POST /api/admin/login: signs in a member of the `admin` group. A wrong e-mail, a wrong password
 * and a user who is not an admin all get the same 401 'Invalid credentials'.
 */
export const handler = httpHandler('admin/login-admin', { body: adminLoginBodySchema }, async ({ body, clientIp }) => {
  const { tokens } = await limitFailures(loginFailureLimits(body.email, clientIp), () => signInAdmin(body.email, body.password), isRefusedSignIn);
  const answer: SuccessReply = { success: true, message: 'Admin Login Successful' };
  return reply(200, answer, { cookies: sessionCookies(tokens) });
});
