import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  DeleteSuppressedDestinationCommand,
  GetSuppressedDestinationCommand,
  PutSuppressedDestinationCommand,
  SendEmailCommand,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import type { SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import sesLocalModule from 'aws-ses-v2-local';
import type { EventBridgeEnvelope } from '@herway/events/catalog';
import { mailFeedbackEnvelopeSchema } from '@herway/events/catalog';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSesFront } from './ses-front';
import type { SesFront } from './ses-front';
import { simulatorOutcome } from './ses-simulator';
import { SuppressionList } from './ses-suppression-list';

let inner: Server;
let innerUrl: string;
let dataDir: string;
let front: SesFront | undefined;
let client: SESv2Client;
const published: EventBridgeEnvelope[] = [];

beforeAll(async () => {
  const start = (sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule;
  inner = await start({ host: '127.0.0.1', port: 0 });
  innerUrl = `http://127.0.0.1:${(inner.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => inner.close(() => resolve())));

async function startFront(options: { feedbackDelayMs?: number; list?: SuppressionList } = {}): Promise<SesFront> {
  front = await startSesFront({
    host: '127.0.0.1',
    port: 0,
    innerUrl,
    suppressionList: options.list ?? new SuppressionList(path.join(dataDir, 'suppression-list.json')),
    feedbackDelayMs: options.feedbackDelayMs ?? 0,
    publish: async (event) => {
      published.push(event);
    },
  });
  client = new SESv2Client({ region: 'us-east-1', endpoint: front.url, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  return front;
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'herway-ses-'));
  published.length = 0;
});
afterEach(async () => {
  client?.destroy();
  await front?.close();
  front = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (to: string, overrides: Partial<SendEmailCommandInput> = {}) =>
  client.send(
    new SendEmailCommand({
      FromEmailAddress: 'HerWay <hello@herway.local>',
      Destination: { ToAddresses: [to] },
      ConfigurationSetName: 'herway-local',
      EmailTags: [{ Name: 'kind', Value: 'contact-confirmation' }],
      Content: { Simple: { Subject: { Data: 'We got your message - HerWay' }, Body: { Text: { Data: 'Hi' } } } },
      ...overrides,
    }),
  );
const stored = async (to: string) =>
  ((await (await fetch(`${front?.url}/store`)).json()) as { emails: { destination: { to: string[] } }[] }).emails.filter((email) =>
    email.destination.to.includes(to),
  );

describe('the local SES front', () => {
  it('delivers to success@ and publishes nothing', async () => {
    await startFront();
    const { MessageId } = await send('success+front@simulator.amazonses.com');
    await front?.feedbackPublished();
    expect(MessageId).toEqual(expect.any(String));
    expect(await stored('success+front@simulator.amazonses.com')).toHaveLength(1);
    expect(published).toEqual([]);
  });

  it("publishes bounce@'s bounce as SES's own EventBridge event, with the send's tags and configuration set", async () => {
    await startFront();
    const { MessageId } = await send('bounce+front@simulator.amazonses.com');
    await front?.feedbackPublished();
    expect(published).toHaveLength(1);
    const event = mailFeedbackEnvelopeSchema.parse(published[0]);
    expect(event).toMatchObject({ source: 'aws.ses', 'detail-type': 'Email Bounced', resources: [expect.stringContaining(':configuration-set/herway-local')] });
    expect(event.detail.eventType === 'Bounce' && event.detail.bounce).toMatchObject({
      bounceType: 'Permanent',
      bounceSubType: 'General',
      bouncedRecipients: [{ emailAddress: 'bounce+front@simulator.amazonses.com', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
    });
    expect(event.detail.mail).toMatchObject({ messageId: MessageId, tags: { kind: ['contact-confirmation'], 'ses:configuration-set': ['herway-local'] } });
  });

  it("publishes complaint@'s complaint", async () => {
    await startFront();
    await send('complaint@simulator.amazonses.com');
    await front?.feedbackPublished();
    const event = mailFeedbackEnvelopeSchema.parse(published[0]);
    expect(event['detail-type']).toBe('Email Complaint Received');
    expect(event.detail.eventType === 'Complaint' && event.detail.complaint.complainedRecipients).toEqual([
      { emailAddress: 'complaint@simulator.amazonses.com' },
    ]);
  });

  it('publishes nothing for mail sent without a configuration set (its event destination is on the set)', async () => {
    await startFront();
    await send('bounce@simulator.amazonses.com', { ConfigurationSetName: undefined });
    await front?.feedbackPublished();
    expect(published).toEqual([]);
  });

  it('publishes a bounce only once its delay has passed, as SES does', async () => {
    await startFront({ feedbackDelayMs: 60_000 });
    await send('bounce@simulator.amazonses.com');
    expect(published).toEqual([]);
  });

  it('keeps an account-level suppression list: put, get, delete, with SES’s errors', async () => {
    await startFront();
    const address = 'maya.parent@example.com';
    await expect(client.send(new GetSuppressedDestinationCommand({ EmailAddress: address }))).rejects.toMatchObject({ name: 'NotFoundException' });
    await client.send(new PutSuppressedDestinationCommand({ EmailAddress: address, Reason: 'BOUNCE' }));
    const { SuppressedDestination } = await client.send(new GetSuppressedDestinationCommand({ EmailAddress: 'Maya.Parent@example.com' }));
    expect(SuppressedDestination).toMatchObject({ EmailAddress: 'Maya.Parent@example.com', Reason: 'BOUNCE', LastUpdateTime: expect.any(Date) });
    await client.send(new DeleteSuppressedDestinationCommand({ EmailAddress: address }));
    await expect(client.send(new DeleteSuppressedDestinationCommand({ EmailAddress: address }))).rejects.toMatchObject({ name: 'NotFoundException' });
    await expect(client.send(new PutSuppressedDestinationCommand({ EmailAddress: address, Reason: 'SPAM' as never }))).rejects.toMatchObject({
      name: 'BadRequestException',
    });
  });

  it('delivers nothing to an address on the list, and bounces it from the list', async () => {
    await startFront();
    await client.send(new PutSuppressedDestinationCommand({ EmailAddress: 'gone@example.com', Reason: 'BOUNCE' }));
    const { MessageId } = await send('gone@example.com');
    await front?.feedbackPublished();
    expect(MessageId).toEqual(expect.any(String));
    expect(await stored('gone@example.com')).toEqual([]);
    const event = mailFeedbackEnvelopeSchema.parse(published[0]);
    expect(event.detail.eventType === 'Bounce' && event.detail.bounce.bounceSubType).toBe('OnAccountSuppressionList');
  });

  it('keeps the list across a restart (its file)', async () => {
    await startFront();
    await client.send(new PutSuppressedDestinationCommand({ EmailAddress: 'kept@example.com', Reason: 'COMPLAINT' }));
    expect(new SuppressionList(path.join(dataDir, 'suppression-list.json')).get('kept@example.com')).toMatchObject({ reason: 'COMPLAINT' });
  });

  it('refuses the suppression list to an unsigned request, as SES does', async () => {
    await startFront();
    const response = await fetch(`${front?.url}/v2/email/suppression/addresses/a@example.com`);
    expect(response.status).toBe(403);
  });
});

describe('the mailbox simulator', () => {
  it('knows its addresses, with or without a +label, in any case; any other address is mail', () => {
    expect(['bounce@simulator.amazonses.com', 'Complaint+x@Simulator.AmazonSES.com', 'success+1@simulator.amazonses.com'].map(simulatorOutcome)).toEqual([
      'bounce',
      'complaint',
      'success',
    ]);
    expect(simulatorOutcome('bounce@example.com')).toBeUndefined();
    expect(simulatorOutcome('ooto@simulator.amazonses.com')).toBeUndefined();
  });
});
