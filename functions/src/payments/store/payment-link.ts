// A payment link's terms (docs/decisions/signed-payment-links.md): signed into the link by payments/payment-links.ts and, for
// the links an admin makes, recorded by payment-link-admin-repo.ts.

export interface PaymentLink {
  /** Names the link: its payments are counted under it (single use). */
  id: string;
  /** Whole dollars, as the page shows them. */
  amount: number;
  description: string;
  /** ISO time after which the link no longer opens a payment. */
  expiresAt?: string;
  singleUse: boolean;
}
