import { resetPasswordBodySchema } from '@herway/shared/contracts/auth';
import type { MessageReply } from '@herway/shared/contracts/common';
import { confirmPasswordReset } from '../../adapters/identity';
import { httpHandler } from '../../lib/http-handler';

/** POST /api/auth/reset-password: the e-mailed code and a new password; a wrong or expired code is a 400. */
export const handler = httpHandler('auth/confirm-password-reset', { body: resetPasswordBodySchema }, async ({ body }) => {
  await confirmPasswordReset(body.email, body.code, body.password);
  const answer: MessageReply = { message: 'Your password has been reset. Sign in with your new password.' };
  return answer;
});
