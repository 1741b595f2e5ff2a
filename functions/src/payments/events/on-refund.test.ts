import { refundEnvelopeSchema } from '@herway/events/catalog';
import { describe, expect, it } from 'vitest';
import { stripeEnvelope, stripeEventBody } from '../../testing/payments';
import { refundOf } from './on-refund';

const detail = (event: ReturnType<typeof stripeEventBody>) => refundEnvelopeSchema.parse(stripeEnvelope(event)).detail;

describe('refundOf', () => {
  it('reads the running total from charge.refunded and one refund from refund.created', () => {
    expect(refundOf(detail(stripeEventBody('charge.refunded', { amount_refunded: 30_000 })))).toEqual({
      paymentIntentId: 'pi_3QmB8cLkdIwHu7ix0sJ2Vd4E',
      refundedCents: 30_000,
    });
    expect(refundOf(detail(stripeEventBody('refund.created', { amount: 5_000 })))).toEqual({
      paymentIntentId: 'pi_3QmB8cLkdIwHu7ix0sJ2Vd4E',
      refundedCents: 5_000,
    });
  });

  it('ignores refunds that are not settled or not of a PaymentIntent', () => {
    expect(refundOf(detail(stripeEventBody('refund.created', { status: 'pending' })))).toEqual({ ignored: 'the refund is pending' });
    expect(refundOf(detail(stripeEventBody('charge.refunded', { payment_intent: null })))).toEqual({ ignored: 'the charge has no PaymentIntent' });
  });
});
