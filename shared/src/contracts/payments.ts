import * as z from '../zod';
import { courseKeySchema } from '../catalog/course-schema';
import { discountCodeSchema, discountProductSchema, discountTypeSchema } from '../catalog/discounts';
import { paidPackageKeySchema } from '../catalog/packages-schema';
import { acceptedTermsSchema } from '../catalog/terms';
import { dollarsSchema, idSchema } from './common';

/** The checkout's details: all three required, e-mail of a simple pattern. */
export const customerInfoSchema = z.object({
  name: z.string({ error: 'Please fill in all required fields.' }).check(z.trim(), z.minLength(1, 'Please fill in all required fields.'), z.maxLength(200)),
  athleteName: z
    .string({ error: 'Please fill in all required fields.' })
    .check(z.trim(), z.minLength(1, 'Please fill in all required fields.'), z.maxLength(200)),
  email: z
    .string({ error: 'Please fill in all required fields.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please fill in all required fields.'),
      z.maxLength(254),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address.'),
    ),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** Optional on every purchase: an empty field means no code. */
const optionalDiscountCode = z.pipe(
  z.optional(z.union([z.literal(''), discountCodeSchema])),
  z.transform((code) => code || undefined),
);

/** A checked discount, in dollars as the pages show them. */
export const discountSchema = z.object({
  code: z.string(),
  type: discountTypeSchema,
  description: z.string(),
  originalAmount: dollarsSchema,
  discountAmount: dollarsSchema,
  finalAmount: dollarsSchema,
});
export type Discount = z.infer<typeof discountSchema>;

/** POST /api/validate-discount */
export const validateDiscountBodySchema = z.object({
  discountCode: discountCodeSchema,
  amount: z.number({ error: 'amount: a number of dollars is required' }).check(z.positive(), z.maximum(100_000)),
  /** What is being bought: a code limited to other products is refused here already, not only at payment. */
  productKey: z.optional(discountProductSchema),
});
export const validateDiscountReplySchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), discount: discountSchema }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type ValidateDiscountReply = z.infer<typeof validateDiscountReplySchema>;

/** POST /api/create-payment-intent: the open-amount /checkout (whole dollars, $1 to $5,000). */
export const createPaymentIntentBodySchema = z.object({
  /** The checkout's terms box: every call that opens a payment says she agreed (docs/payments-terms.md). */
  acceptedTerms: acceptedTermsSchema,
  amount: dollarsSchema,
  /** The undiscounted whole-dollar amount from the URL, when a code was applied. */
  originalAmount: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(5000))),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  customerInfo: customerInfoSchema,
  discountCode: optionalDiscountCode,
  /** The signed payment link the page was opened with (required outside the local stack). */
  paymentLink: z.optional(z.string().check(z.maxLength(2048, "This payment link isn't valid"))),
});

/** POST /api/purchase-course — the browser's amount is only compared with the server's price. */
/** A parent or guardian pays for one of her linked athletes (docs/family.md): the purchase is the athlete's. */
const forAthleteId = z.optional(idSchema);

export const purchaseCourseBodySchema = z.object({
  acceptedTerms: acceptedTermsSchema,
  amount: dollarsSchema,
  courseType: courseKeySchema,
  discountCode: optionalDiscountCode,
  forAthleteId,
});

/** POST /api/purchase-mentorship */
export const purchaseMentorshipBodySchema = z.object({
  acceptedTerms: acceptedTermsSchema,
  amount: dollarsSchema,
  packageType: paidPackageKeySchema,
  totalSessions: z.number().check(z.int(), z.positive(), z.maximum(100)),
  discountCode: optionalDiscountCode,
  forAthleteId,
});

/** The three payment-intent calls answer the same shape. */
export const paymentIntentReplySchema = z.object({
  clientSecret: z.string().check(z.minLength(1)),
  paymentIntentId: z.string().check(z.minLength(1)),
  /** What will be charged, in dollars, as the server priced it. */
  amount: dollarsSchema,
});
export type PaymentIntentReply = z.infer<typeof paymentIntentReplySchema>;

/** 409 when the browser's amount is not the server's price. */
/** 409 when she already owns a lifetime product (the course packet): where to find it instead. */
export const alreadyOwnedReplySchema = z.object({ message: z.string(), owned: z.literal(true), dashboardPath: z.string() });
export type AlreadyOwnedReply = z.infer<typeof alreadyOwnedReplySchema>;

export const priceMismatchReplySchema = z.object({ message: z.string(), currentAmount: dollarsSchema });

/** POST /api/payment-success: records what the browser saw; never grants anything. */
export const paymentSuccessBodySchema = z.object({
  paymentIntentId: z.string().check(z.regex(/^pi_[A-Za-z0-9_]+$/, 'Invalid payment intent id')),
  /** Proves the browser opened this payment (an athlete's own payment needs no proof but her session). */
  clientSecret: z.optional(z.string().check(z.maxLength(200))),
  // Each field optional, spelt out: z.partial pulls Zod's object helpers into every bundle importing this contract.
  customerInfo: z.optional(
    z.object({
      name: z.optional(customerInfoSchema.shape.name),
      athleteName: z.optional(customerInfoSchema.shape.athleteName),
      email: z.optional(customerInfoSchema.shape.email),
    }),
  ),
});
export const paymentSuccessReplySchema = z.object({ success: z.literal(true), status: z.string() });

/** Webhook deliveries: the body is read raw and verified against these signature headers. */
export const stripeWebhookHeadersSchema = z.object({
  'stripe-signature': z.string({ error: 'Missing Stripe-Signature header' }).check(z.minLength(1)),
});
export const calendlyWebhookHeadersSchema = z.object({
  'calendly-webhook-signature': z.string({ error: 'Missing Calendly-Webhook-Signature header' }).check(z.minLength(1)),
});
export const webhookReplySchema = z.object({ received: z.literal(true) });

/** GET /api/payment-status/{paymentIntentId} (athlete): where her payment is, for the success page. */
export const paymentStatusPathSchema = z.object({
  paymentIntentId: z.string().check(z.regex(/^pi_[A-Za-z0-9_]+$/, 'Invalid payment intent id')),
});
export const paymentStatusReplySchema = z.object({
  /** confirming: paid at Stripe, not yet on her dashboard; ready: on it; processing: her bank is still deciding. */
  status: z.enum(['confirming', 'processing', 'ready', 'failed']),
  productKey: z.optional(z.string()),
  /** With the course: whether any module has been released (if not, it is a pre-order). */
  courseReleased: z.optional(z.boolean()),
});
export type PaymentStatusReply = z.infer<typeof paymentStatusReplySchema>;
