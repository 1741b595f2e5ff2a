import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { discountDefinitionSchema } from '@herway/shared/catalog/discounts';
import type { DiscountDefinition } from '@herway/shared/catalog/discounts';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '../aws-clients';
import { keys } from './keys';
import { tableName } from './table';

export interface StoredDiscount extends DiscountDefinition {
  /** How many paid orders have used the code (added to at fulfilment). */
  redemptions: number;
}

/** Adds a code unless it exists, so re-seeding never resets an admin's change or a redemption count. */
export async function addDiscountIfAbsent(discount: DiscountDefinition): Promise<boolean> {
  const { expiresAt, ...rest } = discountDefinitionSchema.parse(discount);
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.discountCode(rest.code), ...rest, validUntil: expiresAt, redemptions: 0 },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function findDiscount(code: string): Promise<StoredDiscount | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.discountCode(code) }));
  if (!Item) return undefined;
  const { validUntil, redemptions, ...rest } = Item;
  const definition = discountDefinitionSchema.parse({
    code: rest.code,
    type: rest.type,
    value: rest.value,
    description: rest.description,
    active: rest.active,
    maxRedemptions: rest.maxRedemptions,
    ...(typeof validUntil === 'string' ? { expiresAt: validUntil } : {}),
  });
  return { ...definition, redemptions: typeof redemptions === 'number' ? redemptions : 0 };
}
