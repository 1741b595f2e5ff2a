import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentIntentSchema, stripeEventSchema } from '@herway/events/stripe';
import { localCardConfirmReplySchema } from '@herway/shared/contracts/local-card';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, stripeConnection } from '@herway/functions/payments/stripe/stripe';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '@herway/functions/kernel/config';
import { startLocalStripe } from './local-stripe';
import type { LocalStripe } from './local-stripe';

// ---------------------------------------------------------------------------------------------

interface Delivery {
  type: string;
  event: Record<string, unknown>;
}

/** A stand-in for the site: its webhook verifies each delivery as the real one does, and its card step is the emulator's page. */
async function startSite(options: { failFirst?: number } = {}) {
  const deliveries: Delivery[] = [];
  let failures = options.failFirst ?? 0;
  let confirmPage: LocalStripe['confirmPage'] | undefined;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/local/stripe/confirm' && confirmPage) {
      void confirmPage(req, res, url);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500).end();
        return;
      }
      const event = Stripe.webhooks.constructEvent(raw, String(req.headers['stripe-signature']), LOCAL_STRIPE_WEBHOOK_SECRET) as unknown as Record<
        string,
        unknown
      >;
      deliveries.push({ type: String(event.type), event });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    deliveries,
    mount: (page: LocalStripe['confirmPage']) => (confirmPage = page),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the local Stripe', () => {
  let dataDir: string;
  let site: Awaited<ReturnType<typeof startSite>>;
  let local: LocalStripe;
  let stripe: Stripe;

  const start = async (retryDelaysMs: number[] = [20, 40]) => {
    local = await startLocalStripe({
      port: 0,
      dataDir,
      webhookUrl: `${site.url}/api/webhooks/stripe`,
      webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
      allowedOrigins: [site.url],
      retryDelaysMs,
      eventDelayMs: 0,
      log: { warn: () => undefined, error: () => undefined },
    });
    site.mount(local.confirmPage);
    stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 0, ...stripeConnection(local.url) });
  };

  const confirm = async (body: Record<string, unknown>, headers: Record<string, string> = { Origin: site.url, 'Content-Type': 'application/json' }) => {
    const response = await fetch(`${site.url}/local/stripe/confirm`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = localCardConfirmReplySchema.parse(await response.json());
    // Events reach the webhook after the answer, as Stripe's do: wait for them here.
    await local.waitForDeliveries();
    return { status: response.status, json };
  };
  const card = (clientSecret: string, cardNumber = '4242 4242 4242 4242') => ({ clientSecret, cardNumber, expiry: '12 / 40', cvc: '123', postalCode: '94107' });

  const newIntent = (params: Partial<Stripe.PaymentIntentCreateParams> = {}, key?: string) =>
    stripe.paymentIntents.create(
      {
        amount: 44_800,
        currency: 'usd',
        description: 'GROWTH Mentorship Package',
        receipt_email: 'family@example.com',
        automatic_payment_methods: { enabled: true },
        metadata: { userId: 'user-1', productKey: 'growth', sessions: '8', discountCode: 'ATHLETE20', athleteName: 'Maya Thompson' },
        ...params,
      },
      key ? { idempotencyKey: key } : {},
    );

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'herway-local-stripe-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeEach(async () => {
    site = await startSite();
    await start();
  });
  afterEach(async () => {
    // Undelivered events would stay on disk for the next test's start (as for a restart).
    await local.waitForDeliveries();
    await local.close();
    await site.close();
  });

  it('creates customers and payment intents shaped like Stripe’s, through stripe-node', async () => {
    const customer = await stripe.customers.create({ email: 'maya@example.com', name: 'Maya Thompson', metadata: { userId: 'user-1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'maya@example.com', name: 'Maya Thompson', metadata: { userId: 'user-1' }, livemode: false });
    expect(customer.id).toMatch(/^cus_/);

    const intent = await newIntent({ customer: customer.id });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 44_800,
      currency: 'usd',
      status: 'requires_payment_method',
      customer: customer.id,
      receipt_email: 'family@example.com',
      automatic_payment_methods: { enabled: true },
      metadata: { userId: 'user-1', productKey: 'growth', sessions: '8', discountCode: 'ATHLETE20', athleteName: 'Maya Thompson' },
      latest_charge: null,
      livemode: false,
    });
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));
    // The same object the webhook contract reads.
    expect(paymentIntentSchema.safeParse(intent).success).toBe(true);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ id: intent.id, amount: 44_800 });
  });

  it('answers Stripe’s errors: unknown ids, amounts under $0.50, a wrong key', async () => {
    await expect(stripe.paymentIntents.retrieve('pi_doesnotexist')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(newIntent({ amount: 49 })).rejects.toMatchObject({ code: 'amount_too_small', statusCode: 400 });
    await expect(newIntent({ customer: 'cus_nobody' })).rejects.toMatchObject({ code: 'resource_missing' });
    const stranger = new Stripe('sk_test_wrong', { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 0, ...stripeConnection(local.url) });
    await expect(stranger.customers.create({ email: 'x@example.com' })).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });

  it('honours idempotency keys: the same request answers the first result, different parameters are refused', async () => {
    const first = await newIntent({}, 'order-1');
    const again = await newIntent({}, 'order-1');
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(newIntent({ amount: 100 }, 'order-1')).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('updates metadata, an empty value removing the key', async () => {
    const intent = await newIntent();
    const updated = await stripe.paymentIntents.update(intent.id, { metadata: { athleteName: '' } });
    expect(updated.metadata).toEqual({ userId: 'user-1', productKey: 'growth', sessions: '8', discountCode: 'ATHLETE20' });
  });

  it('confirms with 4242: the intent succeeds and a signed payment_intent.succeeded reaches the webhook', async () => {
    const intent = await newIntent();
    const result = await confirm(card(intent.client_secret ?? ''));
    expect(result).toEqual({ status: 200, json: { status: 'succeeded', paymentIntentId: intent.id } });

    const stored = await stripe.paymentIntents.retrieve(intent.id);
    expect(stored).toMatchObject({ status: 'succeeded', amount_received: 44_800, last_payment_error: null });
    expect(stored.latest_charge).toMatch(/^ch_/);
    // HerWay's receipt reads the card from the charge, as from Stripe's.
    const charge = await stripe.charges.retrieve(String(stored.latest_charge));
    expect(charge).toMatchObject({
      object: 'charge',
      payment_intent: intent.id,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    await expect(stripe.charges.retrieve('ch_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });

    await local.waitForDeliveries();
    expect(site.deliveries.map((delivery) => delivery.type)).toEqual(['payment_intent.succeeded']);
    const event = stripeEventSchema.parse(site.deliveries[0]?.event);
    expect(event).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: STRIPE_API_VERSION,
      data: { object: { id: intent.id, status: 'succeeded' } },
    });
    expect(event.id).toMatch(/^evt_/);

    const twice = await confirm(card(intent.client_secret ?? ''));
    expect(twice).toMatchObject({ status: 409, json: { status: 'succeeded', error: { code: 'payment_intent_unexpected_state' } } });
    await local.waitForDeliveries();
    expect(site.deliveries).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with a payment_failed event, and a later 4242 still succeeds', async () => {
    const intent = await newIntent();
    const declined = await confirm(card(intent.client_secret ?? '', '4000 0000 0000 0002'));
    expect(declined).toEqual({
      status: 402,
      json: {
        status: 'requires_payment_method',
        paymentIntentId: intent.id,
        error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      },
    });
    await local.waitForDeliveries();
    const failedEvent = stripeEventSchema.parse(site.deliveries[0]?.event);
    expect(failedEvent.type).toBe('payment_intent.payment_failed');
    expect(failedEvent.data.object).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.', type: 'card_error' },
    });

    expect((await confirm(card(intent.client_secret ?? ''))).json.status).toBe('succeeded');
    await local.waitForDeliveries();
    expect(site.deliveries.map((delivery) => delivery.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
  });

  it('refuses wrong card details, unknown secrets, other origins and non-JSON bodies without touching the intent', async () => {
    const intent = await newIntent();
    const secret = intent.client_secret ?? '';
    expect(await confirm(card(secret, '4111 1111 1111 1111'))).toEqual({
      status: 400,
      json: {
        status: 'requires_payment_method',
        paymentIntentId: intent.id,
        error: { type: 'validation_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
      },
    });
    expect((await confirm(card(`${secret}x`))).status).toBe(404);
    expect((await confirm(card(secret), { Origin: 'https://evil.example', 'Content-Type': 'application/json' })).status).toBe(403);
    expect((await confirm(card(secret), { Origin: site.url, 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await confirm({ clientSecret: secret })).status).toBe(400);
    await local.waitForDeliveries();
    expect(site.deliveries).toHaveLength(0);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('refunds a paid intent, sending charge.refunded and refund.created; a second full refund is refused', async () => {
    const intent = await newIntent();
    await confirm(card(intent.client_secret ?? ''));
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 4_800 });
    expect(refund).toMatchObject({ object: 'refund', amount: 4_800, payment_intent: intent.id, status: 'succeeded' });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(40_000);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });

    // Events go out from the outbox after the API answers, as Stripe's do.
    await local.waitForDeliveries();
    const types = site.deliveries.map((delivery) => delivery.type);
    expect(types).toEqual(['payment_intent.succeeded', 'charge.refunded', 'refund.created', 'charge.refunded', 'refund.created']);
    const lastCharge = stripeEventSchema.parse(site.deliveries[3]?.event);
    expect(lastCharge.data.object).toMatchObject({ object: 'charge', payment_intent: intent.id, amount: 44_800, amount_refunded: 44_800, refunded: true });
  });

  it('refuses a refund as Stripe does: more than is left (amount_too_large), an unknown reason, an unpaid intent; the same idempotency key refunds once', async () => {
    const intent = await newIntent();
    await confirm(card(intent.client_secret ?? ''));
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 44_801 })).rejects.toMatchObject({
      code: 'amount_too_large',
      param: 'amount',
      statusCode: 400,
    });
    await expect(stripe.refunds.create({ payment_intent: intent.id, reason: 'changed_mind' as 'duplicate' })).rejects.toMatchObject({
      code: 'parameter_invalid_string',
      param: 'reason',
    });
    const unpaid = await newIntent();
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({ code: 'charge_not_refundable' });

    const params = { payment_intent: intent.id, amount: 1_000, reason: 'requested_by_customer' as const, metadata: { reason: 'Missed session' } };
    const [first, second] = await Promise.allSettled([
      stripe.refunds.create(params, { idempotencyKey: 'refund-twice' }),
      stripe.refunds.create(params, { idempotencyKey: 'refund-twice' }),
    ]);
    const refunds = [first, second].flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const inUse = [first, second].flatMap((result) => (result.status === 'rejected' ? [result.reason as { code?: string }] : []));
    // The second is either answered with the first's refund or told the key is in use: never a second refund.
    expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
    expect(inUse.every((error) => error.code === 'idempotency_key_in_use')).toBe(true);
    const again = await stripe.refunds.create(params, { idempotencyKey: 'refund-twice' });
    expect(again.id).toBe(refunds[0]?.id);
    expect(again.metadata).toEqual({ reason: 'Missed session' });
    await expect(stripe.refunds.create({ ...params, amount: 2_000 }, { idempotencyKey: 'refund-twice' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(43_800);
  });

  it('cancels an unpaid intent as Stripe does: canceled, its reason, payment_intent.canceled; a paid or cancelled one is refused', async () => {
    const intent = await newIntent({ metadata: { productKey: 'diagnostics' } });
    const cancelled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(cancelled).toMatchObject({ id: intent.id, status: 'canceled', cancellation_reason: 'abandoned', livemode: false });
    expect(cancelled.canceled_at).toEqual(expect.any(Number));
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    await local.waitForDeliveries();
    expect(site.deliveries.map((delivery) => delivery.type)).toEqual(['payment_intent.canceled']);
    // A type the site does not use: its webhook drops it (stripeEventSchema knows only the four it uses).
    const canceledEvent = site.deliveries[0]?.event as { data: { object: unknown } };
    expect(paymentIntentSchema.parse(canceledEvent.data.object)).toMatchObject({ id: intent.id, status: 'canceled' });

    // A cancelled intent cannot be paid, nor cancelled again.
    expect(await confirm(card(intent.client_secret ?? ''))).toMatchObject({
      status: 409,
      json: { status: 'canceled', error: { code: 'payment_intent_unexpected_state' } },
    });
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      message: expect.stringMatching(/^You cannot cancel this PaymentIntent because it has a status of canceled\./),
    });

    const paid = await newIntent();
    await confirm(card(paid.client_secret ?? ''));
    await expect(stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
    });
    expect((await stripe.paymentIntents.retrieve(paid.id)).status).toBe('succeeded');

    // Without a reason it is null; an unknown reason or intent is refused.
    expect((await stripe.paymentIntents.cancel((await newIntent()).id)).cancellation_reason).toBeNull();
    await expect(stripe.paymentIntents.cancel((await newIntent()).id, { cancellation_reason: 'bored' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'cancellation_reason',
    });
    await expect(stripe.paymentIntents.cancel('pi_doesnotexist')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('keeps its data across a restart', async () => {
    const intent = await newIntent();
    await local.close();
    await start();
    expect((await stripe.paymentIntents.retrieve(intent.id)).client_secret).toBe(intent.client_secret);
  });

  it('retries a delivery the webhook did not take', async () => {
    await local.close();
    await site.close();
    site = await startSite({ failFirst: 1 });
    await start([10]);
    const intent = await newIntent();
    expect((await confirm(card(intent.client_secret ?? ''))).status).toBe(200);
    await local.waitForDeliveries();
    expect(site.deliveries.map((delivery) => delivery.type)).toEqual(['payment_intent.succeeded']);
  });
});
