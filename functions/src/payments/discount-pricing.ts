import { evaluateDiscount } from '@herway/shared/catalog/discounts';
import type { DiscountEvaluation } from '@herway/shared/catalog/discounts';
import type { StoredDiscount } from './store/discount-repo';

/** Dollars as the pages show them, from the cents the server computes with. */
export const centsToDollars = (cents: number) => cents / 100;

/** Dollars from the browser, to whole cents (rounding away float noise such as 19.99 * 100). */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Prices an order with a code as stored in the database (active flag, expiry and redemption
 * limit and products included); the same rule serves /api/validate-discount and payment-intent creation.
 */
export function priceWithDiscount(discount: StoredDiscount | undefined, amountCents: number, now = new Date(), productKey?: string): DiscountEvaluation {
  return evaluateDiscount(discount, { amountCents, now, redemptions: discount?.redemptions ?? 0, ...(productKey ? { productKey } : {}) });
}
