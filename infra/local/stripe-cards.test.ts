import { describe, expect, it } from 'vitest';
import { checkCard } from './stripe-cards';

describe('checkCard', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', postalCode: '94107' };

  it('succeeds with 4242 4242 4242 4242 and declines 4000 0000 0000 0002', () => {
    expect(checkCard(card, now)).toEqual({ behaviour: { kind: 'succeed' }, last4: '4242', expMonth: 12, expYear: 2030, postalCode: '94107' });
    expect(checkCard({ ...card, cardNumber: '4000-0000-0000-0002', expiry: '01/2031', postalCode: undefined }, now)).toEqual({
      behaviour: { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
      last4: '0002',
      expMonth: 1,
      expYear: 2031,
    });
  });

  it('answers the validation errors Stripe.js shows', () => {
    const code = (overrides: Partial<typeof card>) => {
      const result = checkCard({ ...card, ...overrides }, now);
      return 'error' in result ? [result.error.code, result.error.message] : result.behaviour.kind;
    };
    expect(code({ cardNumber: '4111 1111 1111 1111' })).toEqual(['incorrect_number', 'Your card number is incorrect.']);
    expect(code({ cardNumber: 'abcd' })).toEqual(['incorrect_number', 'Your card number is incorrect.']);
    expect(code({ expiry: '12' })).toEqual(['incomplete_expiry', "Your card's expiration date is incomplete."]);
    expect(code({ expiry: '13/30' })).toEqual(['invalid_expiry_month', "Your card's expiration month is invalid."]);
    expect(code({ expiry: '10/26' })).toEqual(['invalid_expiry_year_past', "Your card's expiration date is in the past."]);
    expect(code({ expiry: '11/26' })).toBe('succeed');
    expect(code({ cvc: '12' })).toEqual(['incomplete_cvc', "Your card's security code is incomplete."]);
    expect(code({ postalCode: '!' })).toEqual(['incomplete_zip', 'Your postal code is incomplete.']);
    expect(code({ postalCode: '' })).toBe('succeed');
  });
});
