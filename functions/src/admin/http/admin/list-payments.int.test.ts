import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { paymentsPageSchema } from '@herway/shared/contracts/admin';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../../kernel/aws-clients';
import { keys } from '../../../kernel/store/keys';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { expectNewestFirst, walkList } from '../../../testing/admin-lists';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

describe('GET /api/payments', () => {
  it('pages payments newest first with the amount as text dollars', async () => {
    const base = Date.now();
    const payment = (id: string, createdAt: string, extra: Record<string, unknown>) => ({
      ...keys.payment(id),
      ...keys.listing('PAYMENT', createdAt, id),
      type: 'payment',
      id,
      userId: null,
      stripePaymentIntentId: id,
      stripeCustomerId: null,
      customerEmail: `${id}@example.com`,
      customerName: null,
      athleteName: null,
      amount: 40_000,
      amountRefunded: 0,
      currency: 'usd',
      status: 'succeeded',
      productType: null,
      description: null,
      discountCode: null,
      createdAt,
      updatedAt: createdAt,
      ...extra,
    });
    const older = `pi_test_${randomUUID().replace(/-/g, '')}`;
    const newer = `pi_test_${randomUUID().replace(/-/g, '')}`;
    for (const item of [
      payment(older, new Date(base).toISOString(), {}),
      payment(newer, new Date(base + 1).toISOString(), { amount: 1250, customerName: 'Jane Parent', productType: 'starter', status: 'failed' }),
    ]) {
      await dynamoClient().send(new PutCommand({ TableName: 'herway', Item: item }));
    }
    const items = await walkList(siteUrl, admin.cookie, '/api/payments', paymentsPageSchema, [older, newer]);
    expectNewestFirst(items);
    expect(items.find((item) => item.id === older)).toMatchObject({
      amount: '400.00',
      currency: 'usd',
      customerName: null,
      productType: null,
      status: 'succeeded',
    });
    expect(items.find((item) => item.id === newer)).toMatchObject({ amount: '12.50', customerName: 'Jane Parent', productType: 'starter', status: 'failed' });
    expect(items.findIndex((item) => item.id === newer)).toBeLessThan(items.findIndex((item) => item.id === older));
  });
});
