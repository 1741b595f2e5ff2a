import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import * as z from '@herway/shared/zod';
import type { PaymentLink } from './store/payment-link';

// Payment links for the open-amount /checkout (docs/decisions/signed-payment-links.md): outside `local` it takes only an amount
// the founders set, in a link the server signed. The link carries its terms (amount, description,
// expiry, single use) and an HMAC-SHA256 over them; an edited amount or description no longer
// verifies. Pure: no AWS; the key comes from config (paymentLinkKey).

const linkSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: z.number().check(z.int(), z.minimum(1), z.maximum(5000)),
  description: z.string().check(z.minLength(1), z.maxLength(200)),
  expiresAt: z.optional(z.iso.datetime({ offset: true })),
  singleUse: z.boolean(),
});

export const paymentLinkMessages = {
  missing: 'This payment page opens only from a payment link HerWay sent you. Please use that link, or contact us for a new one.',
  invalid: "This payment link isn't valid: it may have been changed or cut short. Please use the link exactly as we sent it, or contact us.",
  expired: 'This payment link has expired. Please contact us for a new one.',
  paid: 'This payment link has already been paid. Contact us if you need to make another payment.',
  processing: 'A payment with this link is being confirmed by the bank, so nothing more was charged. Contact us if it does not go through.',
  changed: "The amount or description of a payment link can't be changed. Please use the link exactly as we sent it.",
} as const;

const sign = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A new link's terms, with a fresh id. */
export function newPaymentLink(terms: Omit<PaymentLink, 'id'>): PaymentLink {
  return { id: randomUUID(), ...terms };
}

/** The token the link carries: its terms, then their signature. */
export function signPaymentLink(link: PaymentLink, key: string): string {
  const payload = Buffer.from(JSON.stringify(linkSchema.parse(link))).toString('base64url');
  return `${payload}.${sign(payload, key)}`;
}

export type LinkCheck = { ok: true; link: PaymentLink } | { ok: false; message: string };

/** The link's terms when its signature holds and it has not expired. */
export function verifyPaymentLink(token: string, key: string, now = new Date()): LinkCheck {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, message: paymentLinkMessages.invalid };
  const expected = Buffer.from(sign(payload, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, message: paymentLinkMessages.invalid };
  let parsed;
  try {
    parsed = linkSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, message: paymentLinkMessages.invalid };
  }
  if (!parsed.success) return { ok: false, message: paymentLinkMessages.invalid };
  const link: PaymentLink = { ...parsed.data };
  if (link.expiresAt && Date.parse(link.expiresAt) <= now.getTime()) return { ok: false, message: paymentLinkMessages.expired };
  return { ok: true, link };
}

/** The /checkout address of a link: the page shows the amount and description, the token proves them. */
export function paymentLinkUrl(siteOrigin: string, link: PaymentLink, token: string): string {
  const params = new URLSearchParams({ amount: String(link.amount), description: link.description, link: token });
  return `${siteOrigin.replace(/\/$/, '')}/checkout?${params.toString()}`;
}

export interface OpenAmountTerms {
  /** Whole dollars before any code. */
  amount: number;
  description: string;
  /** Server-written metadata naming the link, when there is one. */
  metadata: { paymentLink?: string; paymentLinkSingleUse?: string };
}

/**
 * What an open-amount payment may be opened for: a verified link's terms (the page must show them
 * unchanged, and a single-use link may not be paid twice), or on the local stack, without a link,
 * the page's own amount. Answers the refusal's message otherwise.
 */
export function openAmountTerms(
  page: { amount: number; originalAmount?: number; description: string; paymentLink?: string },
  context: { stage: string; key: string | undefined; paymentsOfLink: number | undefined; now?: Date },
): { ok: true; terms: OpenAmountTerms } | { ok: false; message: string } {
  if (!page.paymentLink) {
    if (context.stage !== 'local') return { ok: false, message: paymentLinkMessages.missing };
    return { ok: true, terms: { amount: page.originalAmount ?? page.amount, description: page.description, metadata: {} } };
  }
  if (!context.key) return { ok: false, message: paymentLinkMessages.invalid };
  const checked = verifyPaymentLink(page.paymentLink, context.key, context.now);
  if (!checked.ok) return checked;
  const { link } = checked;
  if ((page.originalAmount ?? page.amount) !== link.amount || page.description.trim() !== link.description)
    return { ok: false, message: paymentLinkMessages.changed };
  if (link.singleUse && (context.paymentsOfLink ?? 0) > 0) return { ok: false, message: paymentLinkMessages.paid };
  return {
    ok: true,
    terms: {
      amount: link.amount,
      description: link.description,
      metadata: { paymentLink: link.id, ...(link.singleUse ? { paymentLinkSingleUse: 'true' } : {}) },
    },
  };
}

/** The link id a signed token names, without checking it (to read its paid count first). */
export function linkIdOf(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const id = (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { id?: unknown }).id;
    return typeof id === 'string' && id.length <= 64 ? id : undefined;
  } catch {
    return undefined;
  }
}
