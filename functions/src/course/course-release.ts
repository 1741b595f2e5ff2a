import { coursePacket } from '@herway/shared/catalog/course';
import { getCourseGrant, claimReleaseNotice, listAccounts, withdrawReleaseNotice } from './store/course-release-repo';
import type { Account } from './store/course-release-repo';
import { markModuleAnnounced, readCourse } from './store/course-repo';
import type { ModuleRecord } from './store/course-repo';
import { sendEmail } from '../mail/email';
import { config, siteOrigins } from '../kernel/config';
import { logger } from '../kernel/logger';
import { catalogModule, courseHasRelease, modulesToAnnounce } from './course';
import { moduleReleasedEmail } from './course-release-email';

// A module's release: the first one ends the Course Packet's pre-order (docs/decisions/course-pre-order.md), and
// each one is e-mailed once to every athlete who held the course when it opened. Run right after
// an admin releases a module now, and by the announce-course-releases job for a module released
// on a date; a run cut short is finished by the next one, and the notices make two runs at once
// e-mail each athlete once.

const courseId = coursePacket.courseId;

/** Whether any module of the course is released now: while none is, it is sold as a pre-order. */
export async function courseIsReleased(now = new Date()): Promise<boolean> {
  return courseHasRelease(await readCourse(courseId), now);
}

/** An athlete who held the course when the module opened (and still does) is told; a later buyer finds it open. */
export function waitsForRelease(grant: { isActive: boolean; grantedAt?: string } | undefined, releasedAt: string): boolean {
  return Boolean(grant?.isActive && grant.grantedAt && grant.grantedAt <= releasedAt);
}

async function notifyAthlete(account: Account, module: { number: number; title: string; releaseAt: string }, now: string): Promise<boolean> {
  if (!waitsForRelease(await getCourseGrant(account.id, courseId), module.releaseAt)) return false;
  if (!(await claimReleaseNotice(courseId, module.number, account.id, now))) return false;
  const settings = config();
  try {
    const outcome = await sendEmail(
      moduleReleasedEmail(account, module, { siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000', supportEmail: settings.SUPPORT_EMAIL }),
    );
    // A suppressed address keeps its claim: the module is on her dashboard, and it is not mailed later either.
    return outcome.status === 'sent';
  } catch (error) {
    await withdrawReleaseNotice(courseId, module.number, account.id);
    logger.error('Module release e-mail failed; the next release run sends it', { userId: account.id, moduleNumber: module.number, error: error as Error });
    return false;
  }
}

/** E-mails one released module to each athlete waiting for it; answers how many were e-mailed. */
export async function announceModule(module: Required<Pick<ModuleRecord, 'moduleNumber' | 'releaseAt'>>, now = new Date()): Promise<number> {
  const details = { number: module.moduleNumber, title: catalogModule(module.moduleNumber).title, releaseAt: module.releaseAt };
  let notified = 0;
  let cursor: string | undefined;
  do {
    const page = await listAccounts(cursor);
    for (const account of page.accounts) if (await notifyAthlete(account, details, now.toISOString())) notified += 1;
    cursor = page.nextCursor;
  } while (cursor);
  await markModuleAnnounced(courseId, module.moduleNumber, now.toISOString());
  if (notified > 0) logger.info('Module release e-mailed', { moduleNumber: module.moduleNumber, notified });
  return notified;
}

/** Announces every module whose date has come and whose e-mails have not all gone; answers how many e-mails went. */
export async function announceDueReleases(now = new Date()): Promise<number> {
  const course = await readCourse(courseId, { consistent: true });
  let notified = 0;
  for (const number of modulesToAnnounce(course, now)) {
    const module = course.modules.find((candidate) => candidate.moduleNumber === number);
    if (module?.releaseAt) notified += await announceModule({ moduleNumber: number, releaseAt: module.releaseAt }, now);
  }
  return notified;
}

/** announceDueReleases for an admin request: its failure is logged, never undoes what she released (the job finishes it). */
export async function announceAfterRelease(): Promise<void> {
  try {
    await announceDueReleases();
  } catch (error) {
    logger.error('Module release e-mails stopped; the announce job continues them', { error: error as Error });
  }
}
