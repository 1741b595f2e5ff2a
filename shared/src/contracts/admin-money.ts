import * as z from '../zod';
import { formatCount } from '../format';
import { discountProductSchema, discountTypeSchema } from '../catalog/discounts';
import type { DiscountProduct } from '../catalog/discounts';
import { timestampSchema } from './common';

// The founders' money tools in /admin (docs/discounts-and-payment-links.md): discount codes, payment links, refunds. The
// forms and the handlers parse the same schemas, so the page shows every problem the server
// would refuse, in the same words. Money the admin types is in whole dollars (codes, links) or
// cents (a refund's amount, from the dollars she types); the server keeps cents.

/** The largest fixed discount and the largest payment link: the open-amount checkout's $5,000. */
export const MAX_ADMIN_DOLLARS = 5000;
export const MAX_REDEMPTION_LIMIT = 100_000;

export const discountProductLabels: Readonly<Record<DiscountProduct, string>> = {
  starter: 'Starter',
  growth: 'Growth',
  elite: 'Elite',
  full_packet: 'Course Packet',
  custom: 'Payment links (/checkout)',
};

const adminCodeSchema = z
  .string({ error: 'Enter a code' })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9_-]{3,32}$/, 'A code is 3 to 32 letters, digits, dashes or underscores, without spaces'));

const discountValueSchema = z
  .number({ error: 'Enter how much the code takes off' })
  .check(z.int('The discount must be a whole number (whole dollars for a fixed amount)'), z.positive('The discount must be more than 0'));

/** An expiry the admin sets: a date and time still to come. */
const futureTimeSchema = z.iso.datetime({ offset: true, error: 'The expiry must be a date' }).check(
  // Not a date at all is said once, above.
  z.refine((value) => Number.isNaN(Date.parse(value)) || Date.parse(value) > Date.now(), 'The expiry must be in the future'),
);

const redemptionLimitSchema = z
  .number({ error: 'The limit must be a number of uses' })
  .check(
    z.int('The limit must be a whole number of uses'),
    z.minimum(1, 'The limit must be at least 1 use'),
    z.maximum(MAX_REDEMPTION_LIMIT, `The limit can be at most ${formatCount(MAX_REDEMPTION_LIMIT)} uses`),
  );

const productsSchema = z
  .array(discountProductSchema, { error: 'Choose the products the code is for' })
  .check(z.minLength(1, 'Choose at least one product, or all products'));

const adminTypeSchema = z.enum(['percentage', 'fixed'], { error: 'Choose a percentage or a fixed amount' });

const descriptionSchema = z.string().check(z.trim(), z.maxLength(120, 'The description can be at most 120 characters'));

/** Whether a value fits its type: a percentage 1-100, a fixed amount of whole dollars up to $5,000. */
export function discountValueProblem(type: 'percentage' | 'fixed', value: number): string | undefined {
  if (type === 'percentage' && value > 100) return 'A percentage can be at most 100';
  if (type === 'fixed' && value > MAX_ADMIN_DOLLARS) return `A fixed amount can be at most $${formatCount(MAX_ADMIN_DOLLARS)}`;
  return undefined;
}

const bothValid = (payload: { value: unknown }) => {
  const input = payload.value as { type?: unknown; value?: unknown };
  return (input.type === 'percentage' || input.type === 'fixed') && Number.isInteger(input.value);
};
type TypedValue = { type?: 'percentage' | 'fixed'; value?: number };
const valueFitsType = z.refine<TypedValue>((input) => !input.type || input.value === undefined || !discountValueProblem(input.type, input.value), {
  path: ['value'],
  error: (issue) => {
    const input = issue.input as { type: 'percentage' | 'fixed'; value: number };
    return discountValueProblem(input.type, input.value) ?? 'The discount is not valid';
  },
  when: bothValid,
});

/** POST /api/admin/discount-codes: `value` is a percentage (1-100) or whole dollars ($1-$5,000). */
export const createDiscountCodeBodySchema = z
  .object({
    code: adminCodeSchema,
    type: adminTypeSchema,
    value: discountValueSchema,
    description: z.optional(descriptionSchema),
    expiresAt: z.optional(z.nullable(futureTimeSchema)),
    maxRedemptions: z.optional(z.nullable(redemptionLimitSchema)),
    /** Absent or null: every product. */
    products: z.optional(z.nullable(productsSchema)),
  })
  .check(valueFitsType);
export type CreateDiscountCodeBody = z.input<typeof createDiscountCodeBodySchema>;

/** PATCH /api/admin/discount-codes/{code}: only the fields given change; null clears an expiry, a limit or a product list. */
export const updateDiscountCodeBodySchema = z
  .object({
    type: z.optional(adminTypeSchema),
    value: z.optional(discountValueSchema),
    description: z.optional(descriptionSchema),
    active: z.optional(z.boolean({ error: 'Active must be yes or no' })),
    expiresAt: z.optional(z.nullable(futureTimeSchema)),
    maxRedemptions: z.optional(z.nullable(redemptionLimitSchema)),
    products: z.optional(z.nullable(productsSchema)),
  })
  .check(
    valueFitsType,
    z.refine((input) => input.type === undefined || input.value !== undefined, {
      path: ['value'],
      message: 'Give the discount again when you change its type',
    }),
    z.refine((input) => Object.values(input).some((field) => field !== undefined), 'Nothing to change: give at least one field'),
  );
