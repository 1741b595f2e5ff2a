import { paymentIntentSchema } from '@herway/events/stripe';
import type { PaymentIntent } from '@herway/events/stripe';
import { describe, expect, it } from 'vitest';
import { stripeEventBody } from '../testing/payments';
import { derivedId, fulfilmentIds, storedPaymentOf, planFulfilment } from './fulfilment';

const at = new Date('2026-11-21T14:32:00Z');
const now = new Date('2026-11-21T14:32:05Z');

function intent(metadata: Record<string, string>, overrides: Record<string, unknown> = {}): PaymentIntent {
  const event = stripeEventBody('payment_intent.succeeded', { id: 'pi_TEST1', amount: 44_800, amount_received: 44_800, ...overrides, metadata });
  // Only the server's fields: the fixture's own metadata is replaced, not merged.
  event.data.object.metadata = metadata;
  return paymentIntentSchema.parse(event.data.object);
}

const plan = (metadata: Record<string, string>, overrides?: Record<string, unknown>) =>
  planFulfilment(intent(metadata, overrides), { eventId: 'evt_1', at, now });

describe("the payment's customer", () => {
  it("is the account holder on an athlete's own purchase (the Payments tab showed 'Unknown'), the parent on the open-amount checkout", () => {
    expect(plan({ userId: 'user-1', productKey: 'growth', athleteName: 'Maya Thompson' }).payment.customerName).toBe('Maya Thompson');
    expect(plan({ productKey: 'custom', customerName: 'Jordan Thompson', athleteName: 'Maya' }).payment.customerName).toBe('Jordan Thompson');
    expect(plan({ productKey: 'custom' }).payment.customerName).toBeNull();
  });
});

describe("the payment's e-mail and terms", () => {
  it("is the checkout's e-mail from the metadata (Stripe gets no receipt_email), else an older intent's receipt_email", () => {
    expect(plan({ productKey: 'custom', customerEmail: 'jordan@example.com' }, { receipt_email: null }).payment.customerEmail).toBe('jordan@example.com');
    expect(plan({ productKey: 'custom', customerEmail: 'jordan@example.com' }, { receipt_email: 'old@example.com' }).payment.customerEmail).toBe(
      'jordan@example.com',
    );
    expect(plan({ productKey: 'custom' }, { receipt_email: 'old@example.com' }).payment.customerEmail).toBe('old@example.com');
  });

  it('keeps the terms version and, as the time she agreed, when the intent was opened; both left out on an intent opened before', () => {
    const opened = Date.parse('2026-11-21T14:30:00.000Z') / 1000;
    const agreed = plan({ productKey: 'custom', termsVersion: '2025-08-22' }, { created: opened }).payment;
    expect(agreed).toMatchObject({ termsVersion: '2025-08-22', termsAcceptedAt: '2026-11-21T14:30:00.000Z' });
    const older = plan({ productKey: 'custom' }, { created: opened }).payment;
    expect(older).not.toHaveProperty('termsVersion');
    expect(older).not.toHaveProperty('termsAcceptedAt');
  });
});

