import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localCardConfirmReplySchema } from '@herway/shared/contracts/local-card';
import { STRIPE_API_VERSION, stripeConnection } from '@herway/functions/payments/stripe/stripe';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '@herway/functions/kernel/config';
import { LOCAL_STRIPE_AUTHENTICATE_PATH, LOCAL_STRIPE_CONFIRM_PATH, startLocalStripe, type LocalStripe } from './local-stripe';

// Stripe's test cards as they behave at Stripe: declines with their reasons, 3-D Secure through
// the bank's page and back to the return_url, a payment that stays processing, late events, and
// events kept on disk across a crash.

interface Site {
  url: string;
  events: string[];
  local?: LocalStripe;
  close(): Promise<void>;
}

async function startSite(): Promise<Site> {
  const site: Site = { url: '', events: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === LOCAL_STRIPE_CONFIRM_PATH && site.local) return void site.local.confirmPage(req, res, url);
    if (url.pathname === LOCAL_STRIPE_AUTHENTICATE_PATH && site.local) return void site.local.authenticatePage(req, res, url);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const event = Stripe.webhooks.constructEvent(
        Buffer.concat(chunks).toString('utf8'),
        String(req.headers['stripe-signature']),
        LOCAL_STRIPE_WEBHOOK_SECRET,
      );
      site.events.push(`${event.type} ${(event.data.object as { id: string }).id}`);
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.close = () => new Promise((resolve) => server.close(() => resolve()));
  return site;
}

