import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { TERMS_VERSION } from '@herway/shared/catalog/terms';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { findDiscount } from '../store/discount-repo';
import { getEntitlement } from '../../course/store/entitlement-repo';
import { getFulfilment } from '../store/fulfilment-repo';
import { listPackages } from '../../bookings/store/package-repo';
import { getProfile, listUserCollection } from '../../accounts/store/user-repo';
import { retrievePaymentIntent } from '../stripe/stripe';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { eventually } from '../../testing/calendly';
import { confirmLocalCard, paymentIn } from '../../testing/payments';

// The whole purchase across its handlers (purchase-mentorship, purchase-course, create-payment-intent,
// the Stripe webhook and its consumer, the dashboard): one handler's own rules are in <handler>.int.test.ts.

const siteUrl = inject('siteUrl');

const call = (path: string, body: unknown, account?: TestAccount) => callApi(siteUrl, 'POST', path, account, body);

async function dashboard(account: TestAccount) {
  const response = await fetch(`${siteUrl}/api/dashboard`, { headers: { Cookie: account.cookie } });
  expect(response.status).toBe(200);
  return dashboardReplySchema.parse(await response.json());
}

describe('buying on the local stack: server pricing → local card → webhook → fulfilment', () => {
  it('Growth with ATHLETE20: $448 charged, an active 8-session package on her dashboard, one more redemption', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const before = (await findDiscount('ATHLETE20'))?.redemptions ?? 0;

    const opened = await call(
      '/api/purchase-mentorship',
      { acceptedTerms: true, amount: 448, packageType: 'growth', totalSessions: 8, discountCode: 'athlete20' },
      athlete,
    );
    expect(opened.status).toBe(200);
    const reply = paymentIntentReplySchema.parse(opened.json);
    expect(reply.amount).toBe(448);

    const intent = await retrievePaymentIntent(reply.paymentIntentId);
    expect(intent).toMatchObject({
      amount: 44_800,
      currency: 'usd',
      status: 'requires_payment_method',
      receipt_email: null,
      metadata: {
        userId: athlete.sub,
        productKey: 'growth',
        sessions: '8',
        discountCode: 'ATHLETE20',
        athleteName: 'Maya Athlete',
        customerEmail: athlete.email,
        termsVersion: TERMS_VERSION,
      },
    });
    // Her Stripe customer is created once and saved on her profile.
    const customerId = (await getProfile(athlete.sub))?.stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect(intent?.customer).toBe(customerId);

    expect(await confirmLocalCard(siteUrl, reply.clientSecret)).toEqual({ status: 200, json: { status: 'succeeded', paymentIntentId: reply.paymentIntentId } });

    const payment = await paymentIn(reply.paymentIntentId, 'succeeded');
    expect(payment).toMatchObject({
      userId: athlete.sub,
      amount: 44_800,
      currency: 'usd',
      productType: 'growth',
      discountCode: 'ATHLETE20',
      customerEmail: athlete.email,
      stripeCustomerId: customerId,
    });
    const board = await eventually(async () => {
      const current = await dashboard(athlete);
      return current.mentorshipPackages.length > 0 ? current : undefined;
    });
    expect(board.mentorshipPackages).toEqual([
      expect.objectContaining({ packageType: 'growth', status: 'active', totalSessions: 8, sessionsRemaining: 8, sessionsUsed: 0 }),
    ]);
    expect(board.coursePurchases).toEqual([]);
    expect((await findDiscount('ATHLETE20'))?.redemptions).toBe(before + 1);

    // A second purchase reuses her Stripe customer.
    const second = paymentIntentReplySchema.parse(
      (await call('/api/purchase-mentorship', { acceptedTerms: true, amount: 400, packageType: 'starter', totalSessions: 5 }, athlete)).json,
    );
    expect((await retrievePaymentIntent(second.paymentIntentId))?.customer).toBe(customerId);
  });

  it('a double click gets the same intent; once it is paid, the same order gets a new one', async () => {
    const athlete = await createTestAccount();
    const order = { acceptedTerms: true, amount: 400, packageType: 'starter', totalSessions: 5 };
    const [first, second] = await Promise.all([call('/api/purchase-mentorship', order, athlete), call('/api/purchase-mentorship', order, athlete)]);
    const firstReply = paymentIntentReplySchema.parse(first?.json);
    expect(paymentIntentReplySchema.parse(second?.json).paymentIntentId).toBe(firstReply.paymentIntentId);

    expect((await confirmLocalCard(siteUrl, firstReply.clientSecret)).status).toBe(200);
    const again = paymentIntentReplySchema.parse((await call('/api/purchase-mentorship', order, athlete)).json);
    expect(again.paymentIntentId).not.toBe(firstReply.paymentIntentId);
    expect((await retrievePaymentIntent(again.paymentIntentId))?.status).toBe('requires_payment_method');
  });

  it('the course packet: a course purchase and the course_packet entitlement', async () => {
    const athlete = await createTestAccount();
    const reply = paymentIntentReplySchema.parse(
      (await call('/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet' }, athlete)).json,
    );
    expect(reply.amount).toBe(150);
    expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
    await paymentIn(reply.paymentIntentId, 'succeeded');

    const board = await dashboard(athlete);
    expect(board.coursePurchases).toEqual([expect.objectContaining({ courseType: 'full_packet', status: 'active' })]);
    expect(board.mentorshipPackages).toEqual([]);
    expect(await getEntitlement(athlete.sub, 'course_packet')).toEqual({ courseId: 'course_packet', isActive: true, grantedBy: [reply.paymentIntentId] });
    const { records } = await listUserCollection(athlete.sub);
    expect(records.find((record) => record.kind === 'entitlement')?.data).toMatchObject({ courseId: 'course_packet', accessExpiresAt: null, isActive: true });
    expect(records.find((record) => record.kind === 'purchase')?.data).toMatchObject({
      amount: 15_000,
      stripePaymentIntentId: reply.paymentIntentId,
      paymentId: reply.paymentIntentId,
    });
  });

  it('Elite: a 10-session package AND the course packet entitlement', async () => {
    const athlete = await createTestAccount();
    const reply = paymentIntentReplySchema.parse(
      (await call('/api/purchase-mentorship', { acceptedTerms: true, amount: 650, packageType: 'elite', totalSessions: 10 }, athlete)).json,
    );
    expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
    await paymentIn(reply.paymentIntentId, 'succeeded');

    const board = await dashboard(athlete);
    expect(board.mentorshipPackages).toEqual([expect.objectContaining({ packageType: 'elite', status: 'active', totalSessions: 10, sessionsRemaining: 10 })]);
    expect(board.coursePurchases).toEqual([]);
    expect(await getEntitlement(athlete.sub, 'course_packet')).toMatchObject({ isActive: true, grantedBy: [reply.paymentIntentId] });
    expect(await getFulfilment(reply.paymentIntentId)).toMatchObject({ userId: athlete.sub, productKey: 'elite', courseIds: ['course_packet'] });
  });

  it('a declined card: a failed payment record with the reason, nothing granted', async () => {
    const athlete = await createTestAccount();
    const reply = paymentIntentReplySchema.parse(
      (await call('/api/purchase-mentorship', { acceptedTerms: true, amount: 400, packageType: 'starter', totalSessions: 5 }, athlete)).json,
    );
    const declined = await confirmLocalCard(siteUrl, reply.clientSecret, '4000 0000 0000 0002');
    expect(declined).toMatchObject({
      status: 402,
      json: { status: 'requires_payment_method', error: { code: 'card_declined', message: 'Your card was declined.' } },
    });

    const payment = await paymentIn(reply.paymentIntentId, 'failed');
    expect(payment).toMatchObject({ amount: 40_000, failureCode: 'card_declined', failureMessage: 'Your card was declined.', userId: athlete.sub });
    const board = await dashboard(athlete);
    expect(board.mentorshipPackages).toEqual([]);
    expect(await getFulfilment(reply.paymentIntentId)).toBeUndefined();

    // She tries again with a good card on the same intent: the failure is replaced by the success.
    expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
    await paymentIn(reply.paymentIntentId, 'succeeded');
    expect((await listPackages(athlete.sub)).map((pkg) => pkg.packageType)).toEqual(['starter']);
  });

  it('the open-amount checkout records a custom payment and grants nothing', async () => {
    const opened = await call('/api/create-payment-intent', {
      acceptedTerms: true,
      amount: 90,
      originalAmount: 100,
      description: 'Recruiting workshop',
      customerInfo: { name: 'Jordan Thompson', athleteName: 'Maya Thompson', email: 'jordan@example.com' },
      discountCode: 'WELCOME10',
    });
    expect(opened.status).toBe(200);
    const reply = paymentIntentReplySchema.parse(opened.json);
    expect(await retrievePaymentIntent(reply.paymentIntentId)).toMatchObject({
      amount: 9_000,
      customer: null,
      // HerWay sends the receipt: Stripe is given no address to send its own to.
      receipt_email: null,
      description: 'Recruiting workshop',
      // Empty metadata values are dropped, as at Stripe: no user for a signed-out visitor.
      metadata: {
        productKey: 'custom',
        sessions: '0',
        discountCode: 'WELCOME10',
        athleteName: 'Maya Thompson',
        customerName: 'Jordan Thompson',
        customerEmail: 'jordan@example.com',
        termsVersion: TERMS_VERSION,
      },
    });
    expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
    const payment = await paymentIn(reply.paymentIntentId, 'succeeded');
    expect(payment).toMatchObject({ userId: null, productType: 'custom', amount: 9_000, customerName: 'Jordan Thompson' });
    expect(await getFulfilment(reply.paymentIntentId)).toMatchObject({ courseIds: [] });
    expect((await getFulfilment(reply.paymentIntentId))?.packageId).toBeUndefined();

    const tooMuch = await call('/api/create-payment-intent', {
      acceptedTerms: true,
      amount: 5001,
      description: 'x',
      customerInfo: { name: 'A', athleteName: 'B', email: 'a@example.com' },
    });
    expect(tooMuch.status).toBe(400);
    const changed = await call('/api/create-payment-intent', {
      acceptedTerms: true,
      amount: 80,
      originalAmount: 100,
      description: 'x',
      customerInfo: { name: 'A', athleteName: 'B', email: 'a@example.com' },
      discountCode: 'WELCOME10',
    });
    expect(changed).toEqual({ status: 409, json: { message: 'The price has changed. The current price is $90.', currentAmount: 90 } });
  });
});
