import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, stripeWebhookSecret } from '../lib/config';
import type { NewPaymentIntent } from './stripe';
import { IDEMPOTENCY_WINDOW_MS, intentIdempotencyKey, signStripePayload, STRIPE_API_VERSION, stripeClientOptions, stripeConnection, verifyStripeEvent } from './stripe';

const order: NewPaymentIntent = {
  amountCents: 44_800,
  description: 'GROWTH Mentorship Package',
  receiptEmail: 'maya@example.com',
  customerId: 'cus_1',
  metadata: { userId: 'user-1', productKey: 'growth', sessions: '8', discountCode: 'ATHLETE20', athleteName: 'Maya' },
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
    expect(() => parseConfig({ STAGE: 'prod', STRIPE_API_BASE: 'http://localhost:12111' })).toThrow(/STRIPE_API_BASE/);
  });

  it('verifies with the configured webhook secret, or the local one on the local stage only', () => {
    expect(stripeWebhookSecret(parseConfig({ STAGE: 'local' }))).toBe('whsec_local_herway');
    expect(stripeWebhookSecret(parseConfig({ STAGE: 'prod' }))).toBeUndefined();
    expect(stripeWebhookSecret(parseConfig({ STAGE: 'prod', STRIPE_WEBHOOK_SECRET: 'whsec_live' }))).toBe('whsec_live');
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
    expect(verifyStripeEvent(payload, signStripePayload(payload, 'whsec_a', Math.floor(Date.now() / 1000) - 301), 'whsec_a')).toEqual({ valid: false, reason: 'stale' });
    expect(verifyStripeEvent(payload, 'not-a-header', 'whsec_a')).toEqual({ valid: false, reason: 'malformed' });
    expect(verifyStripeEvent('{', signStripePayload('{', 'whsec_a'), 'whsec_a')).toEqual({ valid: false, reason: 'not-json' });
  });
});
