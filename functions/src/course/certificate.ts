import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_LENGTH } from '@herway/shared/contracts/certificate';
import type { CertificateReply } from '@herway/shared/contracts/certificate';
import type { CertificateRecord } from './store/certificate-repo';
import type { CourseRecord } from './store/course-repo';
import type { ProgressRecord } from './store/progress-repo';
import { playerCourse } from './course';

// The certificate's rules (docs/course-player.md#certificate), pure: when the course is complete,
// what is left before, the name it shows and its code. No AWS; the clock is always given.

export type CourseCompletion = { state: 'complete'; completedAt: string } | { state: 'incomplete'; message: string };

/** How many lessons the "what is left" sentence names. */
const NAMED_LESSONS = 3;

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "3 lessons left: A, B and C." or "5 lessons left: A, B, C and 2 more." */
function lessonsLeftSentence(titles: string[]): string {
  const named = titles.slice(0, NAMED_LESSONS);
  const more = titles.length - named.length;
  return `${plural(titles.length, 'lesson')} left: ${listed(more > 0 ? [...named, `${more} more`] : named)}.`;
}

/**
 * Whether she has completed the course: every one of the nine modules released, each with at least
 * one lesson, and every lesson of every module completed. A module not released yet cannot be
 * completed, so the certificate waits for it. Complete: the date of her last lesson completion.
 */
export function courseCompletion(course: CourseRecord, progress: readonly ProgressRecord[], now: Date): CourseCompletion {
  const { modules } = playerCourse(course, progress, now);
  const waiting = modules.filter((module) => module.state !== 'released' || module.lessons.length === 0).map((module) => `Module ${module.number}`);
  const left = modules.flatMap((module) => module.lessons.filter((lesson) => !lesson.progress.completed).map((lesson) => lesson.title));
  if (waiting.length === 0 && left.length === 0) {
    const lessonIds = new Set(modules.flatMap((module) => module.lessons.map((lesson) => lesson.assetId)));
    const dates = progress.filter((record) => lessonIds.has(record.assetId)).map((record) => record.completedAt ?? record.updatedAt);
    return { state: 'complete', completedAt: dates.sort().at(-1) ?? now.toISOString() };
  }
  const sentences = [
    ...(left.length > 0 ? [lessonsLeftSentence(left)] : []),
    ...(waiting.length > 0 ? [`${listed(waiting)} ${waiting.length === 1 ? 'is' : 'are'} not open yet: your certificate waits for the whole course.`] : []),
  ];
  return { state: 'incomplete', message: sentences.join(' ') };
}

/** Her name as the certificate shows it (first and last name from her profile) and what the public check shows. */
export function certificateNames(profile: { firstName?: string | undefined; lastName?: string | undefined }): {
  displayName: string;
  firstName: string;
  lastInitial: string;
} {
  const firstName = profile.firstName?.trim() ?? '';
  const lastName = profile.lastName?.trim() ?? '';
  const lastInitial = lastName ? `${[...lastName][0]?.toUpperCase()}.` : '';
  return { displayName: [firstName, lastName].filter(Boolean).join(' '), firstName, lastInitial };
}

/** Her name as her certificate reads now: in full, or her first name and last initial (her full name when she gave no first name). */
export function shownName(certificate: { displayName: string; firstName: string; lastInitial: string; nameShown: 'full' | 'initial' }): string {
  if (certificate.nameShown === 'full' || !certificate.firstName) return certificate.displayName;
  return [certificate.firstName, certificate.lastInitial].filter(Boolean).join(' ');
}

/** Where her certificate's PDF is answered. */
export const CERTIFICATE_PDF_PATH = '/api/course/certificate/pdf';

/** Her certificate as the API answers it (GET and PATCH /api/course/certificate, and her dashboard). */
export const certificateReply = (certificate: CertificateRecord): CertificateReply => ({
  code: certificate.code,
  courseTitle: certificate.courseTitle,
  completedAt: certificate.completedAt,
  displayName: shownName(certificate),
  nameShown: certificate.nameShown,
  onCoachPage: certificate.onCoachPage,
  pdfPath: CERTIFICATE_PDF_PATH,
  verifyPath: `/verify/${certificate.code}`,
});

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new random code: 10 base32 characters, 50 bits from the system's secure random source. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  // Each byte's low 5 bits: 256 is a multiple of 32, so every character is equally likely.
  return Array.from(bytes, (byte) => BASE32[byte & 31]).join('');
}
