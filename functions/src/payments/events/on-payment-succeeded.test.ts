import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { correlationResource } from '../../kernel/correlation';
import { stripeEnvelope, succeededEvent } from '../../testing/payments';
import { captureTelemetry } from '../../testing/telemetry';
import { handler } from './on-payment-succeeded';

const dynamo = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);
const ses = mockClient(SESv2Client);

const duplicate = () => new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });

describe('on-payment-succeeded', () => {
  beforeEach(() => {
    dynamo.reset();
    // Her earlier contact messages (leads to convert): none here.
    dynamo.on(QueryCommand).resolves({ Items: [] });
    // Her address is not suppressed (mail/email.ts reads it before sending).
    dynamo.on(GetCommand).resolves({});
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  });

  it('writes ONE transaction, then sends the receipt', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await handler(
      stripeEnvelope(succeededEvent({ userId: 'user-1', productKey: 'growth', amount: 44_800, discountCode: 'ATHLETE20', receiptEmail: 'maya@example.com' })),
    );
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const [mail] = ses.commandCalls(SendEmailCommand);
    expect(mail?.args[0].input.Destination?.ToAddresses).toEqual(['maya@example.com']);
    expect(mail?.args[0].input.Content?.Simple?.Subject?.Data).toMatch(/^Receipt HW-\d{8}-[A-Z2-7]{8}: GROWTH Mentorship Package$/);
  });

  it('keeps the records when the receipt fails', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));
    await expect(handler(stripeEnvelope(succeededEvent({ userId: 'user-1', productKey: 'starter', amount: 40_000 })))).resolves.toBeUndefined();
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('sends the receipt even when converting her leads fails, and throws so the bus retries the conversion', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(QueryCommand).rejects(new Error('leads throttled'));
    await expect(
      handler(stripeEnvelope(succeededEvent({ userId: 'user-1', productKey: 'starter', amount: 40_000, receiptEmail: 'maya@example.com' }))),
    ).rejects.toThrow('leads throttled');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    // The retry is a duplicate, which sends no receipt: this delivery's was the only one.
    expect(ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input.Destination?.ToAddresses)).toEqual([['maya@example.com']]);
  });

  it('a duplicate changes nothing and sends no second receipt', async () => {
    dynamo.on(TransactWriteCommand).rejects(duplicate());
    await handler(stripeEnvelope(succeededEvent({ userId: 'user-1', productKey: 'starter', amount: 40_000 })));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('throws when DynamoDB fails, so the bus retries', async () => {
    dynamo.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(handler(stripeEnvelope(succeededEvent({ userId: 'user-1', productKey: 'starter', amount: 40_000 })))).rejects.toThrow('throttled');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});

describe('on-payment-succeeded telemetry', () => {
  let telemetry: ReturnType<typeof captureTelemetry>;
  beforeEach(() => {
    dynamo.reset();
    dynamo.on(QueryCommand).resolves({ Items: [] });
    // No marker of a payment refunded for a deleted account (a duplicate reads it).
    dynamo.on(GetCommand).resolves({});
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    telemetry = captureTelemetry();
    // A clock that stands still: the latency is then exactly the event's age.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T16:00:00.000Z'));
  });
  afterEach(() => {
    telemetry.stop();
    vi.useRealTimers();
  });

  const paid = (resources: string[]) => {
    const event = succeededEvent({ userId: 'user-1', productKey: 'starter', amount: 40_000 });
    // Stripe's event was created 3 s before now: the fulfilment latency counts from it.
    event.created = Math.floor(Date.now() / 1000) - 3;
    return { ...stripeEnvelope(event), resources };
  };

  it('records PaymentsSucceeded and the fulfilment latency once the payment is fulfilled', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const { handler: consume } = await import('./on-payment-succeeded');
    await consume(paid([]));
    const metrics = telemetry.metrics();
    expect(metrics.map((metric) => [metric.name, metric.unit, metric.dimensions])).toEqual([
      ['PaymentsSucceeded', 'Count', { service: 'herway', stage: 'local' }],
      ['FulfilmentLatency', 'Milliseconds', { service: 'herway', stage: 'local' }],
    ]);
    expect(metrics[0]?.value).toBe(1);
    expect(metrics[1]?.value).toBe(3_000);
  });

  it('records nothing for a duplicate delivery', async () => {
    dynamo.on(TransactWriteCommand).rejects(duplicate());
    const { handler: consume } = await import('./on-payment-succeeded');
    await consume(paid([]));
    expect(telemetry.metrics()).toEqual([]);
  });

  it("logs under the correlation id of the webhook request that put the event, else under the event's id", async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const { handler: consume } = await import('./on-payment-succeeded');
    await consume(paid(['arn:aws:other', correlationResource('webhook-request-7')]));
    const unmarked = paid([]);
    await consume(unmarked);
    const fulfilled = telemetry.logs().filter((line) => line.message === 'Payment fulfilled');
    expect(fulfilled.map((line) => line.correlation_id)).toEqual(['webhook-request-7', unmarked.id]);
  });
});
