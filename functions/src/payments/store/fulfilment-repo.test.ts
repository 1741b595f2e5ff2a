import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { paymentIntentSchema } from '@herway/events/stripe';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { stripeEventBody } from '../../testing/payments';
import { fulfilmentIds, planFulfilment } from '../fulfilment';
import { applyRefund, fulfilmentTransactItems, fulfilPayment } from './fulfilment-repo';
import { counterOfShardKey } from '../../insights/store/stats-repo';

const dynamo = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);

const at = new Date('2026-11-21T14:32:00Z');

function planFor(productKey: string, amount: number, metadata: Record<string, string> = {}) {
  const event = stripeEventBody('payment_intent.succeeded', { id: 'pi_TEST1', amount, amount_received: amount });
  event.data.object.metadata = { userId: 'user-1', productKey, ...metadata };
  return planFulfilment(paymentIntentSchema.parse(event.data.object), { eventId: 'evt_1', at, now: at });
}

/** Each action of the transaction as [kind, PK, SK]. */
function actions(items: ReturnType<typeof fulfilmentTransactItems>) {
  return items.map((item) => {
    const [kind, action] = Object.entries(item)[0] as [string, { Key?: Record<string, unknown>; Item?: Record<string, unknown> }];
    const key = action.Key ?? action.Item ?? {};
    // A counter's shard is picked at random: compare the counter it belongs to.
    return [kind, key.PK, key.PK === 'STATS' ? counterOfShardKey(String(key.SK)) : key.SK];
  });
}

const ids = fulfilmentIds('pi_TEST1');
const common = [
  ['Put', 'FULFILMENT#pi_TEST1', 'FULFILMENT'],
  ['Put', 'PAYMENT#pi_TEST1', 'PAYMENT'],
  ['Put', 'USER#user-1', 'PAYMENT#pi_TEST1'],
];
const counters = [
  ['Update', 'STATS', 'TOTALS'],
  ['Update', 'STATS', 'MONTH#2026-11'],
];
// Last: her account is open (nothing is granted to an account being deleted).
const herAccountOpen = ['ConditionCheck', 'USER#user-1', 'PROFILE'];

function cancelled(codes: string[]) {
  return new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });
}

