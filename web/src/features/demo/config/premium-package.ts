import { PAID_SESSION_MINUTES } from '@herway/shared/catalog/packages';

/**
 * The Premium package of /checkout-demo ($250, 3 sessions). It exists only on that page
 * and can never be paid for, so it lives here and not among the shared catalog's products.
 */
export const premiumDemoPackage = {
  name: 'Premium Mentorship Package',
  /** Whole dollars, as the order summary shows them. */
  price: 250,
  sessions: 3,
  includes: [`3 one-on-one ${PAID_SESSION_MINUTES}-minute mentorship sessions`, 'Athletic resume review', 'College list strategy', 'Coach e-mail templates'],
} as const;
