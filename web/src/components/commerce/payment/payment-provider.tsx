import { lazy, Suspense } from 'react';
import { CheckoutStatus } from '../checkout-status';
import { LocalCardProvider } from './local-card-provider';
import type { PaymentController, PaymentProviderProps } from './types';

/*
 * Which card form a build carries is decided when it is built: Vite writes
 * VITE_STRIPE_PUBLISHABLE_KEY into the code as a constant, so the bundler sees one branch below as
 * dead and drops it with what only it uses. Built with a key, the local form is not in the output
 * (imported only here and, under the same condition, by /stripe-debug's diagnostics); built
 * without, Stripe's chunk is not either. web/scripts/payment-provider-build.test.ts checks both.
 */

/**
 * Stripe's React bindings, a chunk fetched on the first checkout that needs them; a build without a
 * key has no import here at all.
 */
const StripeProvider = lazy(() =>
  import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ? import('./stripe-provider') : Promise.reject(new Error('Stripe is not part of this build')),
);

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
  // Read here, in the condition itself, so the build's replacement decides the branch (see above).
  const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  if (!publishableKey) return <LocalCardProvider {...props} />;
  return (
    <Suspense fallback={<>{props.children(loading)}</>}>
      <StripeProvider publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