describe('the fulfilment transaction', () => {
  beforeEach(() => dynamo.reset());

  it("a limited code's reservation becomes its redemption, in the same transaction", () => {
    const items = fulfilmentTransactItems(planFor('growth', 44_800, { discountCode: 'TEAM50', discountReservation: 'res-1' }));
    expect(actions(items)).toEqual([
      ...common,
      ['Put', 'USER#user-1', `PACKAGE#${ids.packageId}`],
      ['Update', 'DISCOUNT#TEAM50', 'RESERVATION#res-1'],
      ['Update', 'DISCOUNT#TEAM50', 'DISCOUNT'],
      ...counters,
      herAccountOpen,
    ]);
    expect(items[4]?.Update).toMatchObject({ ConditionExpression: '#state = :open', ExpressionAttributeValues: { ':redeemed': 'redeemed' } });
    expect(items[5]?.Update).toMatchObject({ UpdateExpression: 'ADD redemptions :one' });
  });

  it('a test payment is recorded and marked, and counts in no revenue or payment total', () => {
    const plan = planFor('custom', 40_000, { userId: '', testPayment: 'true' });
    expect(plan.payment).toMatchObject({ isTest: true, status: 'succeeded' });
    expect(actions(fulfilmentTransactItems(plan))).toEqual(common.slice(0, 2));
  });

  it('Starter / Growth: marker first, payment, her reference, the package, the redemption, the counters', () => {
    const items = fulfilmentTransactItems(planFor('growth', 44_800, { discountCode: 'ATHLETE20' }));
    expect(actions(items)).toEqual([
      ...common,
      ['Put', 'USER#user-1', `PACKAGE#${ids.packageId}`],
      ['Update', 'DISCOUNT#ATHLETE20', 'DISCOUNT'],
      ...counters,
      herAccountOpen,
    ]);
    expect(items[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(items[1]?.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK) OR #status IN (:failed, :processing)',
      Item: { GSI1PK: 'PAYMENT', GSI1SK: '2025-11-21T13:51:38.000Z#pi_TEST1', status: 'succeeded', amount: 44_800, type: 'payment' },
    });
    expect(items[3]?.Put?.Item).toMatchObject({ type: 'mentorshipPackage', totalSessions: 8, sessionsRemaining: 8, status: 'active' });
    // An unlimited code (no reservation): counted outright, claimed and redeemed.
    expect(items[4]?.Update).toMatchObject({
      UpdateExpression: 'SET claimed = if_not_exists(claimed, :zero) + :one, redemptions = if_not_exists(redemptions, :zero) + :one',
      ConditionExpression: 'attribute_exists(PK)',
    });
    expect(items[5]?.Update).toMatchObject({
      ExpressionAttributeValues: { ':a0': 1, ':a1': 44_800 },
      ExpressionAttributeNames: { '#a0': 'payments', '#a1': 'revenueCents' },
    });
  });

  it('the course packet: the course purchase and the course_packet entitlement', () => {
    const items = fulfilmentTransactItems(planFor('full_packet', 15_000));
    expect(actions(items)).toEqual([
      ...common,
      ['Put', 'USER#user-1', `PURCHASE#${ids.purchaseId}`],
      ['Update', 'USER#user-1', 'ENTITLEMENT#course_packet'],
      ...counters,
      herAccountOpen,
    ]);
    expect(items[3]?.Put?.Item).toMatchObject({ type: 'coursePurchase', courseType: 'full_packet', status: 'active', accessExpiresAt: null });
    expect(items[4]?.Update).toMatchObject({
      UpdateExpression: expect.stringContaining('grantedBy = list_append(if_not_exists(grantedBy, :empty), :payment)'),
      ExpressionAttributeValues: expect.objectContaining({
        ':courseId': 'course_packet',
        ':true': true,
        ':null': null,
        ':payment': ['pi_TEST1'],
        ':purchaseId': ids.purchaseId,
      }),
    });
  });

  it('Elite: the package AND the entitlement', () => {
    expect(actions(fulfilmentTransactItems(planFor('elite', 65_000)))).toEqual([
      ...common,
      ['Put', 'USER#user-1', `PACKAGE#${ids.packageId}`],
      ['Update', 'USER#user-1', 'ENTITLEMENT#course_packet'],
      ...counters,
      herAccountOpen,
    ]);
  });

  it('custom: the payment and the counters only', () => {
    expect(actions(fulfilmentTransactItems(planFor('custom', 9_000, { userId: '' })))).toEqual([
      ['Put', 'FULFILMENT#pi_TEST1', 'FULFILMENT'],
      ['Put', 'PAYMENT#pi_TEST1', 'PAYMENT'],
      ...counters,
    ]);
  });

  it('is one TransactWriteItems; a second delivery finds the marker and changes nothing', async () => {
    dynamo
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None']));
    const plan = planFor('growth', 56_000);
    expect(await fulfilPayment(plan)).toBe('fulfilled');
    expect(await fulfilPayment(plan)).toBe('duplicate');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it("answers 'account-closed' when her account is deleted or being deleted (the last check), unless the marker says it was done", async () => {
    const plan = planFor('growth', 56_000);
    const reasons = fulfilmentTransactItems(plan).map(() => 'None');
    dynamo.on(TransactWriteCommand).rejects(cancelled([...reasons.slice(1), 'ConditionalCheckFailed']));
    expect(await fulfilPayment(plan)).toBe('account-closed');
    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', ...reasons.slice(2), 'ConditionalCheckFailed']));
    expect(await fulfilPayment(plan)).toBe('duplicate');
  });

  it('fulfils without the redemption when the code was deleted since, and throws on any other refusal', async () => {
    const plan = planFor('growth', 44_800, { discountCode: 'GONE' });
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'None', 'None', 'ConditionalCheckFailed', 'None', 'None']))
      .resolves({});
    expect(await fulfilPayment(plan)).toBe('fulfilled');
    const retried = dynamo.commandCalls(TransactWriteCommand)[1]?.args[0].input.TransactItems ?? [];
    expect(retried.some((item) => item.Update?.Key?.PK === 'DISCOUNT#GONE')).toBe(false);

    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'None', 'ConditionalCheckFailed', 'None', 'None']));
    await expect(fulfilPayment(planFor('growth', 56_000))).rejects.toThrow(/Fulfilment of pi_TEST1 was refused: None, None, None, ConditionalCheckFailed/);
  });
});

