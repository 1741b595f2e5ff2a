import type { AdminPaymentLink } from '@herway/shared/contracts/admin-money';
import type { StoredPaymentLink } from './store/payment-link-admin-repo';
import { getPaymentLinkRecord } from './store/payment-link-admin-repo';
import { paymentLinkKey, siteOrigins } from '../kernel/config';
import { paymentLinkUrl, signPaymentLink } from './payment-links';

// The payment links made in /admin (docs/discounts-and-payment-links.md), as the admin sees them: the signed /checkout
// address (signed again from the stored terms, with the same key the checkout verifies with).

export interface LinkSigning {
  key: string;
  siteOrigin: string;
}

/** The stage's key and the site's address; without a key (a misconfigured stage) nothing can be signed. */
export function linkSigning(): LinkSigning {
  const key = paymentLinkKey();
  if (!key) throw new Error('PAYMENT_LINK_KEY is not set: payment links cannot be signed');
  return { key, siteOrigin: siteOrigins()[0] ?? '' };
}

export function adminPaymentLinkOf(stored: StoredPaymentLink, signing: LinkSigning): AdminPaymentLink {
  const { link } = stored;
  return {
    id: link.id,
    amount: link.amount,
    description: link.description,
    expiresAt: link.expiresAt ?? null,
    singleUse: link.singleUse,
    url: paymentLinkUrl(signing.siteOrigin, link, signPaymentLink(link, signing.key)),
    payments: stored.payments,
    lastPaidAt: stored.lastPaidAt,
    createdAt: stored.createdAt,
    createdBy: stored.createdBy,
  };
}

/**
 * The same-site address of the payment link an open-amount payment came from (`/checkout?…&link=`),
 * signed again from its record: where a failed payment's e-mail sends her to try again. Undefined
 * without a link, a record of it, or the signing key.
 */
export async function paymentLinkPathOf(linkId: string | undefined): Promise<string | undefined> {
  const key = paymentLinkKey();
  const stored = linkId && key ? await getPaymentLinkRecord(linkId) : undefined;
  if (!stored || !key) return undefined;
  const url = new URL(paymentLinkUrl('https://herway.invalid', stored.link, signPaymentLink(stored.link, key)));
  return `${url.pathname}${url.search}`;
}
