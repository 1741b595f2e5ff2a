import { paymentIntentSchema } from '@herway/events/stripe';
import { describe, expect, it } from 'vitest';
import { ANONYMISED_EMAIL } from './store/payment-repo';
import { stripeEventBody } from '../testing/payments';
import { CLOSED_ACCOUNT_REFUND_REASON, closedAccountPlan } from './closed-account-payments';
import { planFulfilment } from './fulfilment';

const at = new Date('2026-11-21T14:32:00Z');

function planFor(productKey: string, amount: number, metadata: Record<string, string> = {}) {
  const event = stripeEventBody('payment_intent.succeeded', { id: 'pi_LATE', amount, amount_received: amount, receipt_email: 'maya@example.com' });
  event.data.object.metadata = { userId: 'user-1', productKey, athleteName: 'Maya Thompson', ...metadata };
  return planFulfilment(paymentIntentSchema.parse(event.data.object), { eventId: 'evt_1', at, now: at });
}

describe('closedAccountPlan: a payment that settled after its account was deleted', () => {
  it('keeps the payment without who she was, grants nothing, names nobody, and tells the founders', () => {
    const plan = closedAccountPlan(planFor('elite', 65_000, { discountCode: 'TEAM50', discountReservation: 'res-1' }), at);
    expect(plan.payment).toMatchObject({
      userId: null,
      customerEmail: ANONYMISED_EMAIL,
      customerName: null,
      athleteName: null,
      stripeCustomerId: null,
      amount: 65_000,
      status: 'succeeded',
      needsAttention: CLOSED_ACCOUNT_REFUND_REASON,
    });
    expect(plan.mentorshipPackage).toBeUndefined();
    expect(plan.coursePurchase).toBeUndefined();
    expect(plan.entitlements).toEqual([]);
    expect(plan.marker).toEqual(expect.objectContaining({ userId: null, courseIds: [], closedAccount: true }));
    expect(plan.marker).not.toHaveProperty('packageId');
    // The code's use and the counters as any payment: its refund event takes the revenue off again.
    expect(plan).toMatchObject({ discountCode: 'TEAM50', discountReservation: 'res-1' });
    expect(plan.counters.map((change) => change.counter)).toEqual(['TOTALS', 'MONTH#2026-11']);
    expect(plan.refundNotice).toEqual({
      paymentIntentId: 'pi_LATE',
      amount: 65_000,
      currency: 'usd',
      refundedAt: at.toISOString(),
      reason: CLOSED_ACCOUNT_REFUND_REASON,
    });
    expect(CLOSED_ACCOUNT_REFUND_REASON.startsWith('Refunded: payment for a deleted account')).toBe(true);
  });
});
