import { messageReplySchema } from '@herway/shared/contracts/common';
import { forgotPasswordBodySchema } from '@herway/shared/contracts/auth';
import { requestPasswordReset } from '../identity';
import { renewingHttpHandler } from '../renewing-http-handler';
import { abuseLimits, enforceLimits, networkOf } from '../abuse-limits';

/**
 * POST /api/auth/forgot-password: Cognito e-mails a 6-digit code. The answer is the same whether
 * or not an account exists for the address, so the form cannot be used to find accounts.
 */
export const handler = renewingHttpHandler(
  { method: 'POST', path: '/api/auth/forgot-password', handler: 'accounts/request-password-reset', auth: 'public' },
  { body: forgotPasswordBodySchema, reply: messageReplySchema },
  async ({ body, clientIp }) => {
    // Counted for any address, known or not: the limit tells nothing about accounts.
    await enforceLimits([
      { limit: abuseLimits.resetRequestNetwork, subject: networkOf(clientIp) },
      { limit: abuseLimits.resetRequestAccount, subject: body.email },
    ]);
    await requestPasswordReset(body.email);
    return { message: 'If an account exists for that email, we sent a 6-digit code to reset your password.' };
  },
);
