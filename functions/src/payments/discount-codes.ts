import { describeDiscount, discountDefinitionSchema } from '@herway/shared/catalog/discounts';
import type { DiscountDefinition, DiscountRule } from '@herway/shared/catalog/discounts';
import type { AdminDiscountCode, UpdateDiscountCodeBody } from '@herway/shared/contracts/admin-money';
import type { createDiscountCodeBodySchema, updateDiscountCodeBodySchema } from '@herway/shared/contracts/admin-money';
import type * as z from '@herway/shared/zod';
import type { AdminStoredDiscount } from './store/discount-admin-repo';

// Discount codes as the founders edit them (docs/discounts-and-payment-links.md), turned into the checkout's own model
// (shared/src/catalog/discounts.ts): a fixed amount typed in whole dollars is stored in cents.
// Pure: no AWS.

type CreateInput = z.output<typeof createDiscountCodeBodySchema>;
type UpdateInput = z.output<typeof updateDiscountCodeBodySchema>;

/** The stored value of what the admin typed: a percentage as it is, whole dollars as cents. */
const storedValue = (type: DiscountRule['type'], typed: number) => (type === 'fixed' ? typed * 100 : typed);
/** The value as the admin types it. */
export const typedValue = (rule: DiscountRule) => (rule.type === 'fixed' ? rule.value / 100 : rule.value);

/** A new code: active, its description written for the family unless the admin gave one. */
export function newDiscountDefinition(input: CreateInput): DiscountDefinition {
  const rule = { type: input.type, value: storedValue(input.type, input.value) };
  return discountDefinitionSchema.parse({
    code: input.code,
    ...rule,
    description: input.description || describeDiscount(rule),
    active: true,
    ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}),
    ...(input.maxRedemptions ? { maxRedemptions: input.maxRedemptions } : {}),
    ...(input.products ? { products: input.products } : {}),
  });
}

export type ChangeResult = { ok: true; definition: DiscountDefinition } | { ok: false; message: string };

/**
 * A code's new terms: the fields given replace the stored ones (null clears an expiry, a limit or
 * a product list). A description that was the generated one follows a new value. Refused: a limit
 * under the uses already paid, a percentage over 100 when only the value changes.
 */
export function changedDefinition(current: AdminStoredDiscount, input: UpdateInput): ChangeResult {
  const type = input.type ?? current.type;
  const value = input.value === undefined ? current.value : storedValue(type, input.value);
  if (type === 'percentage' && value > 100) return { ok: false, message: 'A percentage can be at most 100' };
  const generated = current.description === describeDiscount(current);
  const description = input.description || (generated ? describeDiscount({ type, value }) : current.description);
  const limit = input.maxRedemptions === undefined ? current.maxRedemptions : (input.maxRedemptions ?? undefined);
  if (limit !== undefined && limit < current.redemptions) {
    return { ok: false, message: `This code has already been used ${current.redemptions} times: the limit can't be lower than that` };
  }
  const expiresAt = input.expiresAt === undefined ? current.expiresAt : (input.expiresAt ?? undefined);
  const products = input.products === undefined ? current.products : (input.products ?? undefined);
  const parsed = discountDefinitionSchema.safeParse({
    code: current.code,
    type,
    value,
    description,
    active: input.active ?? current.active,
    ...(expiresAt ? { expiresAt } : {}),
    ...(limit !== undefined ? { maxRedemptions: limit } : {}),
    ...(products ? { products } : {}),
  });
  return parsed.success ? { ok: true, definition: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? 'These terms are not valid' };
}

/** What the audit log calls an edit: switched off, switched on, or changed. */
export function updateAction(current: Pick<DiscountDefinition, 'active'>, input: Pick<UpdateDiscountCodeBody, 'active'>): string {
  if (input.active === false && current.active) return 'discount-code.deactivate';
  if (input.active === true && !current.active) return 'discount-code.activate';
  return 'discount-code.update';
}

/** A code's terms as the admin reads them (and the audit log records them). */
export function codeTerms(definition: DiscountDefinition) {
  return {
    code: definition.code,
    type: definition.type,
    value: typedValue(definition),
    description: definition.description,
    active: definition.active,
    expiresAt: definition.expiresAt ?? null,
    maxRedemptions: definition.maxRedemptions ?? null,
    products: definition.products ?? null,
  };
}

/** The terms as the audit log keeps them (its snapshots leave out a field named `type`). */
export function auditedTerms(definition: DiscountDefinition) {
  const { type, ...terms } = codeTerms(definition);
  return { ...terms, discountType: type };
}

export function adminDiscountCodeOf(stored: AdminStoredDiscount): AdminDiscountCode {
  return {
    ...codeTerms(stored),
    redemptions: stored.redemptions,
    openReservations: stored.openReservations,
    createdAt: stored.createdAt ?? null,
    updatedAt: stored.updatedAt ?? null,
  };
}
