import { checkPaymentRoundTrip } from '../api/check-payment';
import { getHealth } from '../api/get-health';
import type { DiagnosticsDeps } from './diagnostics';

/** What a build without it cannot load (the diagnostics ask for the other one). */
const notInThisBuild = (what: string) => () => Promise.reject(new Error(`${what} is not part of this build`));

/**
 * The diagnostics as the browser runs them. Stripe.js and the local card form are dynamic
 * imports: this page fetches them only when Run Diagnostics asks (docs/decisions/performance-budgets.md), exactly as the
 * payment form would. Like the payment form, a build carries only the one its key calls for: Vite
 * writes the key in as a string, so the other branch and its import are dropped
 * (components/commerce/payment/payment-provider.tsx).
 */
export const browserDiagnostics: DiagnosticsDeps = {
  publishableKey: () => import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
  loadStripe: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY
    ? async (publishableKey) => (await import('@stripe/stripe-js')).loadStripe(publishableKey)
    : notInThisBuild('Stripe.js'),
  loadLocalCardForm: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY
    ? notInThisBuild('The local test-card form')
    : async () => (await import('@/components/commerce/payment/local-card-provider')).LocalCardProvider,
  getHealth: () => getHealth(),
  checkPayment: () => checkPaymentRoundTrip(),
  elapsed: () => performance.now(),
};
