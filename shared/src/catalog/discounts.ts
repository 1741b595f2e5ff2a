// Discount codes (docs/product-rules.md#discount-codes: the sample codes, the entry and pricing rules).
// The codes live in the database, seeded from `seedDiscounts`; the pricing rules are the pure
// functions below, used by /api/validate-discount, by payment-intent creation and by the web.
import * as z from '../zod';
import { formatUsd } from '../format';

/** Stripe refuses charges under $0.50: a code that would bring an order below this is refused. */
export const MIN_CHARGE_CENTS = 50;

export const discountTypeSchema = z.enum(['percentage', 'fixed']);
export type DiscountType = z.infer<typeof discountTypeSchema>;

/** What a code can be limited to: a catalog product, or 'custom' (the open-amount /checkout). */
export const discountProductSchema = z.enum(['starter', 'growth', 'elite', 'full_packet', 'custom']);
export type DiscountProduct = z.infer<typeof discountProductSchema>;

/** A code as typed by the customer: trimmed, upper-cased, non-empty. */
export const discountCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please enter a discount code', abort: true }),
    z.maxLength(32, 'Invalid discount code'),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9_-]+$/, 'Invalid discount code'),
  );
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** Trims and upper-cases a code the way the checkout field does. */
export function normalizeDiscountCode(input: string): string {
  return input.trim().toUpperCase();
}

export const discountDefinitionSchema = z
  .object({
    code: z.string().check(z.regex(/^[A-Z0-9_-]{3,32}$/)),
    type: discountTypeSchema,
    /** Percent (1-100) for 'percentage'; cents for 'fixed'. */
    value: z.number().check(z.int(), z.positive()),
    description: z.string().check(z.minLength(1)),
    active: z.boolean(),
    /** ISO 8601 date-time after which the code no longer applies. */
    expiresAt: z.optional(z.iso.datetime({ offset: true })),
    /** How many orders may use the code in total. */
    maxRedemptions: z.optional(z.number().check(z.int(), z.positive())),
    /** The products the code applies to; absent, every product. */
    products: z.optional(z.array(discountProductSchema).check(z.minLength(1))),
  })
  .check(
    z.refine((d) => d.type !== 'percentage' || d.value <= 100, {
      message: 'A percentage discount cannot exceed 100',
      path: ['value'],
    }),
  );
export type DiscountDefinition = z.infer<typeof discountDefinitionSchema>;

/** The part of a discount that decides the price. */
export type DiscountRule = Pick<DiscountDefinition, 'type' | 'value'>;

/** '20% off your purchase', '$50 off your purchase'. */
export function describeDiscount(rule: DiscountRule): string {
  return rule.type === 'percentage' ? `${rule.value}% off your purchase` : `${formatUsd(rule.value)} off your purchase`;
}

function seed(code: string, type: DiscountType, value: number): DiscountDefinition {
  return { code, type, value, description: describeDiscount({ type, value }), active: true };
}

/** The six codes the database is seeded with (also listed on /discount-demo). */
export const seedDiscounts: readonly DiscountDefinition[] = [
  seed('WELCOME10', 'percentage', 10),
  seed('ATHLETE20', 'percentage', 20),
  seed('EARLY50', 'fixed', 5000),
  seed('STUDENT15', 'percentage', 15),
  seed('FIRST100', 'fixed', 10000),
  seed('FIREBOMBERS', 'percentage', 10),
];

export interface DiscountedAmount {
  discountAmountCents: number;
  finalAmountCents: number;
}

/**
 * Applies a discount to an amount in cents. A percentage is rounded to the nearest cent;
 * the discount never exceeds the amount, so the final amount is never below 0.
 */
export function applyDiscount(amountCents: number, rule: DiscountRule): DiscountedAmount {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`An amount must be a non-negative integer number of cents, got ${amountCents}`);
  }
  const raw = rule.type === 'percentage' ? Math.round((amountCents * rule.value) / 100) : rule.value;
  const discountAmountCents = Math.min(Math.max(raw, 0), amountCents);
  return { discountAmountCents, finalAmountCents: amountCents - discountAmountCents };
}

/** Whether the discounted order can still be charged (at least MIN_CHARGE_CENTS). */
export function isDiscountAllowed(amountCents: number, rule: DiscountRule): boolean {
  return applyDiscount(amountCents, rule).finalAmountCents >= MIN_CHARGE_CENTS;
}

export type DiscountRefusal = 'not_found' | 'inactive' | 'expired' | 'exhausted' | 'not_for_product' | 'below_minimum';

export type DiscountEvaluation = ({ ok: true; discount: DiscountDefinition } & DiscountedAmount) | { ok: false; reason: DiscountRefusal; message: string };

export const discountRefusalMessages: Readonly<Record<DiscountRefusal, string>> = {
  not_found: 'Invalid discount code',
  inactive: 'Invalid discount code',
  expired: 'This discount code has expired',
  exhausted: 'This discount code is no longer available',
  not_for_product: "This discount code can't be used for this purchase",
  below_minimum: `This code would bring your total below ${formatUsd(MIN_CHARGE_CENTS)}, the minimum card payment, so it can't be used on this order`,
};

/**
 * Decides whether a stored discount applies to an order, and its effect.
 * `redemptions` is how many orders have already used the code; `productKey` what is bought (a
 * code limited to some products refuses the others; without it, that check is left to the payment).
 */
export function evaluateDiscount(
  discount: DiscountDefinition | undefined,
  order: { amountCents: number; now?: Date; redemptions?: number; productKey?: string },
): DiscountEvaluation {
  const refuse = (reason: DiscountRefusal): DiscountEvaluation => ({
    ok: false,
    reason,
    message: discountRefusalMessages[reason],
  });
  if (!discount) return refuse('not_found');
  if (!discount.active) return refuse('inactive');
  const now = order.now ?? new Date();
  if (discount.expiresAt !== undefined && Date.parse(discount.expiresAt) <= now.getTime()) {
    return refuse('expired');
  }
  if (discount.maxRedemptions !== undefined && (order.redemptions ?? 0) >= discount.maxRedemptions) {
    return refuse('exhausted');
  }
  if (discount.products && order.productKey !== undefined && !(discount.products as readonly string[]).includes(order.productKey)) {
    return refuse('not_for_product');
  }
  const result = applyDiscount(order.amountCents, discount);
  if (result.finalAmountCents < MIN_CHARGE_CENTS) return refuse('below_minimum');
  return { ok: true, discount, ...result };
}

/** A seed code by what the customer typed (case and spaces ignored), or undefined. */
export function findSeedDiscount(input: string): DiscountDefinition | undefined {
  const code = normalizeDiscountCode(input);
  return seedDiscounts.find((d) => d.code === code);
}
