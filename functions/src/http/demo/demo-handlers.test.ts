import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentCheckReplySchema } from '@herway/shared/contracts/demo';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext, sameSiteJson } from '../../testing/http-event';

// The demo handlers with a stand-in for Stripe that records every request: the guards must answer
// before anything reaches Stripe. The real round trip against the local emulator is in
// demo.int.test.ts. One file for both demo handlers: they share the stand-in and the stage switch.

const stripeRequests: string[] = [];
const stripeBodies: URLSearchParams[] = [];
let stripeStandIn: Server;
let stripeBase: string;

beforeAll(async () => {
  let count = 0;
  stripeStandIn = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      stripeRequests.push(`${req.method} ${req.url}`);
      stripeBodies.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      count += 1;
      const status = req.url?.endsWith('/cancel') ? 'canceled' : 'requires_payment_method';
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          id: 'pi_standin',
          object: 'payment_intent',
          amount: 100,
          currency: 'usd',
          status,
          livemode: false,
          client_secret: `pi_standin_secret_${count}`,
          metadata: {},
        }),
      );
    });
  });
  await new Promise<void>((resolve) => stripeStandIn.listen(0, '127.0.0.1', resolve));
  stripeBase = `http://127.0.0.1:${(stripeStandIn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stripeStandIn.close(() => resolve())));
afterEach(() => {
  stripeRequests.length = 0;
  stripeBodies.length = 0;
  vi.unstubAllEnvs();
});

async function call(module: 'create-test-payment' | 'check-payment-round-trip', environment: Record<string, string | undefined>, body = '{}') {
  for (const [name, value] of Object.entries({ STRIPE_MAX_NETWORK_RETRIES: '0', ...environment })) vi.stubEnv(name, value);
  vi.resetModules();
  const { handler } = module === 'create-test-payment' ? await import('./create-test-payment') : await import('./check-payment-round-trip');
  const path = module === 'create-test-payment' ? '/api/demo/test-payment' : '/api/demo/payment-check';
  const result = await handler(httpEvent('POST', path, { body, headers: sameSiteJson }), lambdaContext);
  return { statusCode: result.statusCode, json: JSON.parse(result.body || '{}') as Record<string, unknown> };
}

describe('POST /api/demo/test-payment', () => {
  it('answers 403 on the prod stage, before anything reaches Stripe', async () => {
    expect(await call('create-test-payment', { STAGE: 'prod', STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual({
      statusCode: 403,
      json: { message: 'Test payments are turned off in production: this demo page never takes real money.' },
    });
  });

  it('answers 403 with a live key on any stage, before anything reaches Stripe', async () => {
    for (const key of ['sk_live_abc', 'rk_live_abc']) {
      const answer = await call('create-test-payment', { STAGE: 'test', STRIPE_SECRET_KEY: key, STRIPE_API_BASE: stripeBase });
      expect(answer).toEqual({
        statusCode: 403,
        json: { message: 'Test payments need Stripe test mode, and this site uses a live Stripe key: this demo page never takes real money.' },
      });
    }
    expect(stripeRequests).toEqual([]);
  });

  it('takes nothing from the page: any field (an amount, a receipt address) is refused with 400', async () => {
    const environment = { STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: stripeBase };
    expect((await call('create-test-payment', environment, JSON.stringify({ amount: 1 }))).statusCode).toBe(400);
    expect((await call('create-test-payment', environment, JSON.stringify({ email: 'someone@example.com' }))).statusCode).toBe(400);
    expect(stripeRequests).toEqual([]);
  });

  it('opens the $400 intent with the receipt for the support mailbox, no customer, productKey custom', async () => {
    const answer = await call('create-test-payment', { STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: stripeBase });
    expect(answer.statusCode).toBe(200);
    expect(stripeRequests).toEqual(['POST /v1/payment_intents']);
    expect(Object.fromEntries(stripeBodies[0] ?? [])).toMatchObject({
      amount: '40000',
      description: 'Test payment: Starter package (5 sessions)',
      receipt_email: 'support@herway.local',
      'metadata[productKey]': 'custom',
      'metadata[sessions]': '0',
    });
    expect(stripeBodies[0]?.has('customer')).toBe(false);
    expect(stripeBodies[0]?.has('metadata[userId]')).toBe(false);
  });
});

describe('POST /api/demo/payment-check', () => {
  it('answers 401 to a signed-out visitor outside the local stage, before anything reaches Stripe', async () => {
    for (const STAGE of ['test', 'dev', 'prod']) {
      const answer = await call('check-payment-round-trip', { STAGE, STRIPE_SECRET_KEY: 'sk_test_abc', USER_POOL_ID: 'pool', USER_POOL_CLIENT_ID: 'client' });
      expect(answer).toEqual({ statusCode: 401, json: { message: 'Authentication required' } });
    }
    expect(stripeRequests).toEqual([]);
  });

  it('runs the round trip for anyone on the local stage: create, retrieve, cancel', async () => {
    const answer = await call('check-payment-round-trip', { STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: stripeBase });
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
