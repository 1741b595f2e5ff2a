import type { PaymentIntent, PaymentIntentResult, StripeError } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { outcomeOfStripeResult } from './stripe-outcome';

const intent = (status: PaymentIntent['status']) => ({ paymentIntent: { id: 'pi_1', status } as PaymentIntent }) as PaymentIntentResult;

describe('outcomeOfStripeResult', () => {
  it('maps a succeeded intent, another status and an error', () => {
    expect(outcomeOfStripeResult(intent('succeeded'))).toEqual({ type: 'succeeded', paymentIntentId: 'pi_1' });
    expect(outcomeOfStripeResult(intent('processing'))).toEqual({ type: 'status', status: 'processing', paymentIntentId: 'pi_1' });
    const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } as StripeError;
    expect(outcomeOfStripeResult({ error } as PaymentIntentResult)).toEqual({
      type: 'error',
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
  });
});
