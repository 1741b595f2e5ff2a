import { config, siteOrigins } from '../../kernel/config';
import { httpHandler, reply } from '../../kernel/http-handler';
import { certificatePdf } from '../certificate-pdf';
import { issueCertificate } from '../certificate-service';
import { issuedCertificate } from './certificate-reply';

/**
 * GET /api/course/certificate/pdf (athlete): her certificate as a PDF to keep (her name, the course,
 * the date, the code and the address that confirms it). The same rules as GET /api/course/certificate.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/course/certificate/pdf', handler: 'course/get-certificate-pdf', auth: 'athlete' },
  {},
  async ({ user }) => {
    const certificate = issuedCertificate(await issueCertificate(user.sub, new Date()));
    const [siteOrigin = ''] = siteOrigins(config());
    return reply(200, certificatePdf(certificate, { siteOrigin }), {
      raw: true,
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="HerWay-certificate-${certificate.code}.pdf"` },
    });
  },
);
