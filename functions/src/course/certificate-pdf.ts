import { onePagePdf } from '../kernel/pdf';
import type { CertificateRecord } from './store/certificate-repo';
import { shownName } from './certificate';

// Her certificate of completion as a one-page PDF (docs/course-player.md#certificate), with our own
// small PDF writer (kernel/pdf.ts): her name as she chose it to read, the course, the date, the code and where to check it.

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'November 29, 2026' for an ISO time (UTC, so the date does not move with the server's zone). */
export const certificateDate = (iso: string): string => dateFormat.format(new Date(iso));

/** The certificate as a PDF; `siteOrigin` makes the verify address whole. */
export function certificatePdf(certificate: CertificateRecord, options: { siteOrigin: string }): Uint8Array {
  const verifyUrl = `${options.siteOrigin}/verify/${certificate.code}`;
  return onePagePdf([
    { text: 'HerWay', x: 72, y: 700, size: 22, bold: true },
    { text: 'Certificate of Completion', x: 72, y: 640, size: 26, bold: true },
    { text: 'This certifies that', x: 72, y: 590, size: 13 },
    { text: shownName(certificate), x: 72, y: 555, size: 24, bold: true },
    { text: 'has completed every lesson of', x: 72, y: 515, size: 13 },
    { text: certificate.courseTitle, x: 72, y: 485, size: 18, bold: true },
    { text: `Completed on ${certificateDate(certificate.completedAt)}`, x: 72, y: 445, size: 13 },
    { text: `Verification code: ${certificate.code}`, x: 72, y: 170, size: 11, bold: true },
    { text: `Check this certificate at ${verifyUrl}`, x: 72, y: 152, size: 11 },
    { text: 'HerWay: Her Process, Her Future, HerWay', x: 72, y: 104, size: 10 },
  ]);
}
