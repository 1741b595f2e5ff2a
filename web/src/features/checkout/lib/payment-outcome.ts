import type { PaymentOutcome } from '@/components/commerce/payment/types';

/** What the page does with a payment outcome (docs/product-rules.md#checkout-pages). */
export type OutcomeAction =
  /** 'Payment Successful!', refresh, record, analytics, success page after 1.5 s. */
  | { kind: 'success'; paymentIntentId: string }
  /** 'Payment Failed' with the provider's message (card or validation error). */
  | { kind: 'failed'; message: string }
  /** 'Payment Information Invalid': the form's own validation. */
  | { kind: 'invalid'; message: string }
  /** 'Payment Session Expired': the page reloads after 2 s to get a new payment session. */
  | { kind: 'expired' }
  /** Her bank is still deciding (a `processing` payment): the success page says so and waits. */
  | { kind: 'processing'; paymentIntentId: string }
  /** She is on her bank's page (3-D Secure); nothing to do until she comes back. */
  | { kind: 'redirecting' }
  /** 'Payment Status Unknown'. */
  | { kind: 'unknown'; status: string }
  /** 'Payment Error' with the message, or the generic one. */
  | { kind: 'error'; message: string };

export const UNEXPECTED_STATE = 'payment_intent_unexpected_state';
export const GENERIC_PAYMENT_ERROR = 'An unexpected error occurred. Please try again.';
export const GENERIC_DECLINE = 'Your payment could not be completed. Please check your card details or try another card.';

export function decideOutcome(outcome: PaymentOutcome): OutcomeAction {
  switch (outcome.type) {
    case 'succeeded':
      return { kind: 'success', paymentIntentId: outcome.paymentIntentId };
    case 'incomplete':
      return { kind: 'invalid', message: outcome.message };
    case 'redirecting':
      return { kind: 'redirecting' };
    case 'status':
      if (outcome.status === 'succeeded' && outcome.paymentIntentId) return { kind: 'success', paymentIntentId: outcome.paymentIntentId };
      if (outcome.status === 'processing' && outcome.paymentIntentId) return { kind: 'processing', paymentIntentId: outcome.paymentIntentId };
      return { kind: 'unknown', status: outcome.status };
    case 'error': {
      const { error } = outcome;
      if (error.code === UNEXPECTED_STATE) return { kind: 'expired' };
      if (error.type === 'card_error' || error.type === 'validation_error') {
        return { kind: 'failed', message: error.message || GENERIC_DECLINE };
      }
      return { kind: 'error', message: error.message || GENERIC_PAYMENT_ERROR };
    }
  }
}

/** The toast for every action but success and expiry, whose toasts are fixed. */
export function outcomeToast(action: Exclude<OutcomeAction, { kind: 'success' | 'expired' | 'processing' | 'redirecting' }>): {
  title: string;
  description: string;
} {
  switch (action.kind) {
    case 'failed':
      return { title: 'Payment Failed', description: action.message };
    case 'invalid':
      return { title: 'Payment Information Invalid', description: action.message };
    case 'unknown':
      return {
        title: 'Payment Status Unknown',
        description: `Your payment is ${action.status.replaceAll('_', ' ')}. Please check your dashboard in a few minutes or contact us before trying again.`,
      };
    case 'error':
      return { title: 'Payment Error', description: action.message };
  }
}

/** The success page's address for a payment: the page's own, plus the intent and how it stands. */
export function successPathFor(successPath: string, paymentIntentId: string, redirectStatus?: 'processing'): string {
  const url = new URL(successPath, 'https://herway.invalid');
  url.searchParams.set('payment_intent', paymentIntentId);
  if (redirectStatus) url.searchParams.set('redirect_status', redirectStatus);
  return `${url.pathname}${url.search}`;
}
