import type { EmailMessage } from '../mail/email';
import { sendEmail } from '../mail/email';
import { escapeHtml } from '../kernel/html-text';
import { logger } from '../kernel/logger';

// What an admin is told when her second factor changes: the first password sign-in to enrol an
// authenticator wins, so she must hear of it (and of a reset) even when it was not her.

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const IF_NOT_YOU =
  "If this wasn't you, tell the other founders at once: another admin can reset your authenticator in /admin, and you should change your password.";

/** One notice: a greeting, its lines, the signature, as text and as HTML. */
function securityNotice(to: string, subject: string, lines: readonly string[]): EmailMessage {
  return {
    kind: 'admin-security',
    to,
    subject,
    text: ['Hi,', '', ...lines, '', 'The HerWay team'].join('\n'),
    html: ['<p>Hi,</p>', ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), '<p>The HerWay team</p>'].join(''),
  };
}

/** She set up an authenticator app (her first sign-in with a code). */
export function authenticatorEnrolledEmail(to: string, at: Date): EmailMessage {
  return securityNotice(to, 'Your HerWay admin sign-in now uses an authenticator app', [
    `An authenticator app was set up for your HerWay admin account on ${when(at)}.`,
    'From now on you sign in with your password and a 6-digit code from it.',
    IF_NOT_YOU,
  ]);
}

/** Another admin reset her authenticator: she was signed out and sets one up again at her next sign-in. */
export function authenticatorResetEmail(to: string, by: string, reason: string, at: Date): EmailMessage {
  return securityNotice(to, 'Your HerWay authenticator was reset', [
    `${by} reset the authenticator app of your HerWay admin account on ${when(at)}. Reason given: ${reason}`,
    'You were signed out. At your next sign-in you set up your authenticator again with the QR code shown.',
    "If you didn't ask for this, tell the other founders at once.",
  ]);
}

/** Sends it; a failure is logged (the change itself is made and audited). */
export async function tellAdmin(message: EmailMessage): Promise<void> {
  await sendEmail(message).catch((error: unknown) => logger.error('Admin security e-mail not sent', { error: error as Error }));
}
