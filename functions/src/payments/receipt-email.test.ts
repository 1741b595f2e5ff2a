import { paymentIntentSchema } from '@herway/events/stripe';
import { describe, expect, it } from 'vitest';
import { succeededEvent } from '../testing/payments';
import { planFulfilment } from './fulfilment';
import { receiptEmail } from './receipt-email';
import { refundReceiptEmail } from './refund-receipt-email';
import type { ReceiptRecord } from './store/receipt-repo';

const options = { siteOrigin: 'https://herway.com/', supportEmail: 'support@herway.com', courseReleased: true };
const plan = (productKey: string, amount: number, extra: { discountCode?: string; receiptEmail?: string } = {}) => {
  const event = succeededEvent({ userId: 'user-1', productKey, amount, ...extra });
  return planFulfilment(paymentIntentSchema.parse(event.data.object), { eventId: event.id, at: new Date('2026-11-21T12:00:00Z'), now: new Date() });
};

describe('the receipt', () => {
  it('names the product, what was paid, the code and what happens next', () => {
    const message = receiptEmail(plan('elite', 52_000, { discountCode: 'ATHLETE20', receiptEmail: 'maya@example.com' }), options);
    expect(message).toMatchObject({ to: 'maya@example.com', replyTo: 'support@herway.com', subject: 'Receipt: ELITE Mentorship Package' });
    expect(message?.text).toContain('Amount paid: $520 USD');
    expect(message?.text).toContain('Discount code: ATHLETE20');
    expect(message?.text).toContain('Date: November 21, 2026');
    expect(message?.text).toContain('Your 10 mentorship sessions are ready');
    expect(message?.text).toContain('The Complete Course Packet is in your dashboard, with lifetime access (https://herway.com/dashboard).');
    expect(message?.html).toContain('<th align="left">Item</th><td>ELITE Mentorship Package</td>');
  });

  it('says plainly that the course is a pre-order while none of it is released, and promises the e-mail', () => {
    const message = receiptEmail(plan('full_packet', 15_000, { receiptEmail: 'maya@example.com' }), { ...options, courseReleased: false });
    expect(message?.text).toContain(
      'The Complete Course Packet is a pre-order: its modules are not released yet. We will e-mail you as soon as the first one is, and it will be in your dashboard (https://herway.com/dashboard), with lifetime access.',
    );
    expect(message?.text).not.toContain('is in your dashboard');
  });

  it('escapes what it did not write and is skipped without an address', () => {
    const custom = plan('custom', 9_000);
    custom.payment.description = '<b>Workshop</b>';
    expect(receiptEmail(custom, options)?.html).toContain('&lt;b&gt;Workshop&lt;/b&gt;');
    expect(receiptEmail(plan('starter', 40_000, { receiptEmail: '' }), options)).toBeUndefined();
  });
});

const paid: ReceiptRecord = {
  number: 'HW-20261121-ABCDEFGH',
  kind: 'payment',
  payerId: 'user-1',
  paymentIntentId: 'pi_1',
  issuedAt: '2026-11-21T12:00:00.000Z',
  item: 'ELITE Mentorship Package',
  amountCents: 52_000,
  currency: 'usd',
  discountCode: 'ATHLETE20',
  discountSavedCents: 13_000,
  cardBrand: 'Visa',
  cardLast4: '4242',
  refundedCents: 0,
  seed: 'payment:pi_1',
};

describe("HerWay's receipt numbers, card and refunds", () => {
  it('names the receipt number in the subject and the body, with the discount saved and the card', () => {
    const withReceipt = plan('elite', 52_000, { discountCode: 'ATHLETE20', receiptEmail: 'maya@example.com' });
    withReceipt.receipt = paid;
    const message = receiptEmail(withReceipt, options);
    expect(message?.subject).toBe('Receipt HW-20261121-ABCDEFGH: ELITE Mentorship Package');
    expect(message?.text).toContain('Receipt number: HW-20261121-ABCDEFGH');
    expect(message?.text).toContain('Discount code: ATHLETE20 (you saved $130)');
    expect(message?.text).toContain('Card: Visa ending in 4242');
    expect(message?.text).toContain('write to support@herway.com');
  });

  it('sends a refund receipt: what was refunded of which item, to which card, and how much so far', () => {
    const payment = plan('elite', 52_000, { receiptEmail: 'dana@example.com' }).payment;
    payment.amountRefunded = 10_000;
    const refund: ReceiptRecord = {
      ...paid,
      number: 'HW-20261125-QRSTUVWX',
      kind: 'refund',
      issuedAt: '2026-11-25T09:00:00.000Z',
      amountCents: 5_050,
      paymentReceiptNumber: paid.number,
    };
    const message = refundReceiptEmail(refund, payment, { supportEmail: 'support@herway.com' });
    expect(message).toMatchObject({ kind: 'refund-receipt', to: 'dana@example.com', subject: 'Refund receipt HW-20261125-QRSTUVWX: ELITE Mentorship Package' });
    expect(message?.text).toContain('Amount refunded: $50.50 USD');
    expect(message?.text).toContain('Refunded so far: $150.50 of $520 USD');
    expect(message?.text).toContain('Card: Visa ending in 4242');
    expect(message?.text).toContain('Date: November 25, 2026');
    expect(message?.text).toContain('Payment receipt: HW-20261121-ABCDEFGH');
    expect(message?.text).toContain('write to support@herway.com');
    expect(refundReceiptEmail(refund, { ...payment, customerEmail: '' }, { supportEmail: 'support@herway.com' })).toBeUndefined();
  });
});
