import { formatUsd } from '@herway/shared/format';
import { priceOf, productNameOf, sessionsOf } from '@herway/shared/catalog/products';
import type { ProductKey } from '@herway/shared/catalog/products';
import type { StoredDiscount } from './store/discount-repo';
import { dollarsToCents, priceWithDiscount } from './discount-pricing';

// Server pricing (docs/decisions/server-prices-every-order.md): the amount comes from the catalog
// and the discount from the database, in integer cents. What the browser sends is only compared.
// Pure: no AWS, no Stripe; the discount is looked up by the caller.

/** The open-amount /checkout: whole dollars from $1 to $5,000 (docs/decisions/signed-payment-links.md). */
export const CUSTOM_MIN_DOLLARS = 1;
export const CUSTOM_MAX_DOLLARS = 5000;

/** What a PaymentIntent's metadata names as the product: a catalog key, or 'custom' for /checkout. */
export type CheckoutProductKey = ProductKey | 'custom';

export interface Quote {
  productKey: CheckoutProductKey;
  /** Price before any discount, in cents. */
  listPriceCents: number;
  discountCents: number;
  /** What will be charged, in cents. */
  amountCents: number;
  /** Mentorship sessions the purchase adds (0 for the course and custom payments). */
  sessions: number;
  /** The code as stored (upper case), when one applied. */
  discountCode?: string;
  /** The code's redemption limit, when it has one: the payment must reserve a use of it. */
  discountLimit?: number;
  /** The Stripe description and the receipt's product line. */
  description: string;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; message: string };

interface PriceInput {
  productKey: CheckoutProductKey;
  listPriceCents: number;
  sessions: number;
  description: string;
  /** The code the customer entered, if any. */
  code?: string;
  /** The code as found in the database (undefined when there is none). */
  discount?: StoredDiscount;
  now?: Date;
}

function price(input: PriceInput): QuoteResult {
  const base = { productKey: input.productKey, listPriceCents: input.listPriceCents, sessions: input.sessions, description: input.description };
  if (!input.code) return { ok: true, quote: { ...base, discountCents: 0, amountCents: input.listPriceCents } };
  const evaluation = priceWithDiscount(input.discount, input.listPriceCents, input.now, input.productKey);
  if (!evaluation.ok) return { ok: false, message: evaluation.message };
  return {
    ok: true,
    quote: {
      ...base,
      discountCents: evaluation.discountAmountCents,
      amountCents: evaluation.finalAmountCents,
      discountCode: evaluation.discount.code,
      ...(evaluation.discount.maxRedemptions !== undefined ? { discountLimit: evaluation.discount.maxRedemptions } : {}),
    },
  };
}

/** A catalog product's price, with the code re-validated against the stored discount. */
export function quoteProduct(productKey: ProductKey, options: { code?: string; discount?: StoredDiscount; now?: Date } = {}): QuoteResult {
  return price({ productKey, listPriceCents: priceOf(productKey), sessions: sessionsOf(productKey), description: productNameOf(productKey), ...options });
}

/** The checked undiscounted amount of an open-amount payment, or the message refusing it. */
export function customListPriceCents(dollars: number): { ok: true; cents: number } | { ok: false; message: string } {
  if (!Number.isInteger(dollars) || dollars < CUSTOM_MIN_DOLLARS || dollars > CUSTOM_MAX_DOLLARS) {
    return {
      ok: false,
      message: `The amount must be a whole number of dollars from ${formatUsd(CUSTOM_MIN_DOLLARS * 100)} to ${formatUsd(CUSTOM_MAX_DOLLARS * 100)}.`,
    };
  }
  return { ok: true, cents: dollars * 100 };
}

/** An open-amount payment (/checkout): the amount the page was opened with, less any code. */
export function quoteCustom(listDollars: number, description: string, options: { code?: string; discount?: StoredDiscount; now?: Date } = {}): QuoteResult {
  const list = customListPriceCents(listDollars);
  if (!list.ok) return list;
  return price({ productKey: 'custom', listPriceCents: list.cents, sessions: 0, description, ...options });
}

/** Whether the dollars the page showed are not what the server will charge. */
export function amountDiffers(browserDollars: number, amountCents: number): boolean {
  return dollarsToCents(browserDollars) !== amountCents;
}

/** The 409 message naming the current price: 'The price has changed. The current price is $448.' */
export function priceChangedMessage(amountCents: number): string {
  return `The price has changed. The current price is ${formatUsd(amountCents)}.`;
}
