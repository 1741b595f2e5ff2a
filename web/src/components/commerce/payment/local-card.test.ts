import { describe, expect, it } from 'vitest';
import { checkLocalCard, formatCardNumber, formatCvc, formatExpiry } from './local-card';

const NOW = new Date(2025, 8, 15); // September 2025
const card = (overrides: Partial<Parameters<typeof checkLocalCard>[0]> = {}) => ({
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  postalCode: '',
  ...overrides,
});

describe('local card formatting', () => {
  it('groups the card number by four, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25)).replaceAll(' ', '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12 / 345')).toBe('12/34');
  });

  it('keeps four CVC digits at most', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('checkLocalCard', () => {
  it('accepts a complete card with a future expiry', () => {
    expect(checkLocalCard(card(), NOW)).toEqual({});
    expect(checkLocalCard(card({ expiry: '09/25' }), NOW)).toEqual({});
  });

  it('names each incomplete field', () => {
    expect(checkLocalCard(card({ cardNumber: '4242', expiry: '1', cvc: '' }), NOW)).toEqual({
      cardNumber: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });

  it('refuses a past expiry and a month that does not exist', () => {
    expect(checkLocalCard(card({ expiry: '08/25' }), NOW).expiry).toBe("Your card's expiration date is in the past.");
    expect(checkLocalCard(card({ expiry: '13/30' }), NOW).expiry).toBe("Your card's expiration month is invalid.");
  });
});
