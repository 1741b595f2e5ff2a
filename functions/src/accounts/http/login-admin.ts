import { adminLoginBodySchema } from '@herway/shared/contracts/admin';
import { mfaRequiredReplySchema } from '@herway/shared/contracts/mfa';
import { renewingHttpHandler, reply } from '../renewing-http-handler';
import { secondFactorStep } from '../second-factor-step';
import { isRefusedSignIn, loginFailureLimits, limitFailures } from '../abuse-limits';
import { signInAdmin } from '../account-sessions';

/**
 * POST /api/admin/login: the password step of a member of the `admin` group. A wrong e-mail, a
 * wrong password and a user who is not an admin all get the same 401 'Invalid credentials'. The
 * right password signs nobody in yet: the answer is her TOTP step (POST /api/auth/mfa finishes it).
 */
export const handler = renewingHttpHandler(
  { method: 'POST', path: '/api/admin/login', handler: 'accounts/login-admin', auth: 'public' },
  { body: adminLoginBodySchema, reply: mfaRequiredReplySchema },
  async ({ body, clientIp }) => {
    const signedIn = await limitFailures(loginFailureLimits(body.email, clientIp), () => signInAdmin(body.email, body.password), isRefusedSignIn);
    const { answer, cookies } = await secondFactorStep(signedIn);
    return reply(200, answer, { cookies });
  },
);
