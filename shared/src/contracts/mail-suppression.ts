import * as z from '../zod';
import { timestampSchema } from './timestamp';

// What each message HerWay sends is, and the addresses SES reported as bounced or complained about
// (docs/email.md). A module of its own (re-exported by ./mail) so that her dashboard's answer is
// checked without building the other mail schemas.

/** What a message is: every send carries it as its SES `kind` tag, so a bounce can say what bounced. */
export const MAIL_KINDS = {
  receipt: 'a payment receipt',
  'refund-receipt': 'a refund receipt',
  'payment-failed': 'a notice that a payment did not go through',
  'payment-processing': 'a notice that a payment is processing',
  'package-expiry': "a reminder that a package's sessions expire soon",
  'session-reminder': 'a session reminder',
  'session-nudge': 'a reminder to mark a session complete',
  'mentor-notes': "her mentor's notes",
  'course-release': 'a course module release',
  'contact-confirmation': 'a contact-form confirmation',
  lead: 'a contact-form lead to the support inbox',
  'password-reset': 'a password reset code',
  test: 'an admin test e-mail',
  'admin-security': "an admin's security notice (her authenticator set up or reset)",
  'family-invite': 'an invitation to link a family account',
  'family-session': "a notice of an athlete's session to her parent or guardian",
  unknown: 'an e-mail of unknown kind',
} as const;
export type MailKind = keyof typeof MAIL_KINDS;
export const mailKindSchema = z.enum(Object.keys(MAIL_KINDS) as [MailKind, ...MailKind[]]);

/** Why an address is suppressed: a permanent bounce, or a complaint (she marked a message as spam). */
export const suppressionReasonSchema = z.enum(['bounce', 'complaint']);
export type SuppressionReason = z.infer<typeof suppressionReasonSchema>;

/** An address HerWay no longer mails, as the founders' attention list and her dashboard show it. */
export const suppressedAddressSchema = z.object({
  email: z.string(),
  reason: suppressionReasonSchema,
  kind: mailKindSchema,
  /** When SES reported it. */
  suppressedAt: timestampSchema,
  /** What the receiving server said (a bounce's diagnostic), when it said anything. */
  diagnostic: z.nullable(z.string()),
});
export type SuppressedAddress = z.infer<typeof suppressedAddressSchema>;

/** "Bounced: a@b.com, from a payment receipt" / "Complained: ...": one line for the founders. */
export function suppressionLine(address: Pick<SuppressedAddress, 'email' | 'reason' | 'kind'>): string {
  return `${address.reason === 'bounce' ? 'Bounced' : 'Complained'}: ${address.email}, from ${MAIL_KINDS[address.kind]}`;
}
