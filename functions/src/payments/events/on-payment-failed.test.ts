import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeEnvelope, stripeEventBody } from '../../testing/payments';
import { captureTelemetry } from '../../testing/telemetry';

const dynamo = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);

describe('on-payment-failed telemetry', () => {
  let telemetry: ReturnType<typeof captureTelemetry>;
  beforeEach(() => {
    dynamo.reset();
    telemetry = captureTelemetry();
  });
  afterEach(() => telemetry.stop());

  const failedAttempt = () => stripeEnvelope(stripeEventBody('payment_intent.payment_failed', { metadata: { userId: 'user-1', productKey: 'starter' } }));

  it('records PaymentsFailed once the failed attempt is recorded', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const { handler } = await import('./on-payment-failed');
    await handler(failedAttempt());
    expect(telemetry.metrics().map((metric) => [metric.name, metric.value, metric.dimensions])).toEqual([
      ['PaymentsFailed', 1, { service: 'herway', stage: 'local' }],
    ]);
  });

  it('records nothing when the payment had already succeeded (the attempt is not recorded)', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }));
    const { handler } = await import('./on-payment-failed');
    await handler(failedAttempt());
    expect(telemetry.metrics()).toEqual([]);
  });
});
