import { paymentCheckReplySchema } from '@herway/shared/contracts/demo';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { getFulfilment } from '../store/fulfilment-repo';
import { getPayment } from '../store/payment-repo';
import { retrievePaymentIntent } from '../stripe/stripe';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { httpEvent, lambdaContext } from '../../testing/http-event';

const siteUrl = inject('siteUrl');

/** A same-site POST through the local gateway, as the page sends it. */
const post = (path: string, body: unknown = {}, account?: TestAccount) => callApi(siteUrl, 'POST', path, account, body);

/**
 * The handler itself on another stage (the local gateway always runs STAGE=local): the
 * environment is changed and the modules loaded afresh, so config() reads it; everything else
 * (Cognito, the table, the local Stripe) is the stack's.
 */
async function onStage(environment: Record<string, string | undefined>, account?: TestAccount) {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  vi.resetModules();
  const { handler } = await import('./check-payment-round-trip');
  const event = httpEvent('POST', '/api/demo/payment-check', {
    body: '{}',
    headers: { origin: siteUrl, 'content-type': 'application/json' },
    ...(account ? { cookies: [account.cookie] } : {}),
  });
  const result = await handler(event, lambdaContext);
  return { status: result.statusCode, json: JSON.parse(result.body || '{}') as Record<string, unknown> };
}

afterEach(() => vi.unstubAllEnvs());

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
    expect(await onStage({ STAGE: 'test' })).toEqual({ status: 401, json: { message: 'Authentication required' } });
    expect(await onStage({ STAGE: 'test' }, athlete)).toEqual({ status: 403, json: { message: 'Admin access required' } });
    const byAdmin = await onStage({ STAGE: 'test' }, admin);
    expect(byAdmin.status).toBe(200);
    expect(paymentCheckReplySchema.parse(byAdmin.json)).toMatchObject({ ok: true, stage: 'test', provider: 'local-stripe' });
  });
});
