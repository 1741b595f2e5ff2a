import { messageReplySchema } from '@herway/shared/contracts/common';
import { resetPasswordBodySchema } from '@herway/shared/contracts/auth';
import { confirmPasswordReset } from '../../adapters/identity';
import { renewingHttpHandler } from '../../lib/renewing-http-handler';
import { abuseLimits, isRefusedCode, limitFailures, networkOf } from '../../services/abuse-limits';
import { endAllSessionsOf } from '../../services/session-ending';

/**
 * POST /api/auth/reset-password: the e-mailed code and a new password; a wrong or expired code is
 * a 400. Every session opened with the old password ends (someone who knew it is signed out).
 */
export const handler = renewingHttpHandler(
  'auth/confirm-password-reset',
  { body: resetPasswordBodySchema, reply: messageReplySchema },
  async ({ body, clientIp }) => {
    const limits = [
      { limit: abuseLimits.resetCodeFailuresNetwork, subject: networkOf(clientIp) },
      { limit: abuseLimits.resetCodeFailuresAccount, subject: body.email },
    ];
    await limitFailures(limits, () => confirmPasswordReset(body.email, body.code, body.password), isRefusedCode);
    await endAllSessionsOf(body.email);
    return { message: 'Your password has been reset. Sign in with your new password.' };
  },
);
