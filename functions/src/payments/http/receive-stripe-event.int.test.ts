import { describe, expect, inject, it } from 'vitest';
import { getFulfilment } from '../store/fulfilment-repo';
import { listPackages } from '../../bookings/store/package-repo';
import { getPayment } from '../store/payment-repo';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../kernel/config';
import { createTestAccount } from '../../testing/accounts';
import { eventually } from '../../testing/calendly';
import { postStripeEvent, succeededEvent } from '../../testing/payments';

const siteUrl = inject('siteUrl');
const secret = inject('stackEnv').STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET;

/** Reads `check` a few times over a while: it must hold every time (a late duplicate would show). */
async function holdsFor(check: () => Promise<void>, rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await check();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('POST /api/webhooks/stripe on the local stack', () => {
  it('uses the local webhook secret', () => {
    expect(secret).toBe('whsec_local_herway');
  });

  it('the same signed event delivered three times makes one payment and one package', async () => {
    const athlete = await createTestAccount();
    const event = succeededEvent({ userId: athlete.sub, productKey: 'starter', amount: 40_000 });
    const paymentIntentId = String(event.data.object.id);
    const replies = await Promise.all([1, 2, 3].map(() => postStripeEvent(siteUrl, event, secret)));
    expect(replies).toEqual([1, 2, 3].map(() => ({ status: 200, json: { received: true } })));

    await eventually(async () => ((await getPayment(paymentIntentId))?.status === 'succeeded' ? true : undefined), 20_000);
    await holdsFor(async () => {
      const packages = await listPackages(athlete.sub);
      expect(packages.map((pkg) => [pkg.packageType, pkg.totalSessions, pkg.status])).toEqual([['starter', 5, 'active']]);
    });
    // Replayed later (Stripe retries for days): still nothing new.
    expect((await postStripeEvent(siteUrl, event, secret)).status).toBe(200);
    await holdsFor(async () => expect(await listPackages(athlete.sub)).toHaveLength(1), 5);
  });

  it('refuses an unsigned, forged, tampered or stale event with 400 and stores nothing', async () => {
    const athlete = await createTestAccount();
    const event = succeededEvent({ userId: athlete.sub, productKey: 'elite', amount: 65_000 });
    const paymentIntentId = String(event.data.object.id);
    const raw = JSON.stringify(event, null, 2);

    expect(await postStripeEvent(siteUrl, event, secret, { header: null })).toEqual({ status: 400, json: { message: 'Missing Stripe-Signature header' } });
    expect(await postStripeEvent(siteUrl, event, 'whsec_not_the_secret')).toEqual({ status: 400, json: { message: 'Stripe signature does not match' } });
    expect(await postStripeEvent(siteUrl, event, secret, { raw: raw.replace('"amount": 65000', '"amount": 100') })).toEqual({
      status: 400,
      json: { message: 'Stripe signature does not match' },
    });
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect(await postStripeEvent(siteUrl, event, secret, { timestamp: stale })).toEqual({
      status: 400,
      json: { message: 'Stripe signature timestamp is too old' },
    });
    expect(await postStripeEvent(siteUrl, event, secret, { header: 'garbage' })).toEqual({ status: 400, json: { message: 'Invalid Stripe-Signature header' } });

    await holdsFor(async () => {
      expect(await getPayment(paymentIntentId)).toBeUndefined();
      expect(await getFulfilment(paymentIntentId)).toBeUndefined();
      expect(await listPackages(athlete.sub)).toEqual([]);
    }, 5);
  });

  it('answers 200 to event types HerWay does not use, storing nothing', async () => {
    const event = { ...succeededEvent({ productKey: 'starter', amount: 40_000 }), type: 'customer.created' };
    expect(await postStripeEvent(siteUrl, event, secret)).toEqual({ status: 200, json: { received: true } });
  });
});
