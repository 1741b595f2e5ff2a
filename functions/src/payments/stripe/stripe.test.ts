import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig, stripeWebhookSecret } from '../../kernel/config';
import { DEPLOYED_RESOURCES } from '../../testing/deployed-environment';
import type { NewPaymentIntent } from './stripe';
import {
  IDEMPOTENCY_WINDOW_MS,
  intentIdempotencyKey,
  signStripePayload,
  STRIPE_API_VERSION,
  stripeClientOptions,
  stripeConnection,
  verifyStripeEvent,
} from './stripe';

const order: NewPaymentIntent = {
  amountCents: 44_800,
  description: 'GROWTH Mentorship Package',
  customerId: 'cus_1',
  metadata: {
    userId: 'user-1',
    productKey: 'growth',
    sessions: '8',
    discountCode: 'ATHLETE20',
    athleteName: 'Maya',
    customerEmail: 'maya@example.com',
    termsVersion: '2025-08-22',
  },
};

describe('the Stripe client', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is pinned and configured: API version, 8 s timeout, one retry (none in tests), an emulator only by STRIPE_API_BASE', () => {
    expect(stripeClientOptions(parseConfig({}))).toMatchObject({ apiVersion: STRIPE_API_VERSION, timeout: 8_000, maxNetworkRetries: 1, telemetry: false });
    expect(stripeClientOptions(parseConfig({})).host).toBeUndefined();
    expect(stripeClientOptions(parseConfig({ STRIPE_MAX_NETWORK_RETRIES: '0', STRIPE_API_BASE: 'http://localhost:12111' }))).toMatchObject({
      maxNetworkRetries: 0,
      host: 'localhost',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeConnection('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });

  it('refuses STRIPE_API_BASE outside the local and test stages', () => {
    expect(() => parseConfig({ STAGE: 'prod', ...DEPLOYED_RESOURCES, STRIPE_API_BASE: 'http://localhost:12111' })).toThrow(/STRIPE_API_BASE/);
  });

  it('verifies with the configured webhook secret, or the local one on the local stage only', () => {
    expect(stripeWebhookSecret(parseConfig({ STAGE: 'local' }))).toBe('whsec_local_herway');
    expect(stripeWebhookSecret(parseConfig({ STAGE: 'prod', ...DEPLOYED_RESOURCES }))).toBeUndefined();
    expect(stripeWebhookSecret(parseConfig({ STAGE: 'prod', ...DEPLOYED_RESOURCES, STRIPE_WEBHOOK_SECRET: 'whsec_live' }))).toBe('whsec_live');
  });
});

describe('intent idempotency keys', () => {
  const at = 1_790_000_000_000;

  it('are the same for the same order within a short window (a double click)', () => {
    expect(intentIdempotencyKey(order, at)).toBe(intentIdempotencyKey({ ...order, metadata: { ...order.metadata } }, at + 1_000));
    expect(intentIdempotencyKey(order, at)).toMatch(/^herway-intent-growth-[\w-]{43}$/);
  });

  it('differ for another amount, product, buyer, code or window', () => {
    const key = intentIdempotencyKey(order, at);
    expect(intentIdempotencyKey({ ...order, amountCents: 56_000 }, at)).not.toBe(key);
    expect(intentIdempotencyKey({ ...order, metadata: { ...order.metadata, userId: 'user-2' } }, at)).not.toBe(key);
    expect(intentIdempotencyKey({ ...order, metadata: { ...order.metadata, discountCode: '' } }, at)).not.toBe(key);
    expect(intentIdempotencyKey(order, at + 2 * IDEMPOTENCY_WINDOW_MS)).not.toBe(key);
  });
});

describe('verifyStripeEvent', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' });

  it('accepts a delivery signed as Stripe signs, and tells why it refuses one', () => {
    expect(verifyStripeEvent(payload, signStripePayload(payload, 'whsec_a'), 'whsec_a')).toMatchObject({ valid: true, event: { id: 'evt_1' } });
    expect(verifyStripeEvent(`${payload} `, signStripePayload(payload, 'whsec_a'), 'whsec_a')).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyStripeEvent(payload, signStripePayload(payload, 'whsec_b'), 'whsec_a')).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyStripeEvent(payload, signStripePayload(payload, 'whsec_a', Math.floor(Date.now() / 1000) - 301), 'whsec_a')).toEqual({
      valid: false,
      reason: 'stale',
    });
    expect(verifyStripeEvent(payload, 'not-a-header', 'whsec_a')).toEqual({ valid: false, reason: 'malformed' });
    expect(verifyStripeEvent('{', signStripePayload('{', 'whsec_a'), 'whsec_a')).toEqual({ valid: false, reason: 'not-json' });
  });
});

