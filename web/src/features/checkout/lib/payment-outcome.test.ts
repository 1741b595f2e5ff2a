import { describe, expect, it } from 'vitest';
import { decideOutcome, outcomeToast } from './payment-outcome';

describe('decideOutcome (SPEC §4, §8)', () => {
  it('succeeds on a succeeded intent', () => {
    expect(decideOutcome({ type: 'succeeded', paymentIntentId: 'pi_1' })).toEqual({ kind: 'success', paymentIntentId: 'pi_1' });
    expect(decideOutcome({ type: 'status', status: 'succeeded', paymentIntentId: 'pi_1' })).toEqual({ kind: 'success', paymentIntentId: 'pi_1' });
  });

  it('fails with the provider message on a card or validation error', () => {
    expect(decideOutcome({ type: 'error', error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } })).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(decideOutcome({ type: 'error', error: { type: 'validation_error', message: 'Your card number is incorrect.' } })).toEqual({
      kind: 'failed',
      message: 'Your card number is incorrect.',
    });
  });

  it('expires on payment_intent_unexpected_state, whatever the error type', () => {
    expect(decideOutcome({ type: 'error', error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'x' } })).toEqual({
      kind: 'expired',
    });
  });

  it('is unknown for any other status', () => {
    expect(decideOutcome({ type: 'status', status: 'processing', paymentIntentId: 'pi_1' })).toEqual({ kind: 'unknown', status: 'processing' });
    expect(decideOutcome({ type: 'status', status: 'requires_action' })).toEqual({ kind: 'unknown', status: 'requires_action' });
  });

  it('is a payment error otherwise, with a generic message when there is none', () => {
    expect(decideOutcome({ type: 'error', error: { type: 'api_error' } })).toEqual({ kind: 'error', message: 'An unexpected error occurred. Please try again.' });
    expect(decideOutcome({ type: 'error', error: { message: 'Network down' } })).toEqual({ kind: 'error', message: 'Network down' });
  });

  it("is the form's own validation for an incomplete form", () => {
    expect(decideOutcome({ type: 'incomplete', message: 'Your card number is incomplete.' })).toEqual({ kind: 'invalid', message: 'Your card number is incomplete.' });
  });
});

describe('outcomeToast', () => {
  it('names each failure as the SPEC does', () => {
    expect(outcomeToast({ kind: 'failed', message: 'Your card was declined.' })).toEqual({ title: 'Payment Failed', description: 'Your card was declined.' });
    expect(outcomeToast({ kind: 'invalid', message: 'm' }).title).toBe('Payment Information Invalid');
    expect(outcomeToast({ kind: 'unknown', status: 'requires_action' })).toMatchObject({ title: 'Payment Status Unknown', description: expect.stringContaining('requires action') });
    expect(outcomeToast({ kind: 'error', message: 'm' })).toEqual({ title: 'Payment Error', description: 'm' });
  });
});
