import * as z from '@herway/shared/zod';

// What SES publishes to EventBridge for a send through a configuration set with an EventBridge
// event destination (infra/constructs/mail-sender.ts): the account's *default* bus, source
// `aws.ses`, detail-type 'Email Bounced' or 'Email Complaint Received', and as detail the same
// event record SES publishes to SNS or Firehose (eventType, mail, bounce | complaint). Loose
// objects: only the fields HerWay reads are checked, the rest survives.
// https://docs.aws.amazon.com/ses/latest/dg/monitoring-eventbridge.html
// https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html

/** The source of every SES event on the default bus. */
export const SES_EVENT_SOURCE = 'aws.ses';

/** The detail-types of the two events HerWay consumes. */
export const SES_EVENT_TYPES = ['Email Bounced', 'Email Complaint Received'] as const;
export type SesEventType = (typeof SES_EVENT_TYPES)[number];

export { MAIL_KIND_TAG } from './ses-tags';

const timestamp = z.iso.datetime({ offset: true });

/** The message the event is about. `tags` holds the send's EmailTags and SES's own `ses:*` tags, each as a list. */
export const sesMailSchema = z.looseObject({
  timestamp,
  messageId: z.string(),
  source: z.string(),
  destination: z.array(z.string()),
  tags: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type SesMail = z.infer<typeof sesMailSchema>;

const recipientSchema = z.looseObject({ emailAddress: z.string() });

/**
 * A bounce. `Permanent` means the address will never take mail (no such mailbox, or SES's own
 * suppression list); `Transient` and `Undetermined` may be worth another try.
 */
export const sesBounceSchema = z.looseObject({
  bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
  bounceSubType: z.string(),
  bouncedRecipients: z.array(z.looseObject({ ...recipientSchema.shape, diagnosticCode: z.optional(z.string()), status: z.optional(z.string()) })),
  timestamp,
  feedbackId: z.string(),
});
export type SesBounce = z.infer<typeof sesBounceSchema>;

/** A complaint: the recipient marked the message as spam (reported by her mailbox provider). */
export const sesComplaintSchema = z.looseObject({
  complainedRecipients: z.array(recipientSchema),
  timestamp,
  feedbackId: z.string(),
  complaintFeedbackType: z.optional(z.string()),
});
export type SesComplaint = z.infer<typeof sesComplaintSchema>;

export const sesBounceDetailSchema = z.looseObject({ eventType: z.literal('Bounce'), mail: sesMailSchema, bounce: sesBounceSchema });
export const sesComplaintDetailSchema = z.looseObject({ eventType: z.literal('Complaint'), mail: sesMailSchema, complaint: sesComplaintSchema });
export type SesBounceDetail = z.infer<typeof sesBounceDetailSchema>;
export type SesComplaintDetail = z.infer<typeof sesComplaintDetailSchema>;
