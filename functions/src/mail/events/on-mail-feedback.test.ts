import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutSuppressedDestinationCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { readFixture } from '@herway/events/fixture';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from './on-mail-feedback';

const dynamo = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);
const ses = mockClient(SESv2Client);

const sesEvent = (detailType: string, detail: unknown) => ({
  version: '0',
  id: 'e-1',
  'detail-type': detailType,
  source: 'aws.ses',
  account: '123456789012',
  time: '2025-11-21T14:32:02Z',
  region: 'us-east-1',
  resources: [],
  detail,
});
const bounced = (bounceType = 'Permanent') => {
  const detail = readFixture('ses/email-bounced') as { bounce: object };
  return sesEvent('Email Bounced', { ...detail, bounce: { ...detail.bounce, bounceType } });
};
const refused = () => new ConditionalCheckFailedException({ message: 'refused', $metadata: {} });
const address = 'bounce@simulator.amazonses.com';
const stored = (status: string) => ({
  Item: {
    email: address,
    status,
    reason: 'bounce',
    kind: 'receipt',
    suppressedAt: '2025-11-20T10:00:00.000Z',
    diagnostic: null,
    clearedAt: '2025-11-22T00:00:00.000Z',
  },
});

// Her account is open: her profile is there, with no deletion mark (kernel/store/account-guard.ts).
const athleteProfile = { PK: 'USER#athlete-1', SK: 'PROFILE' };

describe('on-mail-feedback', () => {
  beforeEach(() => {
    dynamo.reset();
    ses.reset();
    ses.on(PutSuppressedDestinationCommand).resolves({});
    // No account has the address, unless a test says so.
    dynamo.on(GetCommand).resolves({});
  });

  it('records a permanent bounce once (unless cleared after the message was sent), then puts the address on SES’s list', async () => {
    dynamo.on(PutCommand).resolves({});
    await handler(bounced());
    const [put] = dynamo.commandCalls(PutCommand);
    expect(put?.args[0].input).toMatchObject({
      Item: { PK: 'SUPPRESSED#bounce@simulator.amazonses.com', SK: 'ADDRESS', GSI1PK: 'SUPPRESSED', status: 'suppressed', kind: 'contact-confirmation' },
      ConditionExpression: 'attribute_not_exists(PK) OR (#status = :cleared AND clearedAt < :sentAt)',
      ExpressionAttributeValues: { ':cleared': 'cleared', ':sentAt': '2025-11-21T14:32:00.871Z' },
    });
    expect(ses.commandCalls(PutSuppressedDestinationCommand).map((call) => call.args[0].input)).toEqual([
      { EmailAddress: 'bounce@simulator.amazonses.com', Reason: 'BOUNCE' },
    ]);
  });

  it("puts a complaint on SES's list as a complaint", async () => {
    dynamo.on(PutCommand).resolves({});
    await handler(sesEvent('Email Complaint Received', readFixture('ses/email-complaint-received')));
    expect(ses.commandCalls(PutSuppressedDestinationCommand)[0]?.args[0].input).toEqual({
      EmailAddress: 'complaint@simulator.amazonses.com',
      Reason: 'COMPLAINT',
    });
  });

  it('copies the suppression into the collection of the account whose address it is, while the account is open', async () => {
    dynamo.on(PutCommand).resolves({});
    dynamo.on(GetCommand, { Key: { PK: `EMAIL#${address}`, SK: 'USER' } }).resolves({ Item: { userId: 'athlete-1' } });
    dynamo.on(GetCommand, { Key: athleteProfile }).resolves({ Item: athleteProfile });
    dynamo.on(TransactWriteCommand).resolves({});
    await handler(bounced());
    const [write] = dynamo.commandCalls(TransactWriteCommand);
    expect(write?.args[0].input.TransactItems?.map((item) => item.Put?.Item ?? item.ConditionCheck?.Key)).toEqual([
      expect.objectContaining({ PK: 'USER#athlete-1', SK: 'MAILDELIVERY', email: address, reason: 'bounce', kind: 'contact-confirmation' }),
      { PK: 'USER#athlete-1', SK: 'PROFILE' },
    ]);
  });

  it('a duplicate of an event already recorded keeps the first record, and copies it and puts it on the list again, in case the first delivery stopped there', async () => {
    dynamo.on(PutCommand).rejects(refused());
    dynamo.on(GetCommand, { Key: { PK: `SUPPRESSED#${address}`, SK: 'ADDRESS' } }).resolves(stored('suppressed'));
    dynamo.on(GetCommand, { Key: { PK: `EMAIL#${address}`, SK: 'USER' } }).resolves({ Item: { userId: 'athlete-1' } });
    dynamo.on(GetCommand, { Key: athleteProfile }).resolves({ Item: athleteProfile });
    dynamo.on(TransactWriteCommand).resolves({});
    await handler(bounced());
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item).toMatchObject({ kind: 'receipt' });
    expect(ses.commandCalls(PutSuppressedDestinationCommand)).toHaveLength(1);
  });

  it('a late event about a message sent before the address was cleared changes nothing', async () => {
    dynamo.on(PutCommand).rejects(refused());
    dynamo.on(GetCommand, { Key: { PK: `SUPPRESSED#${address}`, SK: 'ADDRESS' } }).resolves(stored('cleared'));
    await handler(bounced());
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ses.commandCalls(PutSuppressedDestinationCommand)).toHaveLength(0);
  });

  it('a transient bounce writes nothing', async () => {
    await handler(bounced('Transient'));
    expect(dynamo.calls()).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('throws when SES cannot be told, so EventBridge retries it', async () => {
    dynamo.on(PutCommand).resolves({});
    ses.on(PutSuppressedDestinationCommand).rejects(new Error('SES is down'));
    await expect(handler(bounced())).rejects.toThrow('SES is down');
  });

  it('refuses an event that is not a bounce or complaint of SES', async () => {
    await expect(handler(sesEvent('Email Delivered', { ...(readFixture('ses/email-bounced') as object), eventType: 'Delivery' }))).rejects.toThrow();
    expect(dynamo.calls()).toHaveLength(0);
  });
});
