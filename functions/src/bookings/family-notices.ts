import { getProfile } from '../accounts/store/user-repo';
import { linkedGuardiansOf } from '../family/family-links';
import { config, siteOrigins } from '../kernel/config';
import { escapeHtml } from '../kernel/html-text';
import { logger } from '../kernel/logger';
import type { EmailMessage } from '../mail/email';
import { sendEmail } from '../mail/email';
import { sessionWhen } from './session-emails';
import type { BookingRecord } from './store/booking-repo';

// What a linked parent or guardian is told of her athlete's sessions (docs/family.md): a session
// booked, a session cancelled, and the reminder the day before (sent beside hers by the reminder
// job). Best effort: a guardian's e-mail that fails is logged and never undoes or repeats the
// athlete's own record or message.

export type FamilySessionChange = 'booked' | 'cancelled' | 'reminder';

type NoticeBooking = Pick<BookingRecord, 'id' | 'userId' | 'mentorName' | 'sessionDate' | 'timeZone' | 'sessionDuration'>;

const SUBJECTS: Record<FamilySessionChange, (name: string) => string> = {
  booked: (name) => `${name} booked a HerWay session`,
  cancelled: (name) => `${name}'s HerWay session was cancelled`,
  reminder: (name) => `Reminder: ${name}'s HerWay session is tomorrow`,
};

const LEADS: Record<FamilySessionChange, (name: string, session: string) => string> = {
  booked: (name, session) => `${name} booked a mentorship session: ${session}.`,
  cancelled: (name, session) => `${name}'s mentorship session of ${session} was cancelled.`,
  reminder: (name, session) => `${name}'s mentorship session is tomorrow: ${session}.`,
};

/** One guardian's notice of one session change. Pure. */
export function familySessionEmail(
  booking: NoticeBooking,
  change: FamilySessionChange,
  recipient: { email: string; firstName: string },
  athleteName: string,
  links: { siteOrigin: string; supportEmail: string },
): EmailMessage {
  const session = `${sessionWhen(booking)}${booking.mentorName ? ` with ${booking.mentorName}` : ''} (${booking.sessionDuration} minutes)`;
  const lines = [
    LEADS[change](athleteName, session),
    `${athleteName} books, moves and cancels her own sessions. Her sessions and progress: ${links.siteOrigin}/family/athletes/${booking.userId}`,
    `You get this because you are linked to ${athleteName}'s HerWay account; either of you can end the link on the family page.`,
  ];
  const greeting = recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,';
  return {
    kind: 'family-session',
    to: recipient.email,
    replyTo: links.supportEmail,
    subject: SUBJECTS[change](athleteName),
    text: [greeting, '', ...lines.flatMap((line) => [line, '']), 'The HerWay team'].join('\n'),
    html: [greeting, ...lines, 'The HerWay team'].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/** Tells each parent or guardian linked to her of a session change; answers how many were e-mailed. */
export async function tellFamilyOfSession(booking: NoticeBooking, change: FamilySessionChange): Promise<number> {
  try {
    const guardians = await linkedGuardiansOf(booking.userId);
    if (guardians.length === 0) return 0;
    const athlete = await getProfile(booking.userId);
    const athleteName = athlete?.firstName?.trim() || 'Your athlete';
    const settings = config();
    const links = { siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000', supportEmail: settings.SUPPORT_EMAIL };
    let sent = 0;
    for (const guardian of guardians) {
      const outcome = await sendEmail(familySessionEmail(booking, change, guardian, athleteName, links));
      if (outcome.status === 'sent') sent += 1;
    }
    return sent;
  } catch (error) {
    logger.error('A family session notice could not be sent', { bookingId: booking.id, change, error: error as Error });
    return 0;
  }
}
