import { paymentCheckReplySchema } from '@herway/shared/contracts/demo';
import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { getFulfilment } from '../../adapters/dynamo/fulfilment-repo';
import { getPayment } from '../../adapters/dynamo/payment-repo';
import type { StoredPayment } from '../../adapters/dynamo/payment-repo';
import { retrievePaymentIntent } from '../../adapters/stripe';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { eventually } from '../../testing/calendly';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { confirmLocalCard } from '../../testing/payments';

// One file for both demo handlers (create-test-payment, check-payment-round-trip), a describe each:
// they share the stage switch below.

const siteUrl = inject('siteUrl');
const stackEnv = inject('stackEnv');

/** A same-site POST through the local gateway, as the page sends it. */
async function post(path: string, body: unknown = {}, account?: TestAccount) {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', ...(account ? { Cookie: account.cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * The handler itself on another stage (the local gateway always runs STAGE=local): the
 * environment is changed and the modules loaded afresh, so config() reads it; everything else
 * (Cognito, the table, the local Stripe) is the stack's.
 */
async function onStage(
  handlerName: 'create-test-payment' | 'check-payment-round-trip',
  environment: Record<string, string | undefined>,
  account?: TestAccount,
) {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  vi.resetModules();
  const { handler } = handlerName === 'create-test-payment' ? await import('./create-test-payment') : await import('./check-payment-round-trip');
  const path = handlerName === 'create-test-payment' ? '/api/demo/test-payment' : '/api/demo/payment-check';
  const event = httpEvent('POST', path, {
    body: '{}',
    headers: { origin: siteUrl, 'content-type': 'application/json' },
    ...(account ? { cookies: [account.cookie] } : {}),
  });
  const result = await handler(event, lambdaContext);
  return { status: result.statusCode, json: JSON.parse(result.body || '{}') as Record<string, unknown> };
}

const paymentIn = (paymentIntentId: string, status: StoredPayment['status']) =>
  eventually(async () => {
    const payment = await getPayment(paymentIntentId);
    return payment?.status === status ? payment : undefined;
  }, 20_000);

afterEach(() => vi.unstubAllEnvs());

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
      receipt_email: stackEnv.SUPPORT_EMAIL ?? 'support@herway.local',
      metadata: { productKey: 'custom', sessions: '0', athleteName: 'Test payment (demo)' },
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

  it('is refused with 403 on the prod stage and with a live key', async () => {
    // prod may not point Stripe at the emulator: without STRIPE_API_BASE a call would go to Stripe itself.
    expect(await onStage('create-test-payment', { STAGE: 'prod', STRIPE_API_BASE: undefined })).toEqual({
      status: 403,
      json: { message: 'Test payments are turned off in production: this demo page never takes real money.' },
    });
    // The emulator refuses any key but its own, so a request that reached it would be a 500, not a 403.
    expect(await onStage('create-test-payment', { STAGE: 'test', STRIPE_SECRET_KEY: 'sk_live_herway_demo' })).toEqual({
      status: 403,
      json: { message: 'Test payments need Stripe test mode, and this site uses a live Stripe key: this demo page never takes real money.' },
    });
  });
});

describe('POST /api/demo/payment-check', () => {
  it('on the local stack, without a session: creates a $1 intent, reads it back and cancels it; nothing is recorded', async () => {
    const answer = await post('/api/demo/payment-check');
    expect(answer.status).toBe(200);
    const reply = paymentCheckReplySchema.parse(answer.json);
    expect(reply).toMatchObject({ ok: true, stage: 'local', provider: 'local-stripe', amount: 1, livemode: false });
    expect(reply.steps.map((step) => [step.step, step.ok, step.status])).toEqual([
      ['create', true, 'requires_payment_method'],
      ['retrieve', true, 'requires_payment_method'],
      ['cancel', true, 'canceled'],
    ]);
    const id = reply.paymentIntentId ?? '';
    expect(await retrievePaymentIntent(id)).toMatchObject({
      amount: 100,
      status: 'canceled',
      cancellation_reason: 'abandoned',
      description: 'HerWay diagnostics: cancelled at once',
      receipt_email: null,
      customer: null,
      metadata: { productKey: 'diagnostics' },
    });
    // The emulator's payment_intent.canceled reached the webhook, which dropped it.
    expect(await getPayment(id)).toBeUndefined();
    expect(await getFulfilment(id)).toBeUndefined();

    // Each run is a new intent.
    const again = paymentCheckReplySchema.parse((await post('/api/demo/payment-check')).json);
    expect(again.paymentIntentId).not.toBe(id);
  });

  it('on any other stage: 401 without a session, 403 to an athlete, the round trip for an admin', async () => {
    const [athlete, admin] = await Promise.all([createTestAccount(), createTestAccount({ group: 'admin' })]);
    expect(await onStage('check-payment-round-trip', { STAGE: 'test' })).toEqual({ status: 401, json: { message: 'Authentication required' } });
    expect(await onStage('check-payment-round-trip', { STAGE: 'test' }, athlete)).toEqual({ status: 403, json: { message: 'Admin access required' } });
    const byAdmin = await onStage('check-payment-round-trip', { STAGE: 'test' }, admin);
    expect(byAdmin.status).toBe(200);
    expect(paymentCheckReplySchema.parse(byAdmin.json)).toMatchObject({ ok: true, stage: 'test', provider: 'local-stripe' });
  });
});
