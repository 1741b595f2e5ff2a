import type { PaymentOutcome } from '@/components/commerce/payment/types';

/** What /test-stripe does with a payment outcome: the checkout pages' rules (docs/product-rules.md#checkout-pages), for the test payment. */
export type TestPaymentAction =
  | { kind: 'success'; paymentIntentId: string }
  /** payment_intent_unexpected_state: a new test payment is opened. */
  | { kind: 'expired' }
  | { kind: 'toast'; title: string; description: string };

export const GENERIC_PAYMENT_ERROR = 'An unexpected error occurred. Please try again.';

export function decideTestPayment(outcome: PaymentOutcome): TestPaymentAction {
  switch (outcome.type) {
    case 'succeeded':
      return { kind: 'success', paymentIntentId: outcome.paymentIntentId };
    case 'incomplete':
      return { kind: 'toast', title: 'Payment Information Invalid', description: outcome.message };
    case 'redirecting':
      return { kind: 'toast', title: 'Authentication', description: 'Your bank is asking you to confirm the test payment.' };
    case 'status':
      if (outcome.status === 'succeeded' && outcome.paymentIntentId) return { kind: 'success', paymentIntentId: outcome.paymentIntentId };
      return { kind: 'toast', title: 'Payment Status Unknown', description: `The test payment is ${outcome.status.replaceAll('_', ' ')}.` };
    case 'error': {
      const { error } = outcome;
      if (error.code === 'payment_intent_unexpected_state') return { kind: 'expired' };
      if (error.type === 'card_error' || error.type === 'validation_error') {
        return {
          kind: 'toast',
          title: 'Payment Failed',
          description: error.message || 'Your payment could not be completed. Please check your card details or try another card.',
        };
      }
      return { kind: 'toast', title: 'Payment Error', description: error.message || GENERIC_PAYMENT_ERROR };
    }
  }
}
