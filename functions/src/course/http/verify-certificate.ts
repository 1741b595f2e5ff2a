import { certificatePathSchema, publicCertificateReplySchema } from '@herway/shared/contracts/certificate';
import { notFound } from '../../kernel/http-errors';
import { httpHandler, reply } from '../../kernel/http-handler';
import { readCertificateLookup } from '../store/certificate-repo';

export const CERTIFICATE_NOT_FOUND = 'We could not find this certificate.';

/**
 * GET /api/certificates/{code} (public): confirms a certificate for whoever holds its code (the
 * /verify/<code> page): her first name, last initial, the course and the date, nothing else of
 * her. An unknown or withdrawn code is 404. Never for search engines.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/certificates/{code}', handler: 'course/verify-certificate', auth: 'public' },
  { path: certificatePathSchema, reply: publicCertificateReplySchema },
  async ({ path }) => {
    const found = await readCertificateLookup(path.code.toUpperCase());
    if (!found) throw notFound(CERTIFICATE_NOT_FOUND);
    return reply(200, found, { headers: { 'X-Robots-Tag': 'noindex, nofollow' } });
  },
);
