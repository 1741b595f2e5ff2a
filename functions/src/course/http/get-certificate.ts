import { certificateReplySchema } from '@herway/shared/contracts/certificate';
import { httpHandler } from '../../kernel/http-handler';
import { issueCertificate } from '../certificate-service';
import { certificateReply } from '../certificate';
import { issuedCertificate } from './certificate-reply';

/**
 * GET /api/course/certificate (athlete): her certificate of completion, issued by the first request
 * after she completed every lesson of every module, the same one afterwards. Before: 409 saying
 * what is left; without the course: the same 403 as every course route.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/course/certificate', handler: 'course/get-certificate', auth: 'athlete' },
  { reply: certificateReplySchema },
  async ({ user }) => certificateReply(issuedCertificate(await issueCertificate(user.sub, new Date()))),
);
