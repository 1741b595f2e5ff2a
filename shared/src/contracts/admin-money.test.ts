import { describe, expect, it } from 'vitest';
import { createDiscountCodeBodySchema, createPaymentLinkBodySchema, refundPaymentBodySchema, typedDollarsToCents } from './admin-money';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the admin money contracts', () => {
  it('word every problem of a code for a person, all at once', () => {
    expect(messages(createDiscountCodeBodySchema.safeParse({ code: 'a', type: 'percentage', value: 101, expiresAt: '2000-01-01T00:00:00Z' }))).toEqual([
      'A code is 3 to 32 letters, digits, dashes or underscores, without spaces',
      'The expiry must be in the future',
      'A percentage can be at most 100',
    ]);
    expect(messages(createDiscountCodeBodySchema.safeParse({ code: 'OK1', type: 'fixed', value: 9.99 }))).toEqual([
      'The discount must be a whole number (whole dollars for a fixed amount)',
    ]);
    expect(messages(createDiscountCodeBodySchema.safeParse({}))).toEqual([
      'Enter a code',
      'Choose a percentage or a fixed amount',
      'Enter how much the code takes off',
    ]);
    expect(createDiscountCodeBodySchema.parse({ code: ' spring-25 ', type: 'percentage', value: 100 }).code).toBe('SPRING-25');
  });

  it('takes payment links in whole dollars, $1 to $5,000, with what they are for', () => {
    expect(messages(createPaymentLinkBodySchema.safeParse({ amount: 0.5, description: ' ' }))).toEqual([
      'The amount must be whole dollars',
      'Say what the payment is for',
    ]);
    expect(messages(createPaymentLinkBodySchema.safeParse({ amount: 5001, description: 'x' }))).toEqual(['The amount can be at most $5,000']);
    expect(createPaymentLinkBodySchema.parse({ amount: 250, description: 'Two sessions' }).singleUse).toBe(false);
  });

  it('asks a refund for a reason and whole cents', () => {
    expect(messages(refundPaymentBodySchema.safeParse({ amountCents: 12.5, reason: '', requestId: 'r-12345678' }))).toEqual([
      'The amount must be in whole cents',
      'Say why the payment is refunded (a few words)',
    ]);
  });

  it('reads dollars as typed into cents', () => {
    expect(['12', '12.5', '$12.50', '1,200.05', ' 0.99 '].map(typedDollarsToCents)).toEqual([1200, 1250, 1250, 120005, 99]);
    expect(['', 'abc', '12.345', '-5', '1e3'].map(typedDollarsToCents)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
