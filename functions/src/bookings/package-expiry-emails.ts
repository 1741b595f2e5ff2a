import { expiryDayFormat, sessionsCount } from '@herway/shared/package-ledger';
import { escapeHtml } from '../kernel/html-text';
import type { EmailMessage } from '../mail/email';
import type { MentorshipPackageRecord } from './store/package-repo';

// The reminder that a package's sessions expire soon (docs/sessions-and-reminders.md): to her, and
// to each parent or guardian linked to her. Pure.

/** Packages with a session left are reminded this long before their access ends. */
export const EXPIRY_REMINDER_DAYS = 14;

type ExpiringPackage = Pick<MentorshipPackageRecord, 'userId' | 'packageType' | 'sessionsRemaining'> & { accessExpiresAt: string };

export interface ExpiryRecipient {
  email: string;
  firstName: string;
  /** Her own reminder, or a linked guardian's about her. */
  role: 'athlete' | 'guardian';
}

const label = (packageType: string) => `${packageType.charAt(0).toUpperCase()}${packageType.slice(1)}`;

/** '2 sessions left on your Growth package: they expire on May 1, 2027' (a guardian reads her name). */
export function expiryReminderEmail(
  pkg: ExpiringPackage,
  recipient: ExpiryRecipient,
  athleteName: string,
  links: { siteOrigin: string; supportEmail: string },
): EmailMessage {
  const left = sessionsCount(pkg.sessionsRemaining);
  const they = pkg.sessionsRemaining === 1 ? 'it expires' : 'they expire';
  const day = expiryDayFormat.format(new Date(pkg.accessExpiresAt));
  const whose = recipient.role === 'athlete' ? 'your' : `${athleteName}'s`;
  const sessions = `${links.siteOrigin.replace(/\/$/, '')}/sessions`;
  const paragraphs = [
    recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
    `${left} left on ${whose} ${label(pkg.packageType)} package: ${they} on ${day}.`,
    recipient.role === 'athlete'
      ? `Book ${pkg.sessionsRemaining === 1 ? 'it' : 'them'} before then on your sessions page: ${sessions}`
      : `${athleteName} books her sessions herself, on her sessions page (${sessions}).`,
    `Sessions not booked by then can no longer be booked. If you need more time, reply to this e-mail or write to ${links.supportEmail}.`,
    'The HerWay team',
  ];
  return {
    kind: 'package-expiry',
    to: recipient.email,
    replyTo: links.supportEmail,
    subject: `${left} left on ${whose} ${label(pkg.packageType)} package: ${they} on ${day}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
