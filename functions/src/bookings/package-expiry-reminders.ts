import { getProfile } from '../accounts/store/user-repo';
import { linkedGuardiansOf } from '../family/family-links';
import { config, siteOrigins } from '../kernel/config';
import { logger } from '../kernel/logger';
import { sendEmail } from '../mail/email';
import { EXPIRY_REMINDER_DAYS, expiryReminderEmail } from './package-expiry-emails';
import type { ExpiryRecipient } from './package-expiry-emails';
import { claimExpiryReminder, packagesExpiringBetween, releaseExpiryReminder } from './store/package-expiry-repo';
import type { MentorshipPackageRecord } from './store/package-repo';

// The daily expiry reminder (docs/sessions-and-reminders.md): every active package with a session
// left whose access ends within 14 days is reminded once, to her and to each linked parent or
// guardian. The claim comes first (one conditional write: two runs at once send one e-mail); if her
// own e-mail fails, the claim is given back and the next run tries again.

export interface ExpiryReminderReport {
  reminded: string[];
  failed: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends one package's reminders; her own must go, a guardian's failing is logged. */
async function remind(record: MentorshipPackageRecord & { accessExpiresAt: string }): Promise<void> {
  const settings = config();
  const links = { siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000', supportEmail: settings.SUPPORT_EMAIL };
  const profile = await getProfile(record.userId);
  if (!profile?.email || profile.deletionBegunAt) return;
  const athleteName = profile.firstName || 'Your athlete';
  await sendEmail(expiryReminderEmail(record, { email: profile.email, firstName: profile.firstName ?? '', role: 'athlete' }, athleteName, links));
  for (const guardian of await linkedGuardiansOf(record.userId)) {
    const recipient: ExpiryRecipient = { email: guardian.email, firstName: guardian.firstName, role: 'guardian' };
    try {
      await sendEmail(expiryReminderEmail(record, recipient, athleteName, links));
    } catch (error) {
      logger.error("A guardian's expiry reminder failed; hers went", { packageId: record.id, guardianId: guardian.id, error: error as Error });
    }
  }
}

/** Reminds every package expiring in (now, now + 14 days] that has a session left and no reminder yet. */
export async function remindExpiringPackages(now: Date): Promise<ExpiryReminderReport> {
  const report: ExpiryReminderReport = { reminded: [], failed: [] };
  const expiring = await packagesExpiringBetween(now, new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS));
  for (const record of expiring) {
    const { accessExpiresAt } = record;
    if (!accessExpiresAt || record.status !== 'active' || record.sessionsRemaining === 0) continue;
    if (!(await claimExpiryReminder(record, now))) continue;
    try {
      await remind({ ...record, accessExpiresAt });
      report.reminded.push(record.id);
    } catch (error) {
      logger.error('Expiry reminder failed: the package stays on the list for the next run', { packageId: record.id, error: error as Error });
      await releaseExpiryReminder(record);
      report.failed.push(record.id);
    }
  }
  return report;
}
