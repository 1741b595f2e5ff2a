import { coursePacket } from '@herway/shared/catalog/course';
import { getProfile } from '../accounts/store/user-repo';
import { Conflict } from '../kernel/domain-errors';
import { openCourseIds } from './entitlement';
import { readCourse } from './store/course-repo';
import { readCourseItemsOf } from './store/progress-repo';
import { readCertificate, writeCertificate } from './store/certificate-repo';
import type { CertificateRecord } from './store/certificate-repo';
import { certificateNames, courseCompletion, newCertificateCode } from './certificate';

// Issuing her certificate (docs/course-player.md#certificate): once, on the first request after she
// completed the course; every later request answers the same one until she withdraws it.

export type CertificateIssue = { state: 'issued'; certificate: CertificateRecord } | { state: 'no-access' } | { state: 'incomplete'; message: string };

/** Tries at a fresh code if one is taken (50 random bits: it never happens in practice). */
const CODE_TRIES = 3;

/**
 * Her certificate: the one she holds, or a new one if she has completed the course. Without an
 * open entitlement to the course, 'no-access' (checked first, as on every course route). Two
 * requests at once: both try to write with attribute_not_exists, one wins, the other answers it.
 */
export async function issueCertificate(sub: string, now: Date): Promise<CertificateIssue> {
  const [hers, course, held, profile] = await Promise.all([
    readCourseItemsOf(sub, { consistent: true }),
    readCourse(coursePacket.courseId),
    readCertificate(sub),
    getProfile(sub),
  ]);
  if (!openCourseIds(hers.entitlements, now).includes(coursePacket.courseId)) return { state: 'no-access' };
  if (held) return { state: 'issued', certificate: held };
  const completion = courseCompletion(course, hers.progress, now);
  if (completion.state === 'incomplete') return completion;
  for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
    const certificate: CertificateRecord = {
      code: newCertificateCode(),
      ...certificateNames(profile ?? {}),
      courseTitle: coursePacket.name,
      completedAt: completion.completedAt,
      issuedAt: now.toISOString(),
      nameShown: 'full',
      onCoachPage: false,
    };
    const written = await writeCertificate(sub, certificate);
    if (written === 'written') return { state: 'issued', certificate };
    const winner = written === 'exists' ? await readCertificate(sub) : undefined;
    if (winner) return { state: 'issued', certificate: winner };
  }
  throw new Conflict('Your certificate was being made in another window. Please try again.');
}
