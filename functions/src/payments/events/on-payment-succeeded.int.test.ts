import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { addDiscountIfAbsent, findDiscount } from '../store/discount-repo';
import { getEntitlement } from '../../course/store/entitlement-repo';
import { getFulfilment } from '../store/fulfilment-repo';
import { keys } from '../../kernel/store/keys';
import { createMentorshipPackage, listPackages } from '../../bookings/store/package-repo';
import { getPayment } from '../store/payment-repo';
import { tableName } from '../../kernel/store/table';
import { createTestAccount } from '../../testing/accounts';
import { stripeEnvelope, stripeEventBody, succeededEvent } from '../../testing/payments';
import { fulfilmentIds } from '../fulfilment';
import { handler as onPaymentFailed } from './on-payment-unsettled';
import { handler } from './on-payment-succeeded';

async function testDiscount(): Promise<string> {
  const code = `TEST${randomBytes(4).toString('hex').toUpperCase()}`;
  await addDiscountIfAbsent({ code, type: 'percentage', value: 10, description: '10% off your purchase', active: true });
  return code;
}

describe('on-payment-succeeded (called as the bus calls it)', () => {
  it('a transaction that fails part-way leaves no partial records, and the retry succeeds', async () => {
    const athlete = await createTestAccount();
    const code = await testDiscount();
    const event = succeededEvent({ userId: athlete.sub, productKey: 'elite', amount: 58_500, discountCode: code });
    const paymentIntentId = String(event.data.object.id);
    // Something already sits where the package goes: the package's Put is refused, so the whole transaction is.
    const blocker = await createMentorshipPackage({ id: fulfilmentIds(paymentIntentId).packageId, userId: athlete.sub, packageType: 'starter', amount: 1 });

    await expect(handler(stripeEnvelope(event))).rejects.toThrow(/Fulfilment of .* was refused/);
    expect(await getPayment(paymentIntentId)).toBeUndefined();
    expect(await getFulfilment(paymentIntentId)).toBeUndefined();
    expect(await getEntitlement(athlete.sub, 'course_packet')).toBeUndefined();
    expect((await findDiscount(code))?.redemptions).toBe(0);
    const reference = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.userPayment(athlete.sub, paymentIntentId) }));
    expect(reference.Item).toBeUndefined();

    await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.mentorshipPackage(athlete.sub, blocker.id) }));
    await handler(stripeEnvelope(event));
    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'succeeded', amount: 58_500, discountCode: code });
    expect((await listPackages(athlete.sub)).map((pkg) => [pkg.packageType, pkg.totalSessions, pkg.status])).toEqual([['elite', 10, 'active']]);
    expect(await getEntitlement(athlete.sub, 'course_packet')).toMatchObject({ isActive: true });
    expect((await findDiscount(code))?.redemptions).toBe(1);
  });

  it('three deliveries of one event: one payment, one package, one redemption', async () => {
    const athlete = await createTestAccount();
    const code = await testDiscount();
    const envelope = stripeEnvelope(succeededEvent({ userId: athlete.sub, productKey: 'growth', amount: 50_400, discountCode: code }));
    await Promise.all([handler(structuredClone(envelope)), handler(structuredClone(envelope)), handler(structuredClone(envelope))]);
    expect(await listPackages(athlete.sub)).toHaveLength(1);
    expect((await findDiscount(code))?.redemptions).toBe(1);
  });

  it('a late payment_failed for a paid intent never downgrades it', async () => {
    const athlete = await createTestAccount();
    const succeeded = succeededEvent({ userId: athlete.sub, productKey: 'full_packet', amount: 15_000 });
    const paymentIntentId = String(succeeded.data.object.id);
    await handler(stripeEnvelope(succeeded));
    const failed = stripeEventBody('payment_intent.payment_failed', {
      id: paymentIntentId,
      amount: 15_000,
      metadata: { userId: athlete.sub, productKey: 'full_packet' },
    });
    await onPaymentFailed(stripeEnvelope(failed));
    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'succeeded' });
  });

  it('a paid order naming no athlete is recorded for the founders and grants nothing', async () => {
    const event = succeededEvent({ productKey: 'growth', amount: 56_000 });
    await handler(stripeEnvelope(event));
    expect(await getPayment(String(event.data.object.id))).toMatchObject({
      status: 'succeeded',
      userId: null,
      needsAttention: expect.stringMatching(/No athlete/),
    });
    expect(await getFulfilment(String(event.data.object.id))).toMatchObject({ courseIds: [] });
  });

  it('throws on an envelope that is not a payment_intent.succeeded, so the bus retries and dead-letters', async () => {
    await expect(handler({ ...stripeEnvelope(succeededEvent({ productKey: 'starter', amount: 40_000 })), 'detail-type': 'charge.refunded' })).rejects.toThrow();
  });
});