describe('the diagnostics calls: createProbeIntent and cancelPaymentIntent', () => {
  interface Seen {
    method: string;
    path: string;
    body: URLSearchParams;
    idempotencyKey: string | undefined;
  }
  const seen: Seen[] = [];
  let answer: (request: Seen) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
  let server: Server;
  let apiBase: string;

  const intent = (overrides: Record<string, unknown> = {}) => ({
    id: 'pi_probe1',
    object: 'payment_intent',
    amount: 100,
    currency: 'usd',
    status: 'requires_payment_method',
    livemode: false,
    cancellation_reason: null,
    client_secret: 'pi_probe1_secret_x',
    metadata: { productKey: 'diagnostics' },
    ...overrides,
  });

  /** The adapter module afresh, its one client pointed at the stand-in. */
  async function adapter() {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_unit');
    vi.stubEnv('STRIPE_API_BASE', apiBase);
    vi.stubEnv('STRIPE_MAX_NETWORK_RETRIES', '0');
    vi.resetModules();
    return import('./stripe');
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request = {
          method: req.method ?? '',
          path: req.url ?? '',
          body: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        };
        seen.push(request);
        const { status, body } = answer(request);
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    seen.length = 0;
    vi.unstubAllEnvs();
  });

  it('opens a probe intent with its own random idempotency key, no customer and no receipt', async () => {
    answer = () => ({ status: 200, body: intent() });
    const { createProbeIntent } = await adapter();
    const probe = { amountCents: 100, description: 'HerWay diagnostics: cancelled at once', metadata: { productKey: 'diagnostics' } };
    expect(await createProbeIntent(probe)).toEqual({
      id: 'pi_probe1',
      status: 'requires_payment_method',
      livemode: false,
      amountCents: 100,
      cancellationReason: null,
    });
    await createProbeIntent(probe);
    const [first, second] = seen;
    expect(first).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(Object.fromEntries(first?.body ?? [])).toEqual({
      amount: '100',
      currency: 'usd',
      description: 'HerWay diagnostics: cancelled at once',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[productKey]': 'diagnostics',
    });
    expect(first?.idempotencyKey).toMatch(/^herway-probe-[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('cancels with a reason (abandoned by default) and an idempotency key of the intent', async () => {
    answer = () => ({ status: 200, body: intent({ status: 'canceled', cancellation_reason: 'abandoned' }) });
    const { cancelPaymentIntent } = await adapter();
    expect(await cancelPaymentIntent('pi_probe1')).toMatchObject({ id: 'pi_probe1', status: 'canceled', cancellationReason: 'abandoned' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_probe1/cancel', idempotencyKey: 'herway-cancel-pi_probe1' });
    expect(seen[0]?.body.get('cancellation_reason')).toBe('abandoned');
    await cancelPaymentIntent('pi_probe1', 'duplicate');
    expect(seen[1]?.body.get('cancellation_reason')).toBe('duplicate');
  });

  it('waits out Stripe’s 409 idempotency_key_in_use (the same call still being answered) and returns the first call’s answer', async () => {
    const inUse = {
      error: { type: 'idempotency_error', code: 'idempotency_key_in_use', message: 'There is currently another in-progress request using this Idempotent Key' },
    };
    answer = () => (seen.length < 3 ? { status: 409, body: inUse } : { status: 200, body: intent({ status: 'canceled', cancellation_reason: 'abandoned' }) });
    const { cancelPaymentIntent } = await adapter();
    expect(await cancelPaymentIntent('pi_probe1')).toMatchObject({ status: 'canceled' });
    expect(seen.map((request) => request.idempotencyKey)).toEqual(Array(3).fill('herway-cancel-pi_probe1'));
  });

  it('passes on Stripe’s refusal of a paid intent; a Stripe outage becomes PaymentProviderUnavailableError', async () => {
    const refusal = 'You cannot cancel this PaymentIntent because it has a status of succeeded.';
    answer = () => ({ status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: refusal } } });
    const stripe = await adapter();
    await expect(stripe.cancelPaymentIntent('pi_paid')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
      message: refusal,
    });
    answer = () => ({ status: 503, body: { error: { type: 'api_error', message: 'down' } } });
    await expect(stripe.cancelPaymentIntent('pi_paid')).rejects.toBeInstanceOf(stripe.PaymentProviderUnavailableError);
  });
});
