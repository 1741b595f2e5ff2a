import type { MailFeedbackEnvelope } from '@herway/events/ses-events';
import { MAIL_KIND_TAG } from '@herway/events/ses';
import type { SesMail } from '@herway/events/ses';
import { mailKindSchema } from '@herway/shared/contracts/mail';
import type { MailKind } from '@herway/shared/contracts/mail';
import type { SuppressionEntry } from './store/suppression-repo';

// What SES's bounce or complaint means for HerWay (docs/email.md): a permanent bounce or a
// complaint suppresses each recipient it names; a transient or undetermined bounce (a full
// mailbox, a server down for a while) suppresses nothing and is only logged.

/** What one bounce or complaint asks for: the addresses to suppress, or why none. */
export type FeedbackPlan = { suppress: SuppressionEntry[] } | { ignore: string };

/**
 * The `kind` tag HerWay's sends carry (mail/email.ts). Cognito's own e-mails (reset codes, sent
 * through the same configuration set in AWS) carry no tag, and are the only untagged mail.
 */
export function mailKindOf(mail: SesMail): MailKind {
  const tag = mail.tags?.[MAIL_KIND_TAG]?.[0];
  if (tag === undefined) return 'password-reset';
  const parsed = mailKindSchema.safeParse(tag);
  return parsed.success ? parsed.data : 'unknown';
}

export function planFeedback(envelope: MailFeedbackEnvelope): FeedbackPlan {
  const { detail } = envelope;
  const common = { kind: mailKindOf(detail.mail), sentAt: detail.mail.timestamp, messageId: detail.mail.messageId };
  if (detail.eventType === 'Complaint') {
    const { complaint } = detail;
    return {
      suppress: complaint.complainedRecipients.map((recipient) => ({
        ...common,
        email: recipient.emailAddress,
        reason: 'complaint',
        suppressedAt: complaint.timestamp,
        feedbackId: complaint.feedbackId,
        diagnostic: complaint.complaintFeedbackType ? `Marked as ${complaint.complaintFeedbackType}` : null,
      })),
    };
  }
  const { bounce } = detail;
  if (bounce.bounceType !== 'Permanent') return { ignore: `a ${bounce.bounceType.toLowerCase()} bounce (${bounce.bounceSubType}): SES may deliver later mail` };
  return {
    suppress: bounce.bouncedRecipients.map((recipient) => ({
      ...common,
      email: recipient.emailAddress,
      reason: 'bounce',
      suppressedAt: bounce.timestamp,
      feedbackId: bounce.feedbackId,
      diagnostic: recipient.diagnosticCode ?? null,
    })),
  };
}
