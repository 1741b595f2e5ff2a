import * as z from '@herway/shared/zod';
import { defineEvent } from './envelope';
import { SES_EVENT_SOURCE, sesBounceDetailSchema, sesComplaintDetailSchema } from './ses';

// SES's own events, on the account's default bus: its detail-types, its detail (ses.ts).

export const mailBouncedEvent = defineEvent('Mail.Bounced', SES_EVENT_SOURCE, 'Email Bounced', sesBounceDetailSchema);
export const mailComplainedEvent = defineEvent('Mail.Complained', SES_EVENT_SOURCE, 'Email Complaint Received', sesComplaintDetailSchema);

/** What the mail-feedback consumer receives: a bounce or a complaint. */
export const mailFeedbackEnvelopeSchema = z.union([mailBouncedEvent.envelope, mailComplainedEvent.envelope]);
export type MailFeedbackEnvelope = z.infer<typeof mailFeedbackEnvelopeSchema>;
