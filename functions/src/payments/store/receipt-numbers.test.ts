import { describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '@herway/shared/contracts/receipts';
import { base32Hash, paymentReceiptSeed, receiptNumberOf, refundReceiptSeed } from './receipt-numbers';

describe('receipt numbers', () => {
  it('are HW-<day of issue>-<8 base32 characters>, derived: the same payment always gets the same number', () => {
    const number = receiptNumberOf(paymentReceiptSeed('pi_123'), '2026-11-21T23:59:00.000Z');
    expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(number.startsWith('HW-20261121-')).toBe(true);
    expect(receiptNumberOf(paymentReceiptSeed('pi_123'), '2026-11-21T01:00:00.000Z')).toBe(number);
  });

  it('differ between payments, refunds of one payment, and the candidates tried after a collision', () => {
    const at = '2026-11-21T12:00:00.000Z';
    const numbers = new Set([
      receiptNumberOf(paymentReceiptSeed('pi_1'), at),
      receiptNumberOf(paymentReceiptSeed('pi_2'), at),
      receiptNumberOf(refundReceiptSeed('pi_1', 1_000), at),
      receiptNumberOf(refundReceiptSeed('pi_1', 2_000), at),
      receiptNumberOf(paymentReceiptSeed('pi_1'), at, 1),
    ]);
    expect(numbers.size).toBe(5);
  });

  it('hash to RFC 4648 base32 (the SHA-256 of "" starts e3b0c442…)', () => {
    // RFC 4648 base32 of SHA-256(""): 4OYMIQUY7QOBJGX36TEJS35ZEQT24QPEMSNZGTFESWMRW6CSXBKQ
    expect(base32Hash('')).toBe('4OYMIQUY');
    expect(base32Hash('', 20)).toBe('4OYMIQUY7QOBJGX36TEJ');
    expect(base32Hash('payment:pi_1')).toHaveLength(8);
  });
});
