import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  describeDiscount,
  discountCodeSchema,
  discountDefinitionSchema,
  evaluateDiscount,
  findSeedDiscount,
  isDiscountAllowed,
  MIN_CHARGE_CENTS,
  normalizeDiscountCode,
  seedDiscounts,
  type DiscountDefinition,
} from './discounts';

const seed = (code: string): DiscountDefinition => {
  const discount = findSeedDiscount(code);
  if (!discount) throw new Error(`missing seed ${code}`);
  return discount;
};

describe('seed discount codes', () => {
  it('are the six sample codes with their values', () => {
    expect(seedDiscounts.map((d) => [d.code, d.type, d.value])).toEqual([
      ['WELCOME10', 'percentage', 10],
      ['ATHLETE20', 'percentage', 20],
      ['EARLY50', 'fixed', 5000],
      ['STUDENT15', 'percentage', 15],
      ['FIRST100', 'fixed', 10000],
      ['FIREBOMBERS', 'percentage', 10],
    ]);
  });

  it('are valid, active, unique and described by their rule', () => {
    for (const d of seedDiscounts) {
      expect(discountDefinitionSchema.parse(d)).toEqual(d);
      expect(d.active).toBe(true);
      expect(d.description).toBe(describeDiscount(d));
    }
    expect(new Set(seedDiscounts.map((d) => d.code)).size).toBe(seedDiscounts.length);
    expect(seed('ATHLETE20').description).toBe('20% off your purchase');
    expect(seed('EARLY50').description).toBe('$50 off your purchase');
  });
});

describe('discount definition schema', () => {
  const base = { code: 'SPRING25', type: 'percentage', value: 25, description: '25% off', active: true } as const;

  it('accepts an optional expiry and redemption limit', () => {
    expect(discountDefinitionSchema.safeParse({ ...base, expiresAt: '2026-01-01T00:00:00Z', maxRedemptions: 100 }).success).toBe(true);
  });

  it('refuses bad values', () => {
    expect(discountDefinitionSchema.safeParse({ ...base, value: 101 }).success).toBe(false);
    expect(discountDefinitionSchema.safeParse({ ...base, value: 12.5 }).success).toBe(false);
    expect(discountDefinitionSchema.safeParse({ ...base, value: 0 }).success).toBe(false);
    expect(discountDefinitionSchema.safeParse({ ...base, code: 'spring25' }).success).toBe(false);
    expect(discountDefinitionSchema.safeParse({ ...base, expiresAt: 'tomorrow' }).success).toBe(false);
    expect(discountDefinitionSchema.safeParse({ ...base, maxRedemptions: 0 }).success).toBe(false);
    expect(discountDefinitionSchema.safeParse({ ...base, type: 'fixed', value: 200000 }).success).toBe(true);
  });
});

describe('discount code entry', () => {
  it('is trimmed and upper-cased', () => {
    expect(discountCodeSchema.parse('  athlete20 ')).toBe('ATHLETE20');
    expect(normalizeDiscountCode(' first100')).toBe('FIRST100');
    expect(findSeedDiscount(' welcome10 ')?.code).toBe('WELCOME10');
  });

  it('must not be empty', () => {
    const result = discountCodeSchema.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a discount code');
  });
});

