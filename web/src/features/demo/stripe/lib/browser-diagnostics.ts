import { checkPaymentRoundTrip } from '../api/check-payment';
import { getHealth } from '../api/get-health';
import type { DiagnosticsDeps } from './diagnostics';

/**
 * The diagnostics as the browser runs them. Stripe.js and the local card form are dynamic
 * imports: this page fetches them only when Run Diagnostics asks (docs/decisions/performance-budgets.md), exactly as the
 * payment form would.
 */
export const browserDiagnostics: DiagnosticsDeps = {
  publishableKey: () => import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
  loadStripe: async (publishableKey) => (await import('@stripe/stripe-js')).loadStripe(publishableKey),
  loadLocalCardForm: async () => (await import('@/components/commerce/payment/local-card-provider')).LocalCardProvider,
  getHealth: () => getHealth(),
  checkPayment: () => checkPaymentRoundTrip(),
  elapsed: () => performance.now(),
};
