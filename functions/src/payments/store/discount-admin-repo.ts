import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DiscountDefinition } from '@herway/shared/catalog/discounts';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { dynamoClient } from '../../kernel/aws-clients';
import { auditPut } from '../../accounts/store/audit-repo';
import { discountItem, storedDiscountOf } from './discount-repo';
import { keys } from '../../kernel/store/keys';
import { queryListing, tableName } from '../../kernel/store/table';
import { writeTransaction, conditionFailedAt } from '../../kernel/store/transaction';

// The admin's side of discount codes (docs/discounts-and-payment-links.md): the same code items the checkout reads
// (discount-repo.ts), created and edited in one transaction with their audit entry.

export type AdminStoredDiscount = ReturnType<typeof storedDiscountOf>;

/**
 * Creates a code with its audit entry; 'exists' when a code of that name (in any case: the key is
 * upper-cased) is already there, so of two creating it at once exactly one wins.
 */
export async function createDiscountCode(discount: DiscountDefinition, now: string, audit: AuditEntry): Promise<'created' | 'exists'> {
  try {
    await writeTransaction([{ Put: { Item: discountItem(discount, now), ConditionExpression: 'attribute_not_exists(PK)' } }, auditPut(audit)]);
    return 'created';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'exists';
    throw error;
  }
}

/** The code as stored now (consistent read), or undefined. */
export async function getDiscountCode(code: string): Promise<AdminStoredDiscount | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.discountCode(code), ConsistentRead: true }));
  return Item ? storedDiscountOf(Item) : undefined;
}

/** Every code, newest first (codes created before they were listed sort last: see addDiscountIfAbsent). */
export async function listDiscountCodes(): Promise<AdminStoredDiscount[]> {
  const codes: AdminStoredDiscount[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryListing('DISCOUNT', 500, cursor);
    codes.push(...page.items.map(storedDiscountOf));
    cursor = page.nextCursor;
  } while (cursor);
  return codes;
}

export type UpdateOutcome = 'updated' | 'not-found' | 'changed';

/**
 * Writes a code's new terms with the audit entry, only while the code is as it was read
 * (`updatedAt`) and its paid uses fit a new limit: 'changed' otherwise (edited or used meanwhile).
 * Its counts (redemptions, claimed) are never touched.
 */
export async function updateDiscountCode(before: AdminStoredDiscount, after: DiscountDefinition, now: string, audit: AuditEntry): Promise<UpdateOutcome> {
  const set: Record<string, unknown> = { type: after.type, value: after.value, description: after.description, active: after.active, updatedAt: now };
  if (after.expiresAt) set.validUntil = after.expiresAt;
  if (after.maxRedemptions !== undefined) set.maxRedemptions = after.maxRedemptions;
  if (after.products) set.products = after.products;
  const remove = [
    after.expiresAt ? undefined : 'validUntil',
    after.maxRedemptions === undefined ? 'maxRedemptions' : undefined,
    after.products ? undefined : 'products',
  ].filter((name): name is string => name !== undefined);
  const names = Object.fromEntries([...Object.keys(set), ...remove].map((name) => [`#${name}`, name]));
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(set).map(([name, value]) => [`:${name}`, value]));
  const conditions = ['attribute_exists(PK)', before.updatedAt ? 'updatedAt = :seen' : 'attribute_not_exists(updatedAt)'];
  if (before.updatedAt) values[':seen'] = before.updatedAt;
  if (after.maxRedemptions !== undefined) {
    conditions.push('(attribute_not_exists(redemptions) OR redemptions <= :max)');
    values[':max'] = after.maxRedemptions;
  }
  try {
    await writeTransaction([
      {
        Update: {
          Key: keys.discountCode(before.code),
          UpdateExpression: `SET ${Object.keys(set)
            .map((name) => `#${name} = :${name}`)
            .join(', ')}${remove.length ? ` REMOVE ${remove.map((name) => `#${name}`).join(', ')}` : ''}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      auditPut(audit),
    ]);
    return 'updated';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return (await getDiscountCode(before.code)) ? 'changed' : 'not-found';
    throw error;
  }
}