describe("the local Stripe's test cards", () => {
  let dataDir: string;
  let site: Site;
  let stripe: Stripe;

  const start = async (options: { eventDelayMs?: number; processingMs?: number } = {}) => {
    site.local = await startLocalStripe({
      port: 0,
      dataDir,
      webhookUrl: `${site.url}/api/webhooks/stripe`,
      webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
      allowedOrigins: [site.url],
      retryDelaysMs: [20],
      eventDelayMs: options.eventDelayMs ?? 0,
      processingMs: options.processingMs ?? 0,
      log: { warn: () => undefined, error: () => undefined },
    });
    stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 0, ...stripeConnection(site.local.url) });
    return site.local;
  };
  const intent = () => stripe.paymentIntents.create({ amount: 15_000, currency: 'usd', description: 'Course Packet' });
  const pay = async (clientSecret: string, cardNumber: string, returnUrl?: string) => {
    const response = await fetch(`${site.url}${LOCAL_STRIPE_CONFIRM_PATH}`, {
      method: 'POST',
      headers: { Origin: site.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientSecret, cardNumber, expiry: '12/40', cvc: '123', ...(returnUrl ? { returnUrl } : {}) }),
    });
    return { status: response.status, json: localCardConfirmReplySchema.parse(await response.json()) };
  };

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'herway-stripe-cards-'));
    site = await startSite();
  });
  afterEach(async () => {
    await site.local?.close();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds and 4000 0000 0000 0069 as expired, with their reasons', async () => {
    const local = await start();
    const funds = await intent();
    expect(await pay(funds.client_secret ?? '', '4000 0000 0000 9995')).toEqual({
      status: 402,
      json: {
        status: 'requires_payment_method',
        paymentIntentId: funds.id,
        error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      },
    });
    const expired = await intent();
    expect((await pay(expired.client_secret ?? '', '4000000000000069')).json.error).toMatchObject({ code: 'expired_card', message: 'Your card has expired.' });
    await local.waitForDeliveries();
    expect(site.events).toEqual([`payment_intent.payment_failed ${funds.id}`, `payment_intent.payment_failed ${expired.id}`]);
    expect((await stripe.paymentIntents.retrieve(funds.id)).last_payment_error).toMatchObject({ decline_code: 'insufficient_funds' });
  });

  it('asks for 3-D Secure with 4000 0025 0000 3155: the bank page, then back to the return_url, paid or not', async () => {
    const local = await start();
    for (const [outcome, status] of [
      ['approve', 'succeeded'],
      ['fail', 'failed'],
    ] as const) {
      const opened = await intent();
      const returnUrl = `${site.url}/payment-success?type=course&package=full_packet`;
      const asked = await pay(opened.client_secret ?? '', '4000 0025 0000 3155', returnUrl);
      expect(asked.json).toMatchObject({ status: 'requires_action', paymentIntentId: opened.id });
      const bankPage = String(asked.json.nextAction?.redirectToUrl);
      expect(bankPage.startsWith(`${site.url}${LOCAL_STRIPE_AUTHENTICATE_PATH}?`)).toBe(true);
      expect(await (await fetch(bankPage)).text()).toContain('Confirm your payment of $150.00');

      const answer = await fetch(bankPage, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: opened.client_secret ?? '', outcome }),
      });
      expect(answer.status).toBe(303);
      const back = new URL(String(answer.headers.get('location')));
      expect(`${back.origin}${back.pathname}`).toBe(`${site.url}/payment-success`);
      expect(Object.fromEntries(back.searchParams)).toMatchObject({
        type: 'course',
        payment_intent: opened.id,
        payment_intent_client_secret: opened.client_secret,
        redirect_status: status,
      });
      const after = await stripe.paymentIntents.retrieve(opened.id);
      expect(after.status).toBe(outcome === 'approve' ? 'succeeded' : 'requires_payment_method');
      if (outcome === 'fail') expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    }
    await local.waitForDeliveries();
    expect(site.events.map((event) => event.split(' ')[0])).toEqual(['payment_intent.succeeded', 'payment_intent.payment_failed']);
  });

  it('keeps 4000 0000 0000 7726 processing (payment_intent.processing), then settles it as paid (7734: refused) with the event', async () => {
    // Long enough that both payments are still processing when read back on a busy machine.
    const local = await start({ processingMs: 2_000 });
    const paid = await intent();
    const refused = await intent();
    expect((await pay(paid.client_secret ?? '', '4000000000007726')).json).toEqual({ status: 'processing', paymentIntentId: paid.id });
    expect((await pay(refused.client_secret ?? '', '4000000000007734')).json.status).toBe('processing');
    expect((await stripe.paymentIntents.retrieve(paid.id)).status).toBe('processing');
    await local.waitForDeliveries();
    expect((await stripe.paymentIntents.retrieve(paid.id)).status).toBe('succeeded');
    expect((await stripe.paymentIntents.retrieve(refused.id)).status).toBe('requires_payment_method');
    expect([...site.events].sort()).toEqual(
      [
        `payment_intent.processing ${paid.id}`,
        `payment_intent.processing ${refused.id}`,
        `payment_intent.payment_failed ${refused.id}`,
        `payment_intent.succeeded ${paid.id}`,
      ].sort(),
    );
  });

  it('delivers events after a delay, and keeps them on disk: a stop before delivery loses none', async () => {
    let local = await start({ eventDelayMs: 60_000 });
    const opened = await intent();
    expect((await pay(opened.client_secret ?? '', '4242 4242 4242 4242')).json.status).toBe('succeeded');
    expect(site.events).toEqual([]); // not yet: Stripe's events come later
    await local.close(); // as a kill: nothing delivered, the event kept

    local = await start({ eventDelayMs: 0 });
    await local.waitForDeliveries();
    expect(site.events).toEqual([`payment_intent.succeeded ${opened.id}`]);
  });

  it('lists payment intents as Stripe does: newest first, since a time, page by page', async () => {
    await start();
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push((await intent()).id);
    const listed = [];
    for await (const listedIntent of stripe.paymentIntents.list({ created: { gte: Math.floor(Date.now() / 1000) - 60 }, limit: 2 }))
      listed.push(listedIntent.id);
    expect([...listed].sort()).toEqual([...ids].sort());
    expect(await stripe.paymentIntents.list({ created: { gte: Math.floor(Date.now() / 1000) + 3600 } })).toMatchObject({
      object: 'list',
      data: [],
      has_more: false,
    });
  });
});
