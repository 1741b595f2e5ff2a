import { lazy, Suspense } from 'react';
import { CheckoutStatus } from '../checkout-status';
import { LocalCardProvider } from './local-card-provider';
import type { PaymentController, PaymentProviderProps } from './types';

// Stripe's React bindings are a chunk of their own, fetched only when a key is configured.
const StripeProvider = lazy(() => import('./stripe-provider'));

/** The publishable key the app was built with, if any. */
export function stripePublishableKey(): string | undefined {
  return import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined;
}

const loading: PaymentController = {
  provider: 'stripe',
  fields: <CheckoutStatus label="Payment System Loading..." className="flex flex-col items-center gap-3 rounded-xl border border-plum-100 bg-white py-8" />,
  ready: false,
  confirm: async () => ({ type: 'error', error: { message: 'Payment System Loading. Please wait a moment and try again.' } }),
};

/**
 * The card form and its confirm step: Stripe's Payment Element with a publishable key, the local
 * test-card form without one. `children` gets the same controller from either; give the provider
 * `key={clientSecret}` so a new payment session gets a new form.
 */
export function PaymentProvider(props: PaymentProviderProps) {
  const publishableKey = stripePublishableKey();
  if (!publishableKey) return <LocalCardProvider {...props} />;
  return (
    <Suspense fallback={<>{props.children(loading)}</>}>
      <StripeProvider publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
