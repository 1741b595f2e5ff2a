import { describe, expect, it } from 'vitest';
import type { StoredDiscount } from './store/discount-repo';
import { amountDiffers, customListPriceCents, priceChangedMessage, quoteCustom, quoteProduct } from './checkout-pricing';

const athlete20: StoredDiscount = { code: 'ATHLETE20', type: 'percentage', value: 20, description: '20% off your purchase', active: true, redemptions: 3 };
const first100: StoredDiscount = { code: 'FIRST100', type: 'fixed', value: 10_000, description: '$100 off your purchase', active: true, redemptions: 0 };

describe('server pricing', () => {
  it('prices each catalog product from the catalog, in cents, with its sessions', () => {
    const quotes = (['starter', 'growth', 'elite', 'full_packet'] as const).map((key) => {
      const result = quoteProduct(key);
      return result.ok ? [key, result.quote.amountCents, result.quote.sessions, result.quote.description] : [key, result.message];
    });
    expect(quotes).toEqual([
      ['starter', 40_000, 5, 'STARTER Mentorship Package'],
      ['growth', 56_000, 8, 'GROWTH Mentorship Package'],
      ['elite', 65_000, 10, 'ELITE Mentorship Package'],
      ['full_packet', 15_000, 0, 'Complete Course Packet'],
    ]);
  });

  it('applies a stored discount: Growth with ATHLETE20 is 44800 cents', () => {
    expect(quoteProduct('growth', { code: 'athlete20', discount: athlete20 })).toEqual({
      ok: true,
      quote: {
        productKey: 'growth',
        listPriceCents: 56_000,
        discountCents: 11_200,
        amountCents: 44_800,
        sessions: 8,
        discountCode: 'ATHLETE20',
        description: 'GROWTH Mentorship Package',
      },
    });
    expect(quoteProduct('full_packet', { code: 'FIRST100', discount: first100 })).toMatchObject({ ok: true, quote: { amountCents: 5_000 } });
  });

  it('re-validates the code: unknown, inactive, expired, exhausted or below $0.50 is refused', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const refused = (discount: StoredDiscount | undefined, key: 'growth' | 'full_packet' = 'growth') => {
      const result = quoteProduct(key, { code: 'CODE', discount, now });
      return result.ok ? 'ok' : result.message;
    };
    expect(refused(undefined)).toBe('Invalid discount code');
    expect(refused({ ...athlete20, active: false })).toBe('Invalid discount code');
    expect(refused({ ...athlete20, expiresAt: '2026-11-19T00:00:00Z' })).toBe('This discount code has expired');
    expect(refused({ ...athlete20, maxRedemptions: 3 })).toBe('This discount code is no longer available');
    expect(refused({ ...first100, value: 14_990 }, 'full_packet')).toMatch(/below \$0.50/);
    expect(refused({ ...athlete20, maxRedemptions: 4 })).toBe('ok');
  });

  it('compares the page’s dollars with the server’s cents: Elite with amount 1 differs', () => {
    const elite = quoteProduct('elite');
    expect(elite.ok && amountDiffers(1, elite.quote.amountCents)).toBe(true);
    expect(amountDiffers(650, 65_000)).toBe(false);
    expect(amountDiffers(448, 44_800)).toBe(false);
    expect(amountDiffers(19.99, 1_999)).toBe(false);
    expect(amountDiffers(650.01, 65_000)).toBe(true);
    expect(priceChangedMessage(65_000)).toBe('The price has changed. The current price is $650.');
    expect(priceChangedMessage(44_850)).toBe('The price has changed. The current price is $448.50.');
  });

  it('takes open amounts of whole dollars from $1 to $5,000 only', () => {
    expect(customListPriceCents(1)).toEqual({ ok: true, cents: 100 });
    expect(customListPriceCents(5000)).toEqual({ ok: true, cents: 500_000 });
    for (const dollars of [0, 0.5, 10.5, 5001]) expect(customListPriceCents(dollars).ok).toBe(false);
    // Said as a parent reads it, without a field name in front.
    expect(customListPriceCents(9000)).toEqual({ ok: false, message: 'The amount must be a whole number of dollars from $1 to $5,000.' });
    expect(quoteCustom(100, 'Workshop', { code: 'ATHLETE20', discount: athlete20 })).toEqual({
      ok: true,
      quote: {
        productKey: 'custom',
        listPriceCents: 10_000,
        discountCents: 2_000,
        amountCents: 8_000,
        sessions: 0,
        discountCode: 'ATHLETE20',
        description: 'Workshop',
      },
    });
    expect(quoteCustom(50, 'Workshop', { code: 'FIRST100', discount: first100 })).toMatchObject({ ok: false });
  });
});
