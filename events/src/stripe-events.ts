import * as z from '@herway/shared/zod';
import { defineEvent, EVENT_SOURCES } from './envelope';
import {
  chargeRefundedEventSchema,
  paymentIntentPaymentFailedEventSchema,
  paymentIntentProcessingEventSchema,
  paymentIntentSucceededEventSchema,
  refundCreatedEventSchema,
} from './stripe';

// Stripe's events on the HerWay bus: the detail is the verified Stripe event itself, the
// detail-type Stripe's own type string.

export const paymentSucceededEvent = defineEvent('Payment.Succeeded', EVENT_SOURCES.stripe, 'payment_intent.succeeded', paymentIntentSucceededEventSchema);
export const paymentFailedEvent = defineEvent('Payment.Failed', EVENT_SOURCES.stripe, 'payment_intent.payment_failed', paymentIntentPaymentFailedEventSchema);
export const paymentProcessingEvent = defineEvent('Payment.Processing', EVENT_SOURCES.stripe, 'payment_intent.processing', paymentIntentProcessingEventSchema);
export const chargeRefundedEvent = defineEvent('Charge.Refunded', EVENT_SOURCES.stripe, 'charge.refunded', chargeRefundedEventSchema);
export const refundCreatedEvent = defineEvent('Refund.Created', EVENT_SOURCES.stripe, 'refund.created', refundCreatedEventSchema);

/** What the refund consumer receives: either of the two refund events. */
export const refundEnvelopeSchema = z.union([chargeRefundedEvent.envelope, refundCreatedEvent.envelope]);
export type RefundEnvelope = z.infer<typeof refundEnvelopeSchema>;

/** What the unsettled-payment consumer receives: a failed payment or one still processing. */
export const unsettledPaymentEnvelopeSchema = z.union([paymentFailedEvent.envelope, paymentProcessingEvent.envelope]);
