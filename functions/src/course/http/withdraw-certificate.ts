import { successReplySchema } from '@herway/shared/contracts/common';
import { notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { deleteCertificateOf } from '../store/certificate-repo';

/**
 * DELETE /api/course/certificate (athlete): withdraws her certificate; its code's check answers 404
 * from then on. Only her own (there is no code in the request); she may get a new one (a new code)
 * later. Allowed without the course too: withdrawing only removes.
 */
export const handler = httpHandler(
  { method: 'DELETE', path: '/api/course/certificate', handler: 'course/withdraw-certificate', auth: 'athlete' },
  { reply: successReplySchema },
  async ({ user }) => {
    if (!(await deleteCertificateOf(user.sub))) throw notFound('You have no certificate to withdraw.');
    return { success: true as const };
  },
);
