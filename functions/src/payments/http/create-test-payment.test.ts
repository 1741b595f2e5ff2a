import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToFreshHandler } from '../../testing/fresh-handler';
import { useStripeStandIn } from '../../testing/stripe-stand-in';

// The handler with a stand-in for Stripe that records every request: the guards must answer before
// anything reaches Stripe. The real test payment against the local emulator is in
// create-test-payment.int.test.ts.

const stripe = useStripeStandIn();
const stripeRequests = stripe.requests;
afterEach(() => vi.unstubAllEnvs());

const call = (environment: Record<string, string | undefined>, body?: string) =>
  postToFreshHandler(() => import('./create-test-payment'), '/api/demo/test-payment', environment, body);

describe('POST /api/demo/test-payment', () => {
  it('answers 403 on the prod stage, before anything reaches Stripe', async () => {
    expect(await call({ STAGE: 'prod', STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual({
      statusCode: 403,
      json: { message: 'Test payments are turned off in production: this demo page never takes real money.' },
    });
  });

  it('answers 403 with a live key on any stage, before anything reaches Stripe', async () => {
    for (const key of ['sk_live_abc', 'rk_live_abc']) {
      const answer = await call({ STAGE: 'test', STRIPE_SECRET_KEY: key, STRIPE_API_BASE: stripe.base });
      expect(answer).toEqual({
        statusCode: 403,
        json: { message: 'Test payments need Stripe test mode, and this site uses a live Stripe key: this demo page never takes real money.' },
      });
    }
    expect(stripeRequests).toEqual([]);
  });

  it('takes nothing from the page: any field (an amount, a receipt address) is refused with 400', async () => {
    const environment = { STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: stripe.base };
    expect((await call(environment, JSON.stringify({ amount: 1 }))).statusCode).toBe(400);
    expect((await call(environment, JSON.stringify({ email: 'someone@example.com' }))).statusCode).toBe(400);
    expect(stripeRequests).toEqual([]);
  });

  it('opens the $400 intent with the support mailbox as its address (no Stripe receipt), no customer, productKey custom', async () => {
    const answer = await call({ STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: stripe.base });
    expect(answer.statusCode).toBe(200);
    expect(stripeRequests).toEqual(['POST /v1/payment_intents']);
    expect(Object.fromEntries(stripe.bodies[0] ?? [])).toMatchObject({
      amount: '40000',
      description: 'Test payment: Starter package (5 sessions)',
      'metadata[customerEmail]': 'support@herway.local',
      'metadata[productKey]': 'custom',
      'metadata[sessions]': '0',
    });
    expect(stripe.bodies[0]?.has('customer')).toBe(false);
    expect(stripe.bodies[0]?.has('receipt_email')).toBe(false);
    expect(stripe.bodies[0]?.has('metadata[userId]')).toBe(false);
  });
});
