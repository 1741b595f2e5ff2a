import { conflict, forbidden } from '../../kernel/http-errors';
import type { CertificateIssue } from '../certificate-service';
import type { CertificateRecord } from '../store/certificate-repo';
import { NO_ACCESS_MESSAGE } from '../entitlement';

/** Her certificate, or the refusal of GET /api/course/certificate and its PDF: 403 without the course, 409 with what is left. */
export function issuedCertificate(issue: CertificateIssue): CertificateRecord {
  if (issue.state === 'no-access') throw forbidden(NO_ACCESS_MESSAGE);
  if (issue.state === 'incomplete') throw conflict(issue.message);
  return issue.certificate;
}
