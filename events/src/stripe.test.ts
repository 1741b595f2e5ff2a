import { describe, expect, it } from 'vitest';
import { readFixture } from './fixture';
import {
  chargeRefundedEventSchema,
  isStripeEventType,
  paymentIntentPaymentFailedEventSchema,
  paymentIntentSucceededEventSchema,
  refundCreatedEventSchema,
  STRIPE_EVENT_TYPES,
  stripeEventSchema,
  stripeId,
} from './stripe';

describe('Stripe event schemas', () => {
  it('parse payment_intent.succeeded and keep the fields we do not declare', () => {
    const event = paymentIntentSucceededEventSchema.parse(readFixture('stripe/payment-intent-succeeded'));
    const intent = event.data.object;
    expect(intent).toMatchObject({
      id: 'pi_3QmB8cLkdIwHu7ix0sJ2Vd4E',
      amount: 56000,
      amount_received: 56000,
      currency: 'usd',
      status: 'succeeded',
      customer: 'cus_RfV2m7QpX0aLkT',
      receipt_email: 'jordan.thompson@example.com',
      metadata: { userId: '3f1c9a52-8e0b-4d6f-a1b7-2c9e4f5d6a70', productKey: 'growth', sessions: '8' },
    });
    expect(intent.latest_charge).toBe('ch_3QmB8cLkdIwHu7ix0a1pGz7R');
    expect(event.pending_webhooks).toBe(1);
  });

  it('parse payment_intent.payment_failed with its last payment error', () => {
    const event = paymentIntentPaymentFailedEventSchema.parse(readFixture('stripe/payment-intent-payment-failed'));
    expect(event.data.object.customer).toBeNull();
    expect(event.data.object.metadata.discountCode).toBeUndefined();
    expect(event.data.object.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('parse charge.refunded and refund.created', () => {
    const refunded = chargeRefundedEventSchema.parse(readFixture('stripe/charge-refunded'));
    expect(refunded.data.object).toMatchObject({
      payment_intent: 'pi_3QmB8cLkdIwHu7ix0sJ2Vd4E',
      amount_refunded: 56000,
      refunded: true,
    });
    const refund = refundCreatedEventSchema.parse(readFixture('stripe/refund-created'));
    expect(refund.data.object).toMatchObject({
      id: 're_3QmB8cLkdIwHu7ix0Fk4Jw1Z',
      payment_intent: 'pi_3QmB8cLkdIwHu7ix0sJ2Vd4E',
      amount: 56000,
      status: 'succeeded',
    });
  });

  it('discriminate the envelope by type', () => {
    const cases = {
      'payment_intent.succeeded': 'stripe/payment-intent-succeeded',
      'payment_intent.payment_failed': 'stripe/payment-intent-payment-failed',
      'payment_intent.processing': 'stripe/payment-intent-processing',
      'charge.refunded': 'stripe/charge-refunded',
      'refund.created': 'stripe/refund-created',
    } as const;
    for (const type of STRIPE_EVENT_TYPES) {
      expect(stripeEventSchema.parse(readFixture(cases[type])).type).toBe(type);
    }
  });

  it('refuse an event whose object does not match its type', () => {
    const event = readFixture('stripe/charge-refunded') as { type: string };
    event.type = 'payment_intent.succeeded';
    expect(stripeEventSchema.safeParse(event).success).toBe(false);
  });

  it('refuse event types we do not use, and amounts that are not integer cents', () => {
    const other = readFixture('stripe/payment-intent-succeeded') as { type: string };
    other.type = 'payment_intent.created';
    expect(stripeEventSchema.safeParse(other).success).toBe(false);

    const fractional = readFixture('stripe/payment-intent-succeeded') as { data: { object: { amount: number } } };
    fractional.data.object.amount = 560.5;
    expect(paymentIntentSucceededEventSchema.safeParse(fractional).success).toBe(false);
  });

  it('refuse non-string metadata values', () => {
    const event = readFixture('stripe/payment-intent-succeeded') as { data: { object: { metadata: object } } };
    event.data.object.metadata = { userId: 42 };
    expect(paymentIntentSucceededEventSchema.safeParse(event).success).toBe(false);
  });

  it('tell our event types from the others', () => {
    expect(isStripeEventType('charge.refunded')).toBe(true);
    expect(isStripeEventType('customer.created')).toBe(false);
  });

  it('read an id from an id or an expanded object', () => {
    expect(stripeId('pi_1')).toBe('pi_1');
    expect(stripeId({ id: 'pi_2' })).toBe('pi_2');
    expect(stripeId(null)).toBeNull();
  });
});
