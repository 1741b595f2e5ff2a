import { createDiscountCodeBodySchema, updateDiscountCodeBodySchema } from '@herway/shared/contracts/admin-money';
import { describe, expect, it } from 'vitest';
import type { AdminStoredDiscount } from './store/discount-admin-repo';
import { adminDiscountCodeOf, auditedTerms, changedDefinition, newDiscountDefinition, updateAction } from './discount-codes';

const stored = (overrides: Partial<AdminStoredDiscount> = {}): AdminStoredDiscount => ({
  code: 'SPRING25',
  type: 'fixed',
  value: 2500,
  description: '$25 off your purchase',
  active: true,
  redemptions: 3,
  openReservations: 1,
  maxRedemptions: 10,
  ...overrides,
});

describe('discount codes as the admin edits them', () => {
  it('stores a fixed amount typed in whole dollars as cents, and writes the description', () => {
    const definition = newDiscountDefinition(
      createDiscountCodeBodySchema.parse({ code: 'spring25', type: 'fixed', value: 25, maxRedemptions: 10, products: ['growth'] }),
    );
    expect(definition).toEqual({
      code: 'SPRING25',
      type: 'fixed',
      value: 2500,
      description: '$25 off your purchase',
      active: true,
      maxRedemptions: 10,
      products: ['growth'],
    });
    expect(adminDiscountCodeOf({ ...stored(), createdAt: '2026-11-27T10:00:00.000Z' })).toMatchObject({
      value: 25,
      redemptions: 3,
      openReservations: 1,
      expiresAt: null,
      products: null,
    });
    expect(auditedTerms(definition)).toMatchObject({ discountType: 'fixed', value: 25 });
  });

  it('changes only what is given; null clears; a generated description follows the value', () => {
    const change = (body: Record<string, unknown>) => changedDefinition(stored(), updateDiscountCodeBodySchema.parse(body));
    expect(change({ value: 30 })).toEqual({
      ok: true,
      definition: expect.objectContaining({ value: 3000, description: '$30 off your purchase', maxRedemptions: 10 }),
    });
    expect(change({ maxRedemptions: null })).toEqual({ ok: true, definition: expect.not.objectContaining({ maxRedemptions: expect.anything() }) });
    expect(change({ type: 'percentage', value: 20 })).toEqual({
      ok: true,
      definition: expect.objectContaining({ type: 'percentage', value: 20, description: '20% off your purchase' }),
    });
    const custom = changedDefinition(stored({ description: 'Camp families' }), updateDiscountCodeBodySchema.parse({ value: 30 }));
    expect(custom).toEqual({ ok: true, definition: expect.objectContaining({ description: 'Camp families' }) });
  });

  it('refuses a limit under the uses already paid, and a percentage over 100', () => {
    expect(changedDefinition(stored(), updateDiscountCodeBodySchema.parse({ maxRedemptions: 2 }))).toEqual({
      ok: false,
      message: "This code has already been used 3 times: the limit can't be lower than that",
    });
    expect(changedDefinition(stored({ type: 'percentage', value: 10, description: 'x' }), updateDiscountCodeBodySchema.parse({ value: 101 }))).toEqual({
      ok: false,
      message: 'A percentage can be at most 100',
    });
  });

  it('names the action: switched off, switched on, or changed', () => {
    expect(updateAction({ active: true }, { active: false })).toBe('discount-code.deactivate');
    expect(updateAction({ active: false }, { active: true })).toBe('discount-code.activate');
    expect(updateAction({ active: true }, { active: true })).toBe('discount-code.update');
    expect(updateAction({ active: true }, {})).toBe('discount-code.update');
  });
});
