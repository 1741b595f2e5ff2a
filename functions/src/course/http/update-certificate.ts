import { certificateReplySchema, updateCertificateBodySchema } from '@herway/shared/contracts/certificate';
import { notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { updateCertificateSettings } from '../store/certificate-repo';
import { certificateReply } from '../certificate';

/**
 * PATCH /api/course/certificate (athlete): how her name reads on her certificate (in full, or first
 * name and last initial) and whether the coach page her share links open shows it. Only her own
 * (there is no code in the request); like withdrawing, it needs no open course: it changes nothing
 * she is given. 404 when she holds none.
 */
export const handler = httpHandler(
  { method: 'PATCH', path: '/api/course/certificate', handler: 'course/update-certificate', auth: 'athlete' },
  { body: updateCertificateBodySchema, reply: certificateReplySchema },
  async ({ user, body }) => {
    const certificate = await updateCertificateSettings(user.sub, body);
    if (!certificate) throw notFound('You have no certificate yet: finish the course, then get it from your dashboard.');
    return certificateReply(certificate);
  },
);
