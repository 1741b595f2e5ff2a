import { getBooking } from '../store/booking-repo';
import { claimSessionMessage, releaseSessionMessageClaim } from '../store/booking-messages-repo';
import { getProfile } from '../../accounts/store/user-repo';
import { sendEmail } from '../../mail/email';
import { config, siteOrigins } from '../../kernel/config';
import { logger } from '../../kernel/logger';
import { sessionNudgeEmail, sessionReminderEmail } from '../session-emails';
import { sessionMessageSchema } from '../store/session-message';
import { reasonNotToSend } from '../session-reminders';
import { tellFamilyOfSession } from '../family-notices';

export type SendOutcome = 'sent' | 'skipped';

/**
 * Invoked by a booking's one-time EventBridge Scheduler schedule (bookings/session-schedules.ts):
 * sends her reminder 24 hours before the session (and to her linked parents or guardians:
 * family-notices.ts), or the nudge to mark it complete after it.
 * A booking cancelled, rescheduled or completed since gets nothing; a second invocation of the
 * same schedule sends nothing (a claim on the booking); a failed e-mail throws so Scheduler retries;
 * an address that bounced or complained before is not mailed (mail/email.ts).
 */
export async function handler(event: unknown): Promise<{ outcome: SendOutcome; reason?: string }> {
  const message = sessionMessageSchema.parse(event);
  const booking = await getBooking(message.userId, message.bookingId);
  const reason = reasonNotToSend(message, booking);
  const profile = reason ? undefined : await getProfile(message.userId);
  if (reason || !booking || !profile) {
    const why = reason ?? 'her account no longer exists';
    logger.info('Session message not sent', { kind: message.kind, bookingId: message.bookingId, reason: why });
    return { outcome: 'skipped', reason: why };
  }
  const claimedAt = new Date().toISOString();
  if (!(await claimSessionMessage(message.userId, message.bookingId, message.kind, message.sessionDate, claimedAt))) {
    return { outcome: 'skipped', reason: 'it was sent already, or the booking changed' };
  }
  const settings = config();
  const options = {
    to: profile.email,
    firstName: profile.firstName,
    siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000',
    supportEmail: settings.SUPPORT_EMAIL,
  };
  let sent;
  try {
    sent = await sendEmail(message.kind === 'reminder' ? sessionReminderEmail(booking, options) : sessionNudgeEmail(booking, options));
  } catch (error) {
    await releaseSessionMessageClaim(message.userId, message.bookingId, message.kind, claimedAt);
    throw error;
  }
  // Her linked parents or guardians get the reminder too (not the nudge: completing is hers), once, beside hers.
  const familyNotified = message.kind === 'reminder' ? await tellFamilyOfSession(booking, 'reminder') : 0;
  if (sent.status === 'suppressed') return { outcome: 'skipped', reason: 'her address is suppressed (it bounced, or she complained)' };
  logger.info('Session message sent', { kind: message.kind, bookingId: message.bookingId, familyNotified });
  return { outcome: 'sent' };
}
