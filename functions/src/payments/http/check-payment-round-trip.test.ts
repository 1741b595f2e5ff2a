import { paymentCheckReplySchema } from '@herway/shared/contracts/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToFreshHandler } from '../../testing/fresh-handler';
import { useStripeStandIn } from '../../testing/stripe-stand-in';

// The handler with a stand-in for Stripe that records every request: the guards must answer before
// anything reaches Stripe. The real round trip against the local emulator is in
// check-payment-round-trip.int.test.ts.

const stripe = useStripeStandIn();
const stripeRequests = stripe.requests;
afterEach(() => vi.unstubAllEnvs());

const call = (environment: Record<string, string | undefined>, body?: string) =>
  postToFreshHandler(() => import('./check-payment-round-trip'), '/api/demo/payment-check', environment, body);

describe('POST /api/demo/payment-check', () => {
  it('answers 401 to a signed-out visitor outside the local stage, before anything reaches Stripe', async () => {
    for (const STAGE of ['test', 'dev', 'prod']) {
      const answer = await call({ STAGE, STRIPE_SECRET_KEY: 'sk_test_abc', USER_POOL_ID: 'pool', USER_POOL_CLIENT_ID: 'client' });
      expect(answer).toEqual({ statusCode: 401, json: { message: 'Authentication required' } });
    }
    expect(stripeRequests).toEqual([]);
  });

  it('runs the round trip for anyone on the local stage: create, retrieve, cancel', async () => {
    const answer = await call({ STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: stripe.base });
    expect(answer.statusCode).toBe(200);
    const reply = paymentCheckReplySchema.parse(answer.json);
    expect(reply).toMatchObject({ ok: true, stage: 'local', provider: 'local-stripe', amount: 1, paymentIntentId: 'pi_standin', livemode: false });
    expect(reply.steps.map((step) => [step.step, step.ok, step.status])).toEqual([
      ['create', true, 'requires_payment_method'],
      ['retrieve', true, 'requires_payment_method'],
      ['cancel', true, 'canceled'],
    ]);
    expect(stripeRequests).toEqual(['POST /v1/payment_intents', 'GET /v1/payment_intents/pi_standin', 'POST /v1/payment_intents/pi_standin/cancel']);
  });
});
