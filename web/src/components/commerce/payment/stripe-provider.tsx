import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { outcomeOfStripeResult } from './stripe-outcome';
import type { PaymentController, PaymentOutcome, PaymentProviderProps } from './types';

// This module is its own chunk, loaded only by the checkout pages and only when the app is built
// with VITE_STRIPE_PUBLISHABLE_KEY. Stripe.js itself (the script from js.stripe.com) is loaded by a
// dynamic import on first use, so no other page ever fetches it (docs/decisions/performance-budgets.md).

let stripePromise: Promise<Stripe | null> | undefined;

/** Stripe.js, loaded once per page; resolves null when it cannot be loaded. */
function getStripe(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= import('@stripe/stripe-js')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch((error: unknown) => {
      console.error('Stripe.js could not be loaded', error);
      stripePromise = undefined; // a later visit may try again
      return null;
    });
  return stripePromise;
}

const appearance: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#7b2e5b', colorText: '#241a21', colorDanger: '#b42318', borderRadius: '12px', fontSizeBase: '16px' },
};

const NOT_READY: PaymentOutcome = { type: 'error', error: { message: 'Payment System Not Ready. Please wait a moment and try again.' } };

function StripeController({ children, onSetupError }: Pick<PaymentProviderProps, 'children' | 'onSetupError'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);

  async function confirm({ returnUrl }: { returnUrl: string }): Promise<PaymentOutcome> {
    if (!stripe || !elements) return NOT_READY;
    try {
      // The Payment Element's own validation first ('Payment Information Invalid').
      const { error: submitError } = await elements.submit();
      if (submitError) return { type: 'incomplete', message: submitError.message ?? 'Please check your payment details.' };
      const result = await stripe.confirmPayment({
        elements,
        // No receipt_email: HerWay sends its own receipt, and Stripe would send a second one.
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      return outcomeOfStripeResult(result);
    } catch (error) {
      return { type: 'error', error: { message: error instanceof Error ? error.message : undefined } };
    }
  }

  const controller: PaymentController = {
    provider: 'stripe',
    fields: <PaymentElement options={{ layout: 'tabs' }} onReady={() => setElementReady(true)} onLoadError={() => onSetupError?.()} />,
    ready: Boolean(stripe && elements && elementReady),
    confirm,
  };
  return <>{children(controller)}</>;
}

/** Stripe's Payment Element for `clientSecret` (remount with a new key for a new secret). */
export default function StripeProvider({ publishableKey, clientSecret, onSetupError, children }: PaymentProviderProps & { publishableKey: string }) {
  const [stripe] = useState(() => getStripe(publishableKey));
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => {
      if (!loaded && live) onSetupError?.();
    });
    return () => {
      live = false;
    };
  }, [stripe, onSetupError]);

  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      <StripeController onSetupError={onSetupError}>{children}</StripeController>
    </Elements>
  );
}