describe('applyRefund', () => {
  beforeEach(() => dynamo.reset());

  const payment = {
    id: 'pi_TEST1',
    userId: 'user-1',
    stripePaymentIntentId: 'pi_TEST1',
    stripeCustomerId: null,
    customerEmail: 'a@example.com',
    customerName: null,
    athleteName: null,
    amount: 65_000,
    amountRefunded: 0,
    currency: 'usd',
    status: 'succeeded',
    productType: 'elite',
    description: null,
    discountCode: null,
    paidAt: '2026-10-02T10:00:00.000Z',
    createdAt: '2026-10-02T09:59:00.000Z',
    updatedAt: '2026-10-02T10:00:00.000Z',
  };
  const marker = {
    paymentIntentId: 'pi_TEST1',
    userId: 'user-1',
    productKey: 'elite',
    amount: 65_000,
    packageId: ids.packageId,
    courseIds: ['course_packet'],
    eventId: 'evt_1',
    fulfilledAt: '2026-10-02T10:00:00.000Z',
  };

  function stored(entitlement: { grantedBy: string[] }) {
    dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
      if (input.Key.PK === 'PAYMENT#pi_TEST1') return { Item: { PK: 'PAYMENT#pi_TEST1', SK: 'PAYMENT', type: 'payment', ...payment } };
      if (input.Key.PK === 'FULFILMENT#pi_TEST1') return { Item: marker };
      if (input.Key.SK.startsWith('PACKAGE#')) return { Item: { PK: input.Key.PK } };
      if (input.Key.SK === 'ENTITLEMENT#course_packet') return { Item: { courseId: 'course_packet', isActive: true, ...entitlement } };
      return {};
    });
  }

  it('a full refund: payment refunded, revenue and count taken back in its month, package refunded, the only grant withdrawn', async () => {
    stored({ grantedBy: ['pi_TEST1'] });
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await applyRefund('pi_TEST1', 65_000, new Date('2026-11-25T00:00:00Z'))).toBe('refunded');
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(actions(items)).toEqual([
      ['Update', 'PAYMENT#pi_TEST1', 'PAYMENT'],
      ['Update', 'STATS', 'TOTALS'],
      ['Update', 'STATS', 'MONTH#2026-10'],
      ['Update', 'USER#user-1', `PACKAGE#${ids.packageId}`],
      ['Update', 'USER#user-1', 'ENTITLEMENT#course_packet'],
    ]);
    expect(items[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':refunded': 65_000, ':status': 'refunded', ':stored': 0 });
    expect(items[1]?.Update?.ExpressionAttributeValues).toEqual({ ':a0': -65_000, ':a1': -1, ':a2': 1 });
    expect(items[4]?.Update).toMatchObject({
      UpdateExpression: 'REMOVE grantedBy[0] SET updatedAt = :now, isActive = :false',
      ConditionExpression: 'grantedBy[0] = :payment AND size(grantedBy) = :count',
    });
  });

  it('keeps the access another payment still grants', async () => {
    stored({ grantedBy: ['pi_OTHER', 'pi_TEST1'] });
    dynamo.on(TransactWriteCommand).resolves({});
    await applyRefund('pi_TEST1', 65_000);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.at(-1)?.Update?.UpdateExpression).toBe('REMOVE grantedBy[1] SET updatedAt = :now');
  });

  it('a partial refund changes the payment and the revenue only', async () => {
    stored({ grantedBy: ['pi_TEST1'] });
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await applyRefund('pi_TEST1', 5_000)).toBe('partially-refunded');
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(actions(items)).toEqual([
      ['Update', 'PAYMENT#pi_TEST1', 'PAYMENT'],
      ['Update', 'STATS', 'TOTALS'],
      ['Update', 'STATS', 'MONTH#2026-10'],
    ]);
    expect(items[1]?.Update?.ExpressionAttributeValues).toEqual({ ':a0': -5_000 });
  });

  it('reads again and recomputes when a concurrent change cancelled the transaction', async () => {
    stored({ grantedBy: ['pi_TEST1'] });
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['ConditionalCheckFailed']))
      .resolves({});
    expect(await applyRefund('pi_TEST1', 65_000)).toBe('refunded');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });
});
