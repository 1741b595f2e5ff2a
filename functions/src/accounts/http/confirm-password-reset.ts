import { messageReplySchema } from '@herway/shared/contracts/common';
import { resetPasswordBodySchema } from '@herway/shared/contracts/auth';
import { confirmPasswordReset } from '../identity';
import { renewingHttpHandler } from '../renewing-http-handler';
import { abuseLimits, isRefusedCode, limitFailures, networkOf } from '../abuse-limits';
import { assertUncommonPassword } from '../common-passwords';
import { endAllSessionsOf } from '../session-ending';

/**
 * POST /api/auth/reset-password: the e-mailed code and a new password; a wrong or expired code is
 * a 400, and so is one of the most common passwords (checked first: the code is not used up, and
 * nothing counts as a wrong code). Every session opened with the old password ends (someone who
 * knew it is signed out).
 */
export const handler = renewingHttpHandler(
  { method: 'POST', path: '/api/auth/reset-password', handler: 'accounts/confirm-password-reset', auth: 'public' },
  { body: resetPasswordBodySchema, reply: messageReplySchema },
  async ({ body, clientIp }) => {
    const limits = [
      { limit: abuseLimits.resetCodeFailuresNetwork, subject: networkOf(clientIp) },
      { limit: abuseLimits.resetCodeFailuresAccount, subject: body.email },
    ];
    assertUncommonPassword(body.password);
    await limitFailures(limits, () => confirmPasswordReset(body.email, body.code, body.password), isRefusedCode);
    await endAllSessionsOf(body.email);
    return { message: 'Your password has been reset. Sign in with your new password.' };
  },
);
