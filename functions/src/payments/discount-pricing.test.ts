import { describe, expect, it } from 'vitest';
import type { StoredDiscount } from './store/discount-repo';
import { dollarsToCents, priceWithDiscount } from './discount-pricing';

const athlete20: StoredDiscount = { code: 'ATHLETE20', type: 'percentage', value: 20, description: '20% off your purchase', active: true, redemptions: 0 };

describe('priceWithDiscount', () => {
  it('takes 20% off $500', () => {
    expect(priceWithDiscount(athlete20, 50_000)).toMatchObject({ ok: true, discountAmountCents: 10_000, finalAmountCents: 40_000 });
  });

  it('refuses an exhausted, expired or inactive code', () => {
    expect(priceWithDiscount({ ...athlete20, maxRedemptions: 3, redemptions: 3 }, 50_000)).toMatchObject({ ok: false, reason: 'exhausted' });
    expect(priceWithDiscount({ ...athlete20, expiresAt: '2025-01-01T00:00:00Z' }, 50_000, new Date('2026-01-01'))).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(priceWithDiscount({ ...athlete20, active: false }, 50_000)).toMatchObject({ ok: false, message: 'Invalid discount code' });
    expect(priceWithDiscount(undefined, 50_000)).toMatchObject({ ok: false, message: 'Invalid discount code' });
  });

  it('converts dollars to whole cents without float noise', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(476)).toBe(47_600);
  });
});
