import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { discountDefinitionSchema } from '@herway/shared/catalog/discounts';
import type { DiscountDefinition } from '@herway/shared/catalog/discounts';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import type { Item } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';

export interface StoredDiscount extends DiscountDefinition {
  /** How many paid orders have used the code (added to at fulfilment). */
  redemptions: number;
}

/**
 * A code's item: listed on GSI1 (DISCOUNT) for the admin. Its expiry is stored as `validUntil`,
 * never as the table's TTL attribute `expiresAt` (DynamoDB would delete the code).
 */
export function discountItem(discount: DiscountDefinition, createdAt: string): Item {
  const { expiresAt, ...rest } = discountDefinitionSchema.parse(discount);
  return {
    ...keys.discountCode(rest.code),
    ...keys.listing('DISCOUNT', createdAt, rest.code),
    ...rest,
    ...(expiresAt ? { validUntil: expiresAt } : {}),
    redemptions: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Adds a code unless it exists, so re-seeding never resets an admin's change or a redemption count. */
export async function addDiscountIfAbsent(discount: DiscountDefinition, now = new Date().toISOString()): Promise<boolean> {
  const item = discountItem(discount, now);
  try {
    await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await listIfUnlisted(item);
    return false;
  }
}

/** A code seeded before codes were listed for the admin gets its GSI1 listing (nothing else changes). */
async function listIfUnlisted(item: Item): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET GSI1PK = :kind, GSI1SK = :sort',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
        ExpressionAttributeValues: { ':kind': item.GSI1PK, ':sort': item.GSI1SK },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The code an item holds, with its paid redemptions and open reservations (`claimed` = both). */
export function storedDiscountOf(item: Item): StoredDiscount & { openReservations: number; createdAt?: string; updatedAt?: string } {
  const { validUntil, redemptions, claimed } = item;
  const definition = discountDefinitionSchema.parse({
    code: item.code,
    type: item.type,
    value: item.value,
    description: item.description,
    active: item.active,
    maxRedemptions: item.maxRedemptions,
    ...(Array.isArray(item.products) ? { products: item.products } : {}),
    ...(typeof validUntil === 'string' ? { expiresAt: validUntil } : {}),
  });
  const paid = typeof redemptions === 'number' ? redemptions : 0;
  return {
    ...definition,
    redemptions: paid,
    openReservations: typeof claimed === 'number' ? Math.max(0, claimed - paid) : 0,
    ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
    ...(typeof item.updatedAt === 'string' ? { updatedAt: item.updatedAt } : {}),
  };
}

export async function findDiscount(code: string): Promise<StoredDiscount | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.discountCode(code) }));
  if (!Item) return undefined;
  const { openReservations: _open, createdAt: _created, updatedAt: _updated, ...stored } = storedDiscountOf(Item);
  return stored;
}