describe('planFulfilment: what a paid intent creates', () => {
  it('Growth: the payment and a package with the catalog’s 8 sessions (never the metadata’s), the redemption and the counters', () => {
    const result = plan({ userId: 'user-1', productKey: 'growth', sessions: '99', discountCode: 'athlete20', athleteName: 'Maya' });
    expect(result.payment).toMatchObject({
      id: 'pi_TEST1',
      userId: 'user-1',
      stripePaymentIntentId: 'pi_TEST1',
      amount: 44_800,
      amountRefunded: 0,
      status: 'succeeded',
      productType: 'growth',
      discountCode: 'ATHLETE20',
      athleteName: 'Maya',
      customerEmail: 'jordan.thompson@example.com',
      stripeCustomerId: 'cus_RfV2m7QpX0aLkT',
      paidAt: at.toISOString(),
      createdAt: '2025-11-21T13:51:38.000Z',
    });
    expect(result.mentorshipPackage).toMatchObject({
      id: fulfilmentIds('pi_TEST1').packageId,
      userId: 'user-1',
      packageType: 'growth',
      totalSessions: 8,
      sessionsRemaining: 8,
      sessionsUsed: 0,
      status: 'active',
      amount: 44_800,
      paymentId: 'pi_TEST1',
      purchaseDate: at.toISOString(),
    });
    expect(result.coursePurchase).toBeUndefined();
    expect(result.entitlements).toEqual([]);
    expect(result.discountCode).toBe('ATHLETE20');
    expect(result.counters).toEqual([
      { counter: 'TOTALS', add: { payments: 1, revenueCents: 44_800 } },
      { counter: 'MONTH#2026-11', add: { payments: 1, revenueCents: 44_800 }, label: '2026-11' },
    ]);
    expect(result.marker).toEqual({
      paymentIntentId: 'pi_TEST1',
      userId: 'user-1',
      productKey: 'growth',
      amount: 44_800,
      packageId: result.mentorshipPackage?.id,
      courseIds: [],
      eventId: 'evt_1',
      fulfilledAt: now.toISOString(),
    });
  });

  it('the course packet: a course purchase (lifetime) and its entitlement', () => {
    const result = plan({ userId: 'user-1', productKey: 'full_packet' }, { amount: 15_000, amount_received: 15_000 });
    expect(result.mentorshipPackage).toBeUndefined();
    expect(result.coursePurchase).toMatchObject({
      id: fulfilmentIds('pi_TEST1').purchaseId,
      courseType: 'full_packet',
      status: 'active',
      amount: 15_000,
      accessExpiresAt: null,
    });
    expect(result.entitlements).toEqual([
      {
        userId: 'user-1',
        courseId: 'course_packet',
        paymentIntentId: 'pi_TEST1',
        purchaseId: result.coursePurchase?.id,
        id: fulfilmentIds('pi_TEST1').entitlementId('user-1', 'course_packet'),
        now: now.toISOString(),
      },
    ]);
    expect(result.marker).toMatchObject({ purchaseId: result.coursePurchase?.id, courseIds: ['course_packet'] });
  });

  it('Elite: a 10-session package AND the course packet entitlement, no course purchase', () => {
    const result = plan({ userId: 'user-1', productKey: 'elite' }, { amount: 65_000, amount_received: 65_000 });
    expect(result.mentorshipPackage).toMatchObject({ packageType: 'elite', totalSessions: 10, sessionsRemaining: 10 });
    expect(result.coursePurchase).toBeUndefined();
    expect(result.entitlements.map((grant) => [grant.courseId, grant.purchaseId])).toEqual([['course_packet', undefined]]);
  });

  it('custom: the payment only', () => {
    const result = plan(
      { productKey: 'custom', customerName: 'Jordan Thompson', athleteName: 'Maya' },
      { amount: 9_000, amount_received: 9_000, description: 'Workshop' },
    );
    expect(result.payment).toMatchObject({ userId: null, productType: 'custom', customerName: 'Jordan Thompson', description: 'Workshop', amount: 9_000 });
    expect(result.payment.needsAttention).toBeUndefined();
    expect([result.mentorshipPackage, result.coursePurchase, result.entitlements]).toEqual([undefined, undefined, []]);
  });

  it('records but grants nothing (and flags it) for an unknown product or a catalog order without an athlete', () => {
    expect(plan({ userId: 'user-1', productKey: 'premium' }).payment.needsAttention).toMatch(/Unknown product 'premium'/);
    const noAthlete = plan({ productKey: 'elite' });
    expect(noAthlete.payment.needsAttention).toMatch(/No athlete/);
    expect([noAthlete.mentorshipPackage, noAthlete.entitlements]).toEqual([undefined, []]);
    expect(noAthlete.counters[0]).toEqual({ counter: 'TOTALS', add: { payments: 1, revenueCents: 44_800 } });
  });

  it('makes stable, UUID-shaped ids from the PaymentIntent', () => {
    expect(derivedId('pi_1', 'x')).toBe(derivedId('pi_1', 'x'));
    expect(derivedId('pi_1', 'x')).not.toBe(derivedId('pi_2', 'x'));
    expect(derivedId('pi_1', 'x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a failed attempt: the amount asked for and the last error', () => {
    const failed = storedPaymentOf(paymentIntentSchema.parse(stripeEventBody('payment_intent.payment_failed').data.object), 'failed', { at, now });
    expect(failed).toMatchObject({
      status: 'failed',
      amount: 40_000,
      failureCode: 'card_declined',
      failureMessage: 'Your card was declined.',
      stripeCustomerId: null,
      discountCode: null,
    });
    expect(failed.paidAt).toBeUndefined();
  });
});
