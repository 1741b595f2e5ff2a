import { logger } from '../../kernel/logger';
import { announceDueReleases } from '../course-release';

/**
 * Scheduled every 10 minutes (EventBridge Scheduler): e-mails the modules released on a date once
 * their date has come, each athlete once (course/course-release.ts). A module released now is
 * e-mailed by the admin's request itself; this finishes a run cut short too.
 */
export async function handler(): Promise<{ notified: number }> {
  const notified = await announceDueReleases(new Date());
  logger.info('Due module releases announced', { notified });
  return { notified };
}
