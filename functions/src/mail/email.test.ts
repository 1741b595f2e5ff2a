import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailMessage } from './email';

const dynamo = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);
const ses = mockClient(SESv2Client);

const message: EmailMessage = { kind: 'receipt', to: 'Parent@Example.com', subject: 'Your HerWay receipt', text: 'Thanks', html: '<p>Thanks</p>' };

/** email.ts under an environment of its own (config() reads it once per module instance). */
async function loadEmail(environment: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  return import('./email');
}

describe('sendEmail', () => {
  beforeEach(() => {
    dynamo.reset();
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  });
  afterEach(() => vi.unstubAllEnvs());

  it('names the configuration set and tags the message with its kind, so a bounce can say what bounced', async () => {
    dynamo.on(GetCommand).resolves({});
    const { sendEmail } = await loadEmail({ SES_CONFIGURATION_SET: 'herway-prod', MAIL_FROM: 'hello@herway.com' });
    expect(await sendEmail(message)).toEqual({ status: 'sent', messageId: 'ses-1' });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call?.args[0].input).toMatchObject({
      FromEmailAddress: 'HerWay <hello@herway.com>',
      Destination: { ToAddresses: ['Parent@Example.com'] },
      ConfigurationSetName: 'herway-prod',
      EmailTags: [{ Name: 'kind', Value: 'receipt' }],
    });
  });

  it('keeps every subject on one line: a name with a line break adds no header of its own', async () => {
    dynamo.on(GetCommand).resolves({});
    const { sendEmail, headerText } = await loadEmail({});
    await sendEmail({ ...message, kind: 'lead', subject: 'New mentorship inquiry from Ava\r\nBcc: all@example.com\u0000 Cole' });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call?.args[0].input.Content?.Simple?.Subject?.Data).toBe('New mentorship inquiry from Ava Bcc: all@example.com Cole');
    expect(headerText('  Zoë\tNúñez 💥 ')).toBe('Zoë Núñez 💥');
  });

  it('checks the address against the suppressed addresses first, by its lower-case key', async () => {
    dynamo.on(GetCommand).resolves({});
    const { sendEmail } = await loadEmail({ SES_CONFIGURATION_SET: 'herway-prod', TABLE_NAME: 'herway-test' });
    await sendEmail(message);
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: 'herway-test', Key: { PK: 'SUPPRESSED#parent@example.com', SK: 'ADDRESS' } },
    ]);
  });

  it('sends nothing to a suppressed address, and says so instead of throwing', async () => {
    dynamo.on(GetCommand).resolves({
      Item: {
        PK: 'SUPPRESSED#parent@example.com',
        SK: 'ADDRESS',
        email: 'parent@example.com',
        status: 'suppressed',
        reason: 'bounce',
        kind: 'receipt',
        suppressedAt: '2025-11-21T14:32:01.512Z',
        diagnostic: 'smtp; 550 5.1.1 user unknown',
      },
    });
    const { sendEmail } = await loadEmail({ SES_CONFIGURATION_SET: 'herway-prod' });
    expect(await sendEmail(message)).toEqual({ status: 'suppressed' });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('sends to an address whose suppression was cleared (she confirmed it)', async () => {
    dynamo.on(GetCommand).resolves({ Item: { email: 'parent@example.com', status: 'cleared', clearedAt: '2025-11-22T09:00:00.000Z' } });
    const { sendEmail } = await loadEmail({ SES_CONFIGURATION_SET: 'herway-prod' });
    expect(await sendEmail(message)).toEqual({ status: 'sent', messageId: 'ses-1' });
  });

  it('names no configuration set where none is configured', async () => {
    dynamo.on(GetCommand).resolves({});
    const { sendEmail } = await loadEmail({ SES_CONFIGURATION_SET: undefined });
    await sendEmail(message);
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.ConfigurationSetName).toBeUndefined();
  });
});
