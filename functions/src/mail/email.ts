import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailKind } from '@herway/shared/contracts/mail';
import { MAIL_KIND_TAG } from '@herway/events/ses-tags';
import { config } from '../kernel/config';
import { logger } from '../kernel/logger';
import { sesClient } from '../kernel/aws-clients';
import { findSuppression } from './store/suppression-repo';

export interface EmailMessage {
  /** What the message is: sent as its `kind` tag, so a bounce or complaint can say what it was (docs/email.md). */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with it (an .ics invitation): text content, sent as is. */
  attachments?: readonly { fileName: string; contentType: string; content: string }[];
}

/** Sent (with SES's message id), or not sent because the address bounced or complained before. */
export type EmailOutcome = { status: 'sent'; messageId: string | undefined } | { status: 'suppressed' };

/**
 * A value that goes into a mail header (the subject, a name in it) on one line: a line break or
 * any other control character, typed into a contact form's name, could otherwise start a header
 * of its own (a Bcc) in the founders' mail. They become spaces.
 */
export function headerText(value: string): string {
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function sendCommand(message: EmailMessage): SendEmailCommand {
  const configurationSet = config().SES_CONFIGURATION_SET;
  return new SendEmailCommand({
    FromEmailAddress: `HerWay <${config().MAIL_FROM}>`,
    Destination: { ToAddresses: [message.to] },
    ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
    // The configuration set publishes bounces and complaints to EventBridge and suppresses those addresses.
    ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    EmailTags: [{ Name: MAIL_KIND_TAG, Value: message.kind }],
    Content: {
      Simple: {
        Subject: { Data: headerText(message.subject), Charset: 'UTF-8' },
        Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
        ...(message.attachments?.length
          ? {
              Attachments: message.attachments.map((file) => ({
                FileName: file.fileName,
                ContentType: file.contentType,
                ContentDisposition: 'ATTACHMENT' as const,
                RawContent: Buffer.from(file.content, 'utf8'),
              })),
            }
          : {}),
      },
    },
  });
}

/**
 * Sends one e-mail through SES from the configured sender, unless its address is suppressed (it
 * bounced, or its owner marked a message as spam): then nothing is sent, which is logged and is
 * not an error, so a consumer or job that mails goes on with its work.
 */
export async function sendEmail(message: EmailMessage): Promise<EmailOutcome> {
  const suppression = await findSuppression(message.to);
  if (suppression) {
    logger.warn('E-mail not sent: the address is suppressed', { kind: message.kind, reason: suppression.reason, since: suppression.suppressedAt });
    return { status: 'suppressed' };
  }
  const result = await sesClient().send(sendCommand(message));
  return { status: 'sent', messageId: result.MessageId };
}