export type UpdateDiscountCodeBody = z.input<typeof updateDiscountCodeBodySchema>;

export const discountCodePathSchema = z.object({
  code: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9_-]{1,32}$/, 'No such discount code')),
});

/** A code as the admin sees it; `value` in the units she typed it (percent, or whole dollars). */
export const adminDiscountCodeSchema = z.object({
  code: z.string(),
  type: discountTypeSchema,
  value: z.number(),
  description: z.string(),
  active: z.boolean(),
  expiresAt: z.nullable(timestampSchema),
  maxRedemptions: z.nullable(z.number()),
  products: z.nullable(z.array(discountProductSchema)),
  /** Paid orders that used it. */
  redemptions: z.number(),
  /** Payments opened with it and not yet paid, failed or lapsed (each holds one use of a limited code). */
  openReservations: z.number(),
  createdAt: z.nullable(timestampSchema),
  updatedAt: z.nullable(timestampSchema),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;
export const discountCodeReplySchema = z.object({ discountCode: adminDiscountCodeSchema });
export type DiscountCodeReply = z.infer<typeof discountCodeReplySchema>;
export const discountCodesReplySchema = z.object({ discountCodes: z.array(adminDiscountCodeSchema) });
export type DiscountCodesReply = z.infer<typeof discountCodesReplySchema>;

/** POST /api/admin/payment-links: a signed /checkout link for whole dollars, $1-$5,000. */
export const createPaymentLinkBodySchema = z.object({
  amount: z
    .number({ error: 'Enter the amount in dollars' })
    .check(
      z.int('The amount must be whole dollars'),
      z.minimum(1, 'The amount must be at least $1'),
      z.maximum(MAX_ADMIN_DOLLARS, `The amount can be at most $${formatCount(MAX_ADMIN_DOLLARS)}`),
    ),
  description: z
    .string({ error: 'Say what the payment is for' })
    .check(z.trim(), z.minLength(1, 'Say what the payment is for'), z.maxLength(200, 'The description can be at most 200 characters')),
  expiresAt: z.optional(z.nullable(futureTimeSchema)),
  singleUse: z._default(z.boolean({ error: 'Single use must be yes or no' }), false),
});
export type CreatePaymentLinkBody = z.input<typeof createPaymentLinkBodySchema>;

export const adminPaymentLinkSchema = z.object({
  id: z.string(),
  amount: z.number(),
  description: z.string(),
  expiresAt: z.nullable(timestampSchema),
  singleUse: z.boolean(),
  /** The signed /checkout address to send the family. */
  url: z.string(),
  /** How many payments it has taken, and the last one. */
  payments: z.number(),
  lastPaidAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
  createdBy: z.string(),
});
export type AdminPaymentLink = z.infer<typeof adminPaymentLinkSchema>;
export const paymentLinkReplySchema = z.object({ paymentLink: adminPaymentLinkSchema });
export type PaymentLinkReply = z.infer<typeof paymentLinkReplySchema>;
export const paymentLinksReplySchema = z.object({ paymentLinks: z.array(adminPaymentLinkSchema), nextCursor: z.optional(z.string()) });
export type PaymentLinksReply = z.infer<typeof paymentLinksReplySchema>;

/**
 * POST /api/admin/payments/{id}/refund: all that is left (no `amountCents`) or part of it, with
 * why. `requestId` names this one refund (the dialog makes one when it opens): the same id again,
 * a double click, refunds once.
 */
export const refundPaymentBodySchema = z.object({
  amountCents: z.optional(
    z
      .number({ error: 'Enter the amount to refund' })
      .check(z.int('The amount must be in whole cents'), z.positive('The amount to refund must be more than $0')),
  ),
  reason: z
    .string({ error: 'Say why the payment is refunded' })
    .check(z.trim(), z.minLength(3, 'Say why the payment is refunded (a few words)'), z.maxLength(500, 'The reason can be at most 500 characters')),
  requestId: z.string({ error: 'Please reload the page and try again' }).check(z.regex(/^[\w-]{8,64}$/, 'Please reload the page and try again')),
});
export type RefundPaymentBody = z.input<typeof refundPaymentBodySchema>;
export const refundPaymentPathSchema = z.object({ id: z.string().check(z.regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'No such payment')) });

export const refundReplySchema = z.object({
  refund: z.object({ id: z.string(), amountCents: z.number(), status: z.string() }),
  message: z.string(),
});
export type RefundReply = z.infer<typeof refundReplySchema>;

/** '12.50' or '12' (dollars as typed) to cents; undefined when it is not an amount of dollars and cents. */
export function typedDollarsToCents(typed: string): number | undefined {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed.trim().replaceAll(',', ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
