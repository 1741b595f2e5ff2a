import { paymentIntentSchema } from '@herway/events/stripe';
import { describe, expect, it } from 'vitest';
import { stripeEventBody } from '../testing/payments';
import { failureReason, paymentFailedEmail, paymentProcessingEmail, tryAgainPath } from './payment-notices';

const options = { siteOrigin: 'https://herway.example/', supportEmail: 'support@herway.example' };
const intentWith = (fields: Record<string, unknown>) => paymentIntentSchema.parse(stripeEventBody('payment_intent.payment_failed', fields).data.object);

describe('failureReason', () => {
  it.each([
    [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }, 'The card did not have enough funds for this payment.'],
    [{ type: 'card_error', code: 'expired_card', decline_code: 'expired_card' }, 'The card has expired.'],
    [{ type: 'card_error', code: 'incorrect_cvc' }, "The card's security code (CVC) was not correct."],
    [{ type: 'card_error', code: 'processing_error' }, 'The card could not be processed because of an error at the bank. Nothing was charged.'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor' }, 'The card was declined by the bank.'],
    [{ type: 'invalid_request_error', code: 'some_new_code', payment_method: { type: 'us_bank_account' } }, 'The bank debit did not go through.'],
    [{ type: 'api_error', code: 'some_new_code' }, 'The payment did not go through.'],
  ])('says %o as %s, never the code', (error, sentence) => {
    expect(failureReason(error)).toBe(sentence);
  });
});

describe('tryAgainPath', () => {
  it("is the same package's checkout, for her athlete when a guardian paid", () => {
    expect(tryAgainPath(intentWith({ metadata: { userId: 'athlete-1', productKey: 'growth' } }))).toBe(
      '/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8',
    );
    expect(tryAgainPath(intentWith({ metadata: { userId: 'athlete-1', payerId: 'parent-1', productKey: 'starter' } }))).toMatch(
      /^\/protected-checkout\?type=mentorship&packageType=starter&.*&for=athlete-1$/,
    );
  });

  it("is the course's checkout, a payment link's own page, else /mentorship", () => {
    expect(tryAgainPath(intentWith({ metadata: { userId: 'a', productKey: 'full_packet' } }))).toMatch(
      /^\/protected-checkout\?type=course&courseType=full_packet/,
    );
    expect(tryAgainPath(intentWith({ metadata: { userId: '', productKey: 'custom', checkoutUrl: '/checkout?link=abc' } }))).toBe('/checkout?link=abc');
    expect(tryAgainPath(intentWith({ metadata: { userId: '', productKey: 'custom', checkoutUrl: 'https://evil.example/' } }))).toBe('/mentorship');
  });
});

describe('the payment e-mails', () => {
  it('the failure goes to the checkout address (else the receipt address) with the reason in words and the link', () => {
    const intent = intentWith({ metadata: { userId: 'a', productKey: 'starter', customerEmail: 'dana@example.com', customerName: 'Dana' } });
    const email = paymentFailedEmail(intent, options);
    expect(email).toMatchObject({ kind: 'payment-failed', to: 'dana@example.com', subject: 'Your HerWay payment did not go through' });
    expect(email?.text).toContain('Hi Dana,');
    expect(email?.text).toContain('The card was declined by the bank.');
    expect(email?.text).toContain('https://herway.example/protected-checkout?type=mentorship&packageType=starter');
    expect(email?.text).not.toMatch(/generic_decline|card_declined/);
    expect(paymentFailedEmail(intentWith({ metadata: { productKey: 'starter' }, receipt_email: 'payer@example.com' }), options)?.to).toBe('payer@example.com');
    expect(paymentFailedEmail(intentWith({ receipt_email: null, metadata: { productKey: 'starter', customerEmail: '' } }), options)).toBeUndefined();
  });

  it('the processing notice says the package appears when the payment settles, with the receipt', () => {
    const email = paymentProcessingEmail(intentWith({ metadata: { userId: 'a', productKey: 'growth' } }), options);
    expect(email).toMatchObject({ kind: 'payment-processing', subject: 'Your HerWay payment is processing' });
    expect(email?.text).toContain('appears on the dashboard as soon as the payment settles, and we will e-mail you the receipt');
  });
});
