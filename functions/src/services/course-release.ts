import { coursePacket } from '@herway/shared/catalog/course';
import { listCourseMaterials } from '../adapters/dynamo/asset-repo';
import { claimReleaseNotice, getCourseGrant, listAccounts, markCourseReleased, withdrawReleaseNotice } from '../adapters/dynamo/course-release-repo';
import type { Account } from '../adapters/dynamo/course-release-repo';
import { sendEmail } from '../adapters/email';
import { config, siteOrigins } from '../lib/config';
import { logger } from '../lib/logger';
import { courseReleasedEmail } from './course-release-email';

// The Course Packet is a pre-order while none of its content is released (DESIGN §8); its buyers
// were promised an e-mail when content is released. Run after an admin releases course content
// (an upload confirmed, an asset switched on): the first run marks the release, and every run
// e-mails each owner who bought before it and was not e-mailed yet, so a run cut short is
// finished by the next one.

const courseId = coursePacket.courseId;

/** Whether the course has released content now: any active material of it. */
export async function courseIsReleased(): Promise<boolean> {
  return (await listCourseMaterials([courseId])).length > 0;
}

/** An owner who bought before the release (and still has it) is waiting for the e-mail; a later buyer saw it released. */
export function waitsForRelease(grant: { isActive: boolean; grantedAt?: string } | undefined, releasedAt: string): boolean {
  return Boolean(grant?.isActive && grant.grantedAt && grant.grantedAt <= releasedAt);
}

async function notifyOwner(account: Account, releasedAt: string, now: string): Promise<boolean> {
  if (!waitsForRelease(await getCourseGrant(account.id, courseId), releasedAt)) return false;
  if (!(await claimReleaseNotice(courseId, account.id, now))) return false;
  const settings = config();
  try {
    await sendEmail(courseReleasedEmail(account, { siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000', supportEmail: settings.SUPPORT_EMAIL }));
    return true;
  } catch (error) {
    await withdrawReleaseNotice(courseId, account.id);
    logger.error('Course release e-mail failed; the next release run sends it', { userId: account.id, error: error as Error });
    return false;
  }
}

/** E-mails the pre-order buyers once the course has released content; answers how many were e-mailed. */
export async function announceCourseRelease(now = new Date()): Promise<number> {
  if (!(await courseIsReleased())) return 0;
  const releasedAt = await markCourseReleased(courseId, now.toISOString());
  let notified = 0;
  let cursor: string | undefined;
  do {
    const page = await listAccounts(cursor);
    for (const account of page.accounts) {
      if (await notifyOwner(account, releasedAt, now.toISOString())) notified += 1;
    }
    cursor = page.nextCursor;
  } while (cursor);
  if (notified > 0) logger.info('Course release e-mailed to its pre-order buyers', { notified, releasedAt });
  return notified;
}

/** announceCourseRelease for an admin request: its failure is logged, never undoes what she released. */
export async function announceCourseReleaseAfter(released: { courseId: string; isActive: boolean }): Promise<void> {
  if (released.courseId !== courseId || !released.isActive) return;
  try {
    await announceCourseRelease();
  } catch (error) {
    logger.error('Course release e-mails stopped; the next release run continues them', { error: error as Error });
  }
}
