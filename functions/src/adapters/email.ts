import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../lib/config';
import { sesClient } from './aws-clients';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with it (an .ics invitation): text content, sent as is. */
  attachments?: readonly { fileName: string; contentType: string; content: string }[];
}

/** Sends one e-mail through SES from the configured sender; returns SES's message id. */
export async function sendEmail(message: EmailMessage): Promise<string | undefined> {
  const result = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: `HerWay <${config().MAIL_FROM}>`,
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
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
    }),
  );
  return result.MessageId;
}