describe('applyDiscount', () => {
  it('ATHLETE20 on $500 takes $100 off, $400 final', () => {
    expect(applyDiscount(50000, seed('ATHLETE20'))).toEqual({ discountAmountCents: 10000, finalAmountCents: 40000 });
  });

  it('FIRST100 on $150 leaves $50', () => {
    expect(applyDiscount(15000, seed('FIRST100'))).toEqual({ discountAmountCents: 10000, finalAmountCents: 5000 });
    expect(isDiscountAllowed(15000, seed('FIRST100'))).toBe(true);
  });

  it('EARLY50 on $50 is refused', () => {
    expect(applyDiscount(5000, seed('EARLY50'))).toEqual({ discountAmountCents: 5000, finalAmountCents: 0 });
    expect(isDiscountAllowed(5000, seed('EARLY50'))).toBe(false);
  });

  it('rounds percentages to the nearest cent', () => {
    expect(applyDiscount(999, { type: 'percentage', value: 15 })).toEqual({ discountAmountCents: 150, finalAmountCents: 849 });
    expect(applyDiscount(65000, seed('STUDENT15'))).toEqual({ discountAmountCents: 9750, finalAmountCents: 55250 });
  });

  it('never goes below 0', () => {
    expect(applyDiscount(3000, seed('FIRST100'))).toEqual({ discountAmountCents: 3000, finalAmountCents: 0 });
    expect(applyDiscount(0, seed('WELCOME10'))).toEqual({ discountAmountCents: 0, finalAmountCents: 0 });
  });

  it('always returns integer cents that add up', () => {
    for (const d of seedDiscounts) {
      for (const amount of [1, 99, 12345, 40000, 56000, 65000, 15000]) {
        const { discountAmountCents, finalAmountCents } = applyDiscount(amount, d);
        expect(Number.isInteger(discountAmountCents)).toBe(true);
        expect(discountAmountCents + finalAmountCents).toBe(amount);
        expect(finalAmountCents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => applyDiscount(12.5, seed('WELCOME10'))).toThrow(RangeError);
    expect(() => applyDiscount(-100, seed('WELCOME10'))).toThrow(RangeError);
  });

  it('allows exactly the minimum charge', () => {
    expect(MIN_CHARGE_CENTS).toBe(50);
    expect(isDiscountAllowed(5050, seed('EARLY50'))).toBe(true);
    expect(isDiscountAllowed(5049, seed('EARLY50'))).toBe(false);
  });
});

describe('evaluateDiscount', () => {
  const now = new Date('2025-09-01T12:00:00Z');

  it('applies an active code', () => {
    expect(evaluateDiscount(seed('ATHLETE20'), { amountCents: 50000, now })).toEqual({
      ok: true,
      discount: seed('ATHLETE20'),
      discountAmountCents: 10000,
      finalAmountCents: 40000,
    });
  });

  it('refuses unknown, inactive, expired, exhausted and below-minimum codes', () => {
    const reason = (d: DiscountDefinition | undefined, redemptions = 0, amountCents = 50000) => {
      const result = evaluateDiscount(d, { amountCents, now, redemptions });
      return result.ok ? 'ok' : result.reason;
    };
    const athlete = seed('ATHLETE20');
    expect(reason(undefined)).toBe('not_found');
    expect(reason({ ...athlete, active: false })).toBe('inactive');
    expect(reason({ ...athlete, expiresAt: '2025-08-31T23:59:59Z' })).toBe('expired');
    expect(reason({ ...athlete, expiresAt: '2025-09-30T00:00:00Z' })).toBe('ok');
    expect(reason({ ...athlete, maxRedemptions: 3 }, 3)).toBe('exhausted');
    expect(reason({ ...athlete, maxRedemptions: 3 }, 2)).toBe('ok');
    expect(reason(seed('EARLY50'), 0, 5000)).toBe('below_minimum');
  });

  it('explains a refusal', () => {
    const result = evaluateDiscount(seed('EARLY50'), { amountCents: 5000, now });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('$0.50');
    const unknown = evaluateDiscount(undefined, { amountCents: 5000, now });
    expect(unknown.ok ? '' : unknown.message).toBe('Invalid discount code');
  });
});

describe('a code limited to some products', () => {
  it('refuses the others, and leaves the check to the payment when the product is not known', () => {
    const code = discountDefinitionSchema.parse({
      code: 'GROWTHONLY',
      type: 'percentage',
      value: 10,
      description: '10% off',
      active: true,
      products: ['growth'],
    });
    expect(evaluateDiscount(code, { amountCents: 40_000, productKey: 'starter' })).toEqual({
      ok: false,
      reason: 'not_for_product',
      message: "This discount code can't be used for this purchase",
    });
    expect(evaluateDiscount(code, { amountCents: 56_000, productKey: 'growth' })).toMatchObject({ ok: true, finalAmountCents: 50_400 });
    expect(evaluateDiscount(code, { amountCents: 56_000 })).toMatchObject({ ok: true });
    expect(discountDefinitionSchema.safeParse({ ...code, products: [] }).success).toBe(false);
  });
});
