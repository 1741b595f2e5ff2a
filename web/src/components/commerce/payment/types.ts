import type { ReactNode } from 'react';

/**
 * The payment-provider abstraction: Stripe's Payment Element when the app is built with
 * VITE_STRIPE_PUBLISHABLE_KEY, the local test-card form otherwise. Both hand the page the same
 * controller and the same outcome, so the checkout pages' logic is written once.
 */

/** An error as Stripe.js reports it from confirmPayment (the local provider answers the same shape). */
export interface PaymentError {
  /** 'card_error', 'validation_error', 'invalid_request_error', ... */
  type?: string;
  code?: string;
  message?: string;
}

export type PaymentOutcome =
  /** The payment intent succeeded. */
  | { type: 'succeeded'; paymentIntentId: string }
  /** Confirmed without an error, but in another status ('processing', 'requires_action', ...). */
  | { type: 'status'; status: string; paymentIntentId?: string }
  /** The provider refused or failed the payment. */
  | { type: 'error'; error: PaymentError }
  /** The form's own validation stopped it before anything was sent. */
  | { type: 'incomplete'; message: string }
  /** The shopper is being sent to her bank (3-D Secure); she comes back to the return URL. */
  | { type: 'redirecting' };

export interface ConfirmOptions {
  /** Absolute URL Stripe returns to after a redirect-based confirmation (3-D Secure, ...). */
  returnUrl: string;
}

export interface PaymentController {
  provider: 'stripe' | 'local';
  /** The card fields, rendered where the page wants them. */
  fields: ReactNode;
  /** False until the payment form has loaded: Pay stays disabled meanwhile. */
  ready: boolean;
  /** Confirms the payment; never throws. */
  confirm(options: ConfirmOptions): Promise<PaymentOutcome>;
}

export interface PaymentProviderProps {
  clientSecret: string;
  /** Stripe.js or its form could not be loaded. */
  onSetupError?: () => void;
  children: (payment: PaymentController) => ReactNode;
}
