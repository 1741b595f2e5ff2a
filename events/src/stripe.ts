import * as z from '@herway/shared/zod';

// The Stripe webhook events HerWay uses: only the fields we read are declared; every object is
// loose, so whatever else Stripe sends survives a parse and reaches the consumers untouched.

export const STRIPE_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'charge.refunded',
  'refund.created',
] as const;
export type StripeEventType = (typeof STRIPE_EVENT_TYPES)[number];

export function isStripeEventType(type: string): type is StripeEventType {
  return (STRIPE_EVENT_TYPES as readonly string[]).includes(type);
}

/** Written by our server when it creates the PaymentIntent; Stripe metadata values are strings. */
export const paymentIntentMetadataSchema = z.looseObject({
  userId: z.optional(z.string()),
  productKey: z.optional(z.string()),
  sessions: z.optional(z.string()),
  discountCode: z.optional(z.string()),
  athleteName: z.optional(z.string()),
  /** The reservation of a limited discount code this payment holds. */
  discountReservation: z.optional(z.string()),
  /** 'true' on a test payment (/test-stripe): never revenue. */
  testPayment: z.optional(z.string()),
  /** The payment link an open-amount payment came from; 'true' when it is single-use. */
  paymentLink: z.optional(z.string()),
  paymentLinkSingleUse: z.optional(z.string()),
});
export type PaymentIntentMetadata = z.infer<typeof paymentIntentMetadataSchema>;

export const paymentErrorSchema = z.looseObject({
  type: z.string(),
  code: z.nullish(z.string()),
  decline_code: z.nullish(z.string()),
  message: z.nullish(z.string()),
});
export type PaymentError = z.infer<typeof paymentErrorSchema>;

const cents = z.number().check(z.int(), z.nonnegative());
/** An id, or the expanded object when a caller asked for expansion. */
const idOrObject = z.union([z.string(), z.looseObject({ id: z.string() })]);

export const paymentIntentSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  object: z.literal('payment_intent'),
  amount: cents,
  amount_received: cents,
  currency: z.string(),
  status: z.string(),
  customer: z.nullable(idOrObject),
  receipt_email: z.nullable(z.string()),
  metadata: paymentIntentMetadataSchema,
  last_payment_error: z.nullish(paymentErrorSchema),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const chargeSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  object: z.literal('charge'),
  payment_intent: z.nullable(idOrObject),
  amount: cents,
  amount_refunded: cents,
  currency: z.string(),
  refunded: z.boolean(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const refundSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  object: z.literal('refund'),
  payment_intent: z.nullable(idOrObject),
  amount: cents,
  currency: z.string(),
  status: z.nullable(z.string()),
});
export type Refund = z.infer<typeof refundSchema>;

function stripeEvent<T extends StripeEventType, O extends z.core.$ZodType>(type: T, object: O) {
  return z.looseObject({
    id: z.string().check(z.minLength(1)),
    object: z.optional(z.literal('event')),
    type: z.literal(type),
    created: z.number().check(z.int()),
    livemode: z.boolean(),
    api_version: z.nullish(z.string()),
    data: z.looseObject({ object }),
  });
}

export const paymentIntentSucceededEventSchema = stripeEvent('payment_intent.succeeded', paymentIntentSchema);
export type PaymentIntentSucceededEvent = z.infer<typeof paymentIntentSucceededEventSchema>;

export const paymentIntentPaymentFailedEventSchema = stripeEvent('payment_intent.payment_failed', paymentIntentSchema);
export type PaymentIntentPaymentFailedEvent = z.infer<typeof paymentIntentPaymentFailedEventSchema>;

/** Her bank has yet to decide (a bank debit): the intent is `processing` until it succeeds or fails. */
export const paymentIntentProcessingEventSchema = stripeEvent('payment_intent.processing', paymentIntentSchema);
export type PaymentIntentProcessingEvent = z.infer<typeof paymentIntentProcessingEventSchema>;

export const chargeRefundedEventSchema = stripeEvent('charge.refunded', chargeSchema);
export type ChargeRefundedEvent = z.infer<typeof chargeRefundedEventSchema>;

export const refundCreatedEventSchema = stripeEvent('refund.created', refundSchema);
export type RefundCreatedEvent = z.infer<typeof refundCreatedEventSchema>;

/** Any Stripe event HerWay uses, discriminated by `type`. */
export const stripeEventSchema = z.discriminatedUnion('type', [
  paymentIntentSucceededEventSchema,
  paymentIntentPaymentFailedEventSchema,
  paymentIntentProcessingEventSchema,
  chargeRefundedEventSchema,
  refundCreatedEventSchema,
]);
export type StripeEvent = z.infer<typeof stripeEventSchema>;

/** The id of a Stripe reference that may have been expanded into its object. */
export function stripeId(ref: string | { id: string } | null): string | null {
  return ref === null ? null : typeof ref === 'string' ? ref : ref.id;
}
