import { describe, expect, it } from 'vitest';
import { successPathFor, decideOutcome, outcomeToast } from './payment-outcome';

describe('decideOutcome', () => {
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

  it('is processing while her bank decides, redirecting during 3-D Secure, and unknown for any other status', () => {
    expect(decideOutcome({ type: 'status', status: 'processing', paymentIntentId: 'pi_1' })).toEqual({ kind: 'processing', paymentIntentId: 'pi_1' });
    expect(decideOutcome({ type: 'redirecting' })).toEqual({ kind: 'redirecting' });
    expect(decideOutcome({ type: 'status', status: 'requires_action' })).toEqual({ kind: 'unknown', status: 'requires_action' });
    expect(decideOutcome({ type: 'status', status: 'processing' })).toEqual({ kind: 'unknown', status: 'processing' });
  });

  it("gives the success page the payment's id (and 'processing')", () => {
    expect(successPathFor('/payment-success?type=course&package=full_packet', 'pi_1')).toBe(
      '/payment-success?type=course&package=full_packet&payment_intent=pi_1',
    );
    expect(successPathFor('/payment-success', 'pi_2', 'processing')).toBe('/payment-success?payment_intent=pi_2&redirect_status=processing');
  });

  it('is a payment error otherwise, with a generic message when there is none', () => {
    expect(decideOutcome({ type: 'error', error: { type: 'api_error' } })).toEqual({
      kind: 'error',
      message: 'An unexpected error occurred. Please try again.',
    });
    expect(decideOutcome({ type: 'error', error: { message: 'Network down' } })).toEqual({ kind: 'error', message: 'Network down' });
  });

  it("is the form's own validation for an incomplete form", () => {
    expect(decideOutcome({ type: 'incomplete', message: 'Your card number is incomplete.' })).toEqual({
      kind: 'invalid',
      message: 'Your card number is incomplete.',
    });
  });
});

describe('outcomeToast', () => {
  it("names each failure in the product's words", () => {
    expect(outcomeToast({ kind: 'failed', message: 'Your card was declined.' })).toEqual({ title: 'Payment Failed', description: 'Your card was declined.' });
    expect(outcomeToast({ kind: 'invalid', message: 'm' }).title).toBe('Payment Information Invalid');
    expect(outcomeToast({ kind: 'unknown', status: 'requires_action' })).toMatchObject({
      title: 'Payment Status Unknown',
      description: expect.stringContaining('requires action'),
    });
    expect(outcomeToast({ kind: 'error', message: 'm' })).toEqual({ title: 'Payment Error', description: 'm' });
  });
});
