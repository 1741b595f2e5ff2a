import { readFixture } from '@herway/events/fixture';
import type { PaymentIntent } from '@herway/events/stripe';
import { DIAGNOSTICS_PRODUCT_KEY } from '@herway/shared/contracts/demo';
import { describe, expect, it } from 'vitest';
import type { IntentSummary } from './stripe/stripe';
import { planFulfilment } from './fulfilment';
import { diagnosticsAccess, PROBE_INTENT, runPaymentRoundTrip } from './payment-diagnostics';
import type { RoundTripProvider } from './payment-diagnostics';

describe('who may run the payment round trip', () => {
  const athlete = { sub: 'u1', username: 'maya@example.com', groups: ['athlete'], isAdmin: false, authTime: 0, tokenId: 'jti-1', expiresAt: 0 };
  const admin = { sub: 'u2', username: 'admin@example.com', groups: ['admin'], isAdmin: true, authTime: 0, tokenId: 'jti-2', expiresAt: 0 };

  it('anyone on the local stage; elsewhere a signed-in admin only', () => {
    expect(diagnosticsAccess('local', undefined)).toBe('allowed');
    expect(diagnosticsAccess('local', athlete)).toBe('allowed');
    for (const stage of ['test', 'dev', 'prod'] as const) {
      expect(diagnosticsAccess(stage, undefined)).toBe('sign-in');
      expect(diagnosticsAccess(stage, athlete)).toBe('admin-only');
      expect(diagnosticsAccess(stage, admin)).toBe('allowed');
    }
  });
});

describe('runPaymentRoundTrip', () => {
  const summary = (overrides: Partial<IntentSummary> = {}): IntentSummary => ({
    id: 'pi_probe',
    status: 'requires_payment_method',
    livemode: false,
    amountCents: 100,
    cancellationReason: null,
    ...overrides,
  });

  /** A provider whose calls are recorded, each answering as told. */
  function provider(overrides: Partial<RoundTripProvider> = {}) {
    const calls: string[] = [];
    const fake: RoundTripProvider = {
      create: async (probe) => {
        calls.push(`create ${probe.amountCents} ${probe.metadata.productKey}`);
        return overrides.create ? overrides.create(probe) : summary();
      },
      retrieve: async (id) => {
        calls.push(`retrieve ${id}`);
        return overrides.retrieve ? overrides.retrieve(id) : summary();
      },
      cancel: async (id) => {
        calls.push(`cancel ${id}`);
        return overrides.cancel ? overrides.cancel(id) : summary({ status: 'canceled', cancellationReason: 'abandoned' });
      },
    };
    return { fake, calls };
  }

  /** A clock that moves 10 ms each time it is read. */
  const ticking = () => {
    let now = 1_000;
    return () => (now += 10);
  };

  it('creates a $1 diagnostics intent, reads it back and cancels it, timing each step', async () => {
    const { fake, calls } = provider();
    const result = await runPaymentRoundTrip(fake, ticking());
    expect(calls).toEqual(['create 100 diagnostics', 'retrieve pi_probe', 'cancel pi_probe']);
    expect(result).toEqual({
      ok: true,
      amount: 1,
      paymentIntentId: 'pi_probe',
      livemode: false,
      steps: [
        { step: 'create', ok: true, ms: 10, status: 'requires_payment_method' },
        { step: 'retrieve', ok: true, ms: 10, status: 'requires_payment_method' },
        { step: 'cancel', ok: true, ms: 10, status: 'canceled' },
      ],
      totalMs: 70,
    });
    expect(PROBE_INTENT).toEqual({ amountCents: 100, description: 'HerWay diagnostics: cancelled at once', metadata: { productKey: 'diagnostics' } });
  });

  it('stops when the intent cannot be created, saying why', async () => {
    const { fake, calls } = provider({
      create: async () => {
        throw new Error('Stripe paymentIntents.create failed: connect ECONNREFUSED');
      },
    });
    const result = await runPaymentRoundTrip(fake, ticking());
    expect(calls).toEqual(['create 100 diagnostics']);
    expect(result).toMatchObject({ ok: false, steps: [{ step: 'create', ok: false, message: 'Stripe paymentIntents.create failed: connect ECONNREFUSED' }] });
    expect(result.paymentIntentId).toBeUndefined();
    expect(result.livemode).toBeUndefined();
  });

  it('still cancels an intent it could not read back', async () => {
    const { fake, calls } = provider({ retrieve: async () => undefined });
    const result = await runPaymentRoundTrip(fake, ticking());
    expect(calls).toEqual(['create 100 diagnostics', 'retrieve pi_probe', 'cancel pi_probe']);
    expect(result.ok).toBe(false);
    expect(result.steps.map((step) => [step.step, step.ok])).toEqual([
      ['create', true],
      ['retrieve', false],
      ['cancel', true],
    ]);
    expect(result.steps[1]?.message).toBe('Stripe does not know the intent pi_probe it just created');
  });

  it('fails a cancellation Stripe refused, or one that left the intent in another status', async () => {
    const refused = await runPaymentRoundTrip(
      provider({
        cancel: async () => {
          throw new Error('You cannot cancel this PaymentIntent because it has a status of succeeded.');
        },
      }).fake,
      ticking(),
    );
    expect(refused).toMatchObject({ ok: false, paymentIntentId: 'pi_probe' });
    expect(refused.steps[2]).toMatchObject({
      step: 'cancel',
      ok: false,
      message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
    });

    const stuck = await runPaymentRoundTrip(provider({ cancel: async () => summary({ status: 'processing' }) }).fake, ticking());
    expect(stuck.ok).toBe(false);
    expect(stuck.steps[2]).toMatchObject({ ok: false, status: 'processing', message: 'The intent is processing after cancelling, not canceled' });
  });

  it('reports live mode as Stripe says it', async () => {
    const live = summary({ livemode: true });
    const result = await runPaymentRoundTrip(
      provider({ create: async () => live, retrieve: async () => live, cancel: async () => ({ ...live, status: 'canceled' }) }).fake,
      ticking(),
    );
    expect(result).toMatchObject({ ok: true, livemode: true });
  });
});

describe('a diagnostics intent at fulfilment', () => {
  it('should it ever be paid: the payment is recorded for the books, flagged, and nothing is granted', () => {
    const base = (readFixture('stripe/payment-intent-succeeded') as { data: { object: PaymentIntent } }).data.object;
    const intent: PaymentIntent = { ...base, id: 'pi_diag', amount: 100, amount_received: 100, metadata: { ...PROBE_INTENT.metadata, userId: 'user-1' } };
    const plan = planFulfilment(intent, { eventId: 'evt_1', at: new Date('2026-11-20T12:00:00Z'), now: new Date('2026-11-20T12:00:01Z') });
    expect(DIAGNOSTICS_PRODUCT_KEY).toBe('diagnostics');
    expect(plan.payment).toMatchObject({
      productType: 'diagnostics',
      amount: 100,
      needsAttention: 'A diagnostics payment intent was paid: refund it; nothing was granted',
    });
    expect(plan.mentorshipPackage).toBeUndefined();
    expect(plan.coursePurchase).toBeUndefined();
    expect(plan.entitlements).toEqual([]);
    expect(plan.marker.courseIds).toEqual([]);
  });
});
