import { paymentIntentSchema } from '@herway/events/stripe';
import { describe, expect, it } from 'vitest';
import { succeededEvent } from '../testing/payments';
import { planFulfilment } from './fulfilment';
import { receiptEmail } from './receipt-email';

const options = { siteOrigin: 'https://herway.com/', supportEmail: 'support@herway.com', courseReleased: true };
const plan = (productKey: string, amount: number, extra: { discountCode?: string; receiptEmail?: string } = {}) => {
  const event = succeededEvent({ userId: 'user-1', productKey, amount, ...extra });
  return planFulfilment(paymentIntentSchema.parse(event.data.object), { eventId: event.id, at: new Date('2026-11-21T12:00:00Z'), now: new Date() });
};

describe('the receipt', () => {
  it('names the product, what was paid, the code and what happens next', () => {
    const message = receiptEmail(plan('elite', 52_000, { discountCode: 'ATHLETE20', receiptEmail: 'maya@example.com' }), options);
    expect(message).toMatchObject({ to: 'maya@example.com', replyTo: 'support@herway.com', subject: 'Your HerWay receipt: ELITE Mentorship Package' });
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
