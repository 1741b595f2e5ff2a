/**
 * Query parameters of the checkout pages (docs/product-rules.md#checkout-pages; amount and
 * totalSessions are parsed as integers). The URL only says what she chose; the server prices the
 * order (docs/decisions/server-prices-every-order.md).
 */

/** `parseInt` semantics ('448.50' → 448); missing, blank or not a number gives the fallback. */
export function parseInteger(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number.parseInt(raw, 10);
  return Number.isNaN(value) ? fallback : value;
}

export const PROTECTED_CHECKOUT_DEFAULTS = {
  type: 'course',
  courseType: 'full_packet',
  packageType: 'starter',
  amount: 150,
  totalSessions: 1,
} as const;

/** /protected-checkout?type=&courseType=&packageType=&amount=&totalSessions= */
export interface ProtectedCheckoutParams {
  type: string;
  courseType: string;
  packageType: string;
  /** Whole dollars, as the page was opened with. */
  amount: number;
  totalSessions: number;
  /** `for`: the linked athlete a parent or guardian pays for (docs/family.md), preselected. */
  forAthleteId?: string;
}

function text(params: URLSearchParams, name: string, fallback: string): string {
  const value = params.get(name)?.trim();
  return value ? value : fallback;
}

export function parseProtectedCheckoutParams(params: URLSearchParams): ProtectedCheckoutParams {
  const d = PROTECTED_CHECKOUT_DEFAULTS;
  return {
    type: text(params, 'type', d.type),
    courseType: text(params, 'courseType', d.courseType),
    packageType: text(params, 'packageType', d.packageType),
    amount: parseInteger(params.get('amount'), d.amount),
    totalSessions: parseInteger(params.get('totalSessions'), d.totalSessions),
    ...(params.get('for')?.trim() ? { forAthleteId: params.get('for')?.trim() } : {}),
  };
}

/** /checkout?amount=&description=&link=: the open-amount payment. */
export interface CustomCheckoutParams {
  /** Whole dollars, or null when the link has no usable amount (the page then goes home). */
  amount: number | null;
  description: string;
  /** The payment link's signature (required outside the local stack; the server checks it). */
  paymentLink?: string;
}

export const DEFAULT_CUSTOM_DESCRIPTION = 'HerWay payment';

export function parseCustomCheckoutParams(params: URLSearchParams): CustomCheckoutParams {
  const amount = parseInteger(params.get('amount'), Number.NaN);
  return {
    amount: Number.isNaN(amount) || amount <= 0 ? null : amount,
    description: text(params, 'description', DEFAULT_CUSTOM_DESCRIPTION).slice(0, 200),
    ...(params.get('link') ? { paymentLink: params.get('link') ?? '' } : {}),
  };
}
