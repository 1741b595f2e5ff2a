import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeEnvelope, stripeEventBody } from '../../testing/payments';
import { captureTelemetry } from '../../testing/telemetry';

const dynamo = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);
const ses = mockClient(SESv2Client);

describe('on-payment-unsettled telemetry of a failed payment', () => {
  let telemetry: ReturnType<typeof captureTelemetry>;
  beforeEach(() => {
    dynamo.reset();
    dynamo.on(GetCommand).resolves({});
    // The payer's account is open: her profile is there, with no deletion mark (kernel/store/account-guard.ts).
    dynamo.on(GetCommand, { Key: { PK: 'USER#user-1', SK: 'PROFILE' } }).resolves({ Item: { PK: 'USER#user-1', SK: 'PROFILE' } });
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    telemetry = captureTelemetry();
  });
  afterEach(() => telemetry.stop());

  const failedAttempt = () => stripeEnvelope(stripeEventBody('payment_intent.payment_failed', { metadata: { userId: 'user-1', productKey: 'starter' } }));

  it('records PaymentsFailed once the failed attempt is recorded', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const { handler } = await import('./on-payment-unsettled');
    await handler(failedAttempt());
    expect(telemetry.metrics().map((metric) => [metric.name, metric.value, metric.dimensions])).toEqual([
      ['PaymentsFailed', 1, { service: 'herway', stage: 'local' }],
    ]);
  });

  it('records nothing when the payment had already succeeded (the attempt is not recorded)', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }));
    const { handler } = await import('./on-payment-unsettled');
    await handler(failedAttempt());
    expect(telemetry.metrics()).toEqual([]);
  });

  it("e-mails the payer once the attempt is recorded; a send that fails gives the notice's claim back and throws, so the bus retries", async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const { handler } = await import('./on-payment-unsettled');
    await handler(failedAttempt());
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));
    await expect(handler(failedAttempt())).rejects.toThrow('SES is down');
    const released = dynamo.commandCalls(DeleteCommand).filter((call) => String(call.args[0].input.Key?.SK).startsWith('NOTICE#FAILED#'));
    expect(released).toHaveLength(1);
  });

  it('e-mails nobody when the payment had already succeeded', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }));
    const { handler } = await import('./on-payment-unsettled');
    await handler(failedAttempt());
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
