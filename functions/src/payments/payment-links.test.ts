import { describe, expect, it } from 'vitest';
import { linkIdOf, newPaymentLink, openAmountTerms, paymentLinkMessages, paymentLinkUrl, signPaymentLink, verifyPaymentLink } from './payment-links';

const key = 'test-payment-link-key-0123456789';
const link = newPaymentLink({ amount: 250, description: 'Two extra sessions for Ava', singleUse: true, expiresAt: '2026-12-01T00:00:00Z' });
const now = new Date('2026-11-24T10:00:00Z');

describe('payment links', () => {
  it('verify as signed, and give back their terms', () => {
    expect(verifyPaymentLink(signPaymentLink(link, key), key, now)).toEqual({ ok: true, link });
  });

  it('refuse an edited amount, another key, a cut token and an expired link, each with a message a parent can act on', () => {
    const token = signPaymentLink(link, key);
    const [payload, signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...link, amount: 1 })).toString('base64url');
    expect(verifyPaymentLink(`${edited}.${signature}`, key, now)).toEqual({ ok: false, message: paymentLinkMessages.invalid });
    expect(verifyPaymentLink(token, 'another-key-0123456789abcdef', now)).toEqual({ ok: false, message: paymentLinkMessages.invalid });
    expect(verifyPaymentLink(`${payload}.`, key, now).ok).toBe(false);
    expect(verifyPaymentLink('not a token', key, now).ok).toBe(false);
    expect(verifyPaymentLink(token, key, new Date('2026-12-01T00:00:00Z'))).toEqual({ ok: false, message: paymentLinkMessages.expired });
  });

  it('make a /checkout address carrying the amount, the description and the token', () => {
    const url = new URL(paymentLinkUrl('https://herway.com/', link, 'abc.def'));
    expect(`${url.origin}${url.pathname}`).toBe('https://herway.com/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({ amount: '250', description: 'Two extra sessions for Ava', link: 'abc.def' });
  });
});

describe('what an open-amount payment may be opened for', () => {
  const token = signPaymentLink(link, key);
  const page = { amount: 250, description: 'Two extra sessions for Ava', paymentLink: token };

  it('outside the local stack, only a verified link, shown unchanged, and a single-use one only until it is paid', () => {
    expect(openAmountTerms({ amount: 250, description: 'Anything' }, { stage: 'prod', key, paymentsOfLink: undefined, now })).toEqual({
      ok: false,
      message: paymentLinkMessages.missing,
    });
    expect(openAmountTerms(page, { stage: 'prod', key, paymentsOfLink: 0, now })).toEqual({
      ok: true,
      terms: { amount: 250, description: 'Two extra sessions for Ava', metadata: { paymentLink: link.id, paymentLinkSingleUse: 'true' } },
    });
    expect(openAmountTerms({ ...page, amount: 25 }, { stage: 'prod', key, paymentsOfLink: 0, now })).toEqual({
      ok: false,
      message: paymentLinkMessages.changed,
    });
    expect(openAmountTerms({ ...page, description: 'Cheaper' }, { stage: 'prod', key, paymentsOfLink: 0, now })).toEqual({
      ok: false,
      message: paymentLinkMessages.changed,
    });
    expect(openAmountTerms(page, { stage: 'prod', key, paymentsOfLink: 1, now })).toEqual({ ok: false, message: paymentLinkMessages.paid });
    expect(openAmountTerms(page, { stage: 'prod', key: undefined, paymentsOfLink: 0, now }).ok).toBe(false);
  });

  it("on the local stack, the page's own amount without a link", () => {
    expect(openAmountTerms({ amount: 90, originalAmount: 100, description: 'Local test' }, { stage: 'local', key, paymentsOfLink: undefined, now })).toEqual({
      ok: true,
      terms: { amount: 100, description: 'Local test', metadata: {} },
    });
  });

  it('reads the link id a token names, for its paid count', () => {
    expect(linkIdOf(token)).toBe(link.id);
    expect(linkIdOf('garbage')).toBeUndefined();
    expect(linkIdOf(undefined)).toBeUndefined();
  });
});
