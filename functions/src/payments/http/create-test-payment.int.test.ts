import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { getFulfilment } from '../store/fulfilment-repo';
import { retrievePaymentIntent } from '../stripe/stripe';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { confirmLocalCard, paymentIn } from '../../testing/payments';

const siteUrl = inject('siteUrl');
const stackEnv = inject('stackEnv');

/** A same-site POST through the local gateway, as the page sends it. */
const post = (path: string, body: unknown = {}, account?: TestAccount) => callApi(siteUrl, 'POST', path, account, body);

describe('POST /api/demo/test-payment on the local stack', () => {
  it('opens a $400 test payment through the normal path; paid with 4242, it records a payment and grants nothing', async () => {
    // A signed-in athlete gets nothing from it either: the test payment never carries her id.
    const athlete = await createTestAccount();
    const opened = await post('/api/demo/test-payment', {}, athlete);
    expect(opened.status).toBe(200);
    const reply = paymentIntentReplySchema.parse(opened.json);
    expect(reply.amount).toBe(400);
    expect(await retrievePaymentIntent(reply.paymentIntentId)).toMatchObject({
      amount: 40_000,
      currency: 'usd',
      status: 'requires_payment_method',
      customer: null,
      description: 'Test payment: Starter package (5 sessions)',
      receipt_email: null,
      metadata: { productKey: 'custom', sessions: '0', athleteName: 'Test payment (demo)', customerEmail: stackEnv.SUPPORT_EMAIL ?? 'support@herway.local' },
    });

    expect(await confirmLocalCard(siteUrl, reply.clientSecret)).toEqual({ status: 200, json: { status: 'succeeded', paymentIntentId: reply.paymentIntentId } });
    const payment = await paymentIn(reply.paymentIntentId, 'succeeded');
    expect(payment).toMatchObject({ userId: null, productType: 'custom', amount: 40_000, description: 'Test payment: Starter package (5 sessions)' });
    expect(payment.needsAttention).toBeUndefined();
    const fulfilment = await getFulfilment(reply.paymentIntentId);
    expect(fulfilment).toMatchObject({ productKey: 'custom', amount: 40_000, courseIds: [] });
    expect(fulfilment?.packageId).toBeUndefined();
    expect(fulfilment?.purchaseId).toBeUndefined();

    const dashboard = await fetch(`${siteUrl}/api/dashboard`, { headers: { Cookie: athlete.cookie } });
    const board = dashboardReplySchema.parse(await dashboard.json());
    expect(board.mentorshipPackages).toEqual([]);
    expect(board.coursePurchases).toEqual([]);
  });
});
