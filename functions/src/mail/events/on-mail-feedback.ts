import { mailFeedbackEnvelopeSchema } from '@herway/events/ses-events';
import { eventConsumer } from '../../kernel/event-consumer';
import { logger } from '../../kernel/logger';
import { planFeedback } from '../mail-feedback';
import { suppressAddress } from '../mail-suppression';

/**
 * Consumer of SES's Email Bounced and Email Complaint Received (the account's default bus): each
 * recipient of a permanent bounce or a complaint is suppressed in the table and on SES's
 * account-level list, with the reason, what the mail was and when; HerWay then never mails it and
 * the founders see it on Needs Attention (docs/email.md). A transient bounce is only logged. A
 * duplicate or late event changes nothing; any failure throws, so EventBridge retries.
 */
export const handler = eventConsumer(async (event: unknown): Promise<void> => {
  const envelope = mailFeedbackEnvelopeSchema.parse(event);
  const plan = planFeedback(envelope);
  if ('ignore' in plan) {
    logger.info('Mail feedback suppresses nothing', { detailType: envelope['detail-type'], why: plan.ignore, messageId: envelope.detail.mail.messageId });
    return;
  }
  for (const entry of plan.suppress) await suppressAddress(entry);
});
