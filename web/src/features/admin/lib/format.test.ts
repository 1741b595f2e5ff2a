import { describe, expect, it } from 'vitest';
import { aPayment } from '../testing/fixtures';
import { contactSport, customerName, formatPaymentAmount, paymentTone, productLabel, shortUserId, truncateText, userName } from './format';

describe('admin display fallbacks', () => {
  it("shows 'Not specified' for a contact without a sport", () => {
    expect(contactSport({ sport: null })).toBe('Not specified');
    expect(contactSport({ sport: '  ' })).toBe('Not specified');
    expect(contactSport({ sport: 'Soccer' })).toBe('Soccer');
  });

  it("shows 'Unknown' for a payment without a customer name", () => {
    expect(customerName({ customerName: null })).toBe('Unknown');
    expect(customerName({ customerName: 'Eve Martin' })).toBe('Eve Martin');
  });

  it("shows 'Course Packet' for a payment without a product, and catalog names for product keys", () => {
    expect(productLabel({ productType: null })).toBe('Course Packet');
    expect(productLabel({ productType: 'full_packet' })).toBe('Complete Course Packet');
    expect(productLabel({ productType: 'something-else' })).toBe('something-else');
  });

  it('names a user without a name with a dash', () => {
    expect(userName({ firstName: null, lastName: null })).toBe('—');
    expect(userName({ firstName: 'Eve', lastName: null })).toBe('Eve');
  });
});

describe('formatPaymentAmount', () => {
  it('shows the amount with the currency upper-case', () => {
    expect(formatPaymentAmount(aPayment({ amount: '400.00', currency: 'usd' }))).toBe('$400.00 USD');
    expect(formatPaymentAmount(aPayment({ amount: '1250.50', currency: 'usd' }))).toBe('$1,250.50 USD');
    expect(formatPaymentAmount(aPayment({ amount: '10.00', currency: 'eur' }))).toBe('€10.00 EUR');
  });
});

describe('paymentTone', () => {
  it("is success for 'succeeded' only, failure for anything else", () => {
    expect(paymentTone('succeeded')).toBe('success');
    for (const status of ['failed', 'refunded', 'processing', 'requires_payment_method', '']) expect(paymentTone(status)).toBe('failure');
  });
});

describe('shortUserId and truncateText', () => {
  it('keeps the first 8 characters of a user id', () => {
    expect(shortUserId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b…');
    expect(shortUserId('short')).toBe('short');
  });

  it('cuts long text at a word with an ellipsis', () => {
    expect(truncateText('short text', 80)).toBe('short text');
    const cut = truncateText('word '.repeat(40), 30);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(31);
  });
});
