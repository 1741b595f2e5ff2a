import { randomUUID } from 'node:crypto';
import type { EventBridgeEnvelope } from '@herway/events/catalog';
import { SES_EVENT_SOURCE } from '@herway/events/ses';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './event-bus-entries';

// What the local SES (ses-front.ts) does after accepting a message, as SES does: the mailbox
// simulator's addresses bounce or complain, an address on the account's suppression list bounces
// without being delivered, and each bounce or complaint of a message sent through a configuration
// set becomes the EventBridge event SES publishes to the default bus (detail-type 'Email Bounced' /
// 'Email Complaint Received', the detail of events/src/ses.ts).
// https://docs.aws.amazon.com/ses/latest/dg/send-an-email-from-console.html#send-email-simulator

export const SIMULATOR_DOMAIN = 'simulator.amazonses.com';

/** What the simulator does with an address (`bounce@`, `complaint@`, `success@`, a `+label` allowed); undefined for any other. */
export function simulatorOutcome(address: string): 'success' | 'bounce' | 'complaint' | undefined {
  const match = /^(success|bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i.exec(address.trim());
  return match ? (match[1]?.toLowerCase() as 'success' | 'bounce' | 'complaint') : undefined;
}

/** A message SES accepted (its SendEmail request, read by ses-front.ts). */
export interface AcceptedMessage {
  messageId: string;
  from: string;
  recipients: readonly string[];
  subject: string;
  sentAt: Date;
  configurationSet: string | undefined;
  /** Its EmailTags. */
  tags: Readonly<Record<string, string>>;
}

export type Feedback = { recipient: string; type: 'bounce'; subType: 'General' | 'OnAccountSuppressionList' } | { recipient: string; type: 'complaint' };

/** The bounces and complaints the message will bring: simulator addresses, and addresses on the suppression list. */
export function feedbackOf(message: Pick<AcceptedMessage, 'recipients'>, onSuppressionList: (address: string) => boolean): Feedback[] {
  return message.recipients.flatMap((recipient): Feedback[] => {
    if (onSuppressionList(recipient)) return [{ recipient, type: 'bounce', subType: 'OnAccountSuppressionList' }];
    const outcome = simulatorOutcome(recipient);
    if (outcome === 'bounce') return [{ recipient, type: 'bounce', subType: 'General' }];
    if (outcome === 'complaint') return [{ recipient, type: 'complaint' }];
    return [];
  });
}

const DIAGNOSTICS = {
  General: { status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
  OnAccountSuppressionList: {
    status: '5.1.1',
    diagnosticCode: 'Amazon SES did not send the message to this address because it is on the suppression list for your account.',
  },
} as const;

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** The message as SES's events describe it, with SES's own `ses:*` tags beside the send's. */
function mailOf(message: AcceptedMessage) {
  const fromAddress = addressOf(message.from);
  const configurationSet = message.configurationSet ?? '';
  return {
    timestamp: message.sentAt.toISOString(),
    source: message.from,
    sourceArn: `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT}:identity/${fromAddress.split('@')[1] ?? fromAddress}`,
    sendingAccountId: LOCAL_ACCOUNT,
    messageId: message.messageId,
    destination: [...message.recipients],
    headersTruncated: false,
    headers: [
      { name: 'From', value: message.from },
      { name: 'To', value: message.recipients.join(', ') },
      { name: 'Subject', value: message.subject },
    ],
    commonHeaders: { from: [message.from], to: [...message.recipients], messageId: message.messageId, subject: message.subject },
    tags: {
      'ses:operation': ['SendEmail'],
      'ses:configuration-set': [configurationSet],
      'ses:source-ip': ['127.0.0.1'],
      'ses:from-domain': [fromAddress.split('@')[1] ?? ''],
      'ses:caller-identity': ['herway-local'],
      ...Object.fromEntries(Object.entries(message.tags).map(([name, value]) => [name, [value]])),
    },
  };
}

function feedbackDetail(message: AcceptedMessage, feedback: Feedback, at: Date) {
  const feedbackId = `${randomUUID()}-000000`;
  if (feedback.type === 'complaint') {
    return {
      eventType: 'Complaint',
      complaint: {
        feedbackId,
        complainedRecipients: [{ emailAddress: feedback.recipient }],
        timestamp: at.toISOString(),
        userAgent: 'Amazon SES Mailbox Simulator',
        complaintFeedbackType: 'abuse',
        arrivalDate: at.toISOString(),
      },
      mail: mailOf(message),
    };
  }
  return {
    eventType: 'Bounce',
    bounce: {
      feedbackId,
      bounceType: 'Permanent',
      bounceSubType: feedback.subType,
      bouncedRecipients: [{ emailAddress: feedback.recipient, action: 'failed', ...DIAGNOSTICS[feedback.subType] }],
      timestamp: at.toISOString(),
      reportingMTA: 'dns; localhost',
    },
    mail: mailOf(message),
  };
}

/** The event SES publishes to the default bus for one bounce or complaint of a message sent through a configuration set. */
export function feedbackEvent(message: AcceptedMessage & { configurationSet: string }, feedback: Feedback, at: Date): EventBridgeEnvelope {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': feedback.type === 'bounce' ? 'Email Bounced' : 'Email Complaint Received',
    source: SES_EVENT_SOURCE,
    account: LOCAL_ACCOUNT,
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [`arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT}:configuration-set/${message.configurationSet}`],
    detail: feedbackDetail(message, feedback, at),
  };
}
