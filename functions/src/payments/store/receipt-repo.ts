import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@herway/shared/zod';
import { receiptKindSchema } from '@herway/shared/contracts/receipts';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName, withoutKeys } from '../../kernel/store/table';
import type { TransactItem } from '../../kernel/store/transaction';
import { RECEIPT_NUMBER_CANDIDATES, receiptNumberOf } from './receipt-numbers';

// HerWay's receipts (docs/receipts.md): RECEIPT#<number> in the PAYER's collection, and beside it
// the guard RECEIPTNO#<number> that holds the number for good. Both are written with
// attribute_not_exists in the transaction that records the payment (fulfilment-repo.ts) or the
// refund, so a replayed event writes nothing and a number is never given to two receipts.

const receiptSchema = z.object({
  number: z.string(),
  kind: receiptKindSchema,
  /** The account that paid; null when nobody's (an open-amount payment made signed out): then only the guard is written. */
  payerId: z.nullable(z.string()),
  paymentIntentId: z.string(),
  issuedAt: z.string(),
  item: z.string(),
  /** Cents: what was paid, or what this refund gave back. */
  amountCents: z.number(),
  currency: z.string(),
  discountCode: z.optional(z.string()),
  /** Cents the discount took off the list price, when the list price is known (a catalog product). */
  discountSavedCents: z.optional(z.number()),
  cardBrand: z.optional(z.string()),
  cardLast4: z.optional(z.string()),
  /** On a payment's receipt, cents refunded of it so far (kept up to date by each refund); 0 on a refund's. */
  refundedCents: z.number(),
  /** On a refund's receipt, the number of the payment's receipt. */
  paymentReceiptNumber: z.optional(z.string()),
  /** What the number was derived from (receipt-numbers.ts). */
  seed: z.string(),
});
export type ReceiptRecord = z.infer<typeof receiptSchema>;

const guardSchema = z.object({ seed: z.string(), payerId: z.nullable(z.string()) });

/** The number's guard and, when there is a payer, the receipt: each only if it does not exist yet. */
export function receiptTransactItems(receipt: ReceiptRecord): TransactItem[] {
  const guard = {
    ...keys.receiptNumber(receipt.number),
    type: 'receiptNumber',
    seed: receipt.seed,
    payerId: receipt.payerId,
    kind: receipt.kind,
    paymentIntentId: receipt.paymentIntentId,
    issuedAt: receipt.issuedAt,
  };
  const items: TransactItem[] = [{ Put: { Item: guard, ConditionExpression: 'attribute_not_exists(PK)' } }];
  if (receipt.payerId) {
    items.push({
      Put: { Item: { ...keys.receipt(receipt.payerId, receipt.number), type: 'receipt', ...receipt }, ConditionExpression: 'attribute_not_exists(PK)' },
    });
  }
  return items;
}

/** A refund brings the payment's receipt's refunded total up to `refundedCents` (the receipt must exist). */
export function receiptRefundedItem(payerId: string, receiptNumber: string, refundedCents: number): TransactItem {
  return {
    Update: {
      Key: keys.receipt(payerId, receiptNumber),
      UpdateExpression: 'SET refundedCents = :refunded',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':refunded': refundedCents },
    },
  };
}

async function getGuard(receiptNumber: string) {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.receiptNumber(receiptNumber), ConsistentRead: true }));
  return Item ? guardSchema.parse(Item) : undefined;
}

/**
 * The number a receipt of `seed` gets: the first candidate no other receipt holds (one read each;
 * the transaction's guard still decides, so a number taken meanwhile is refused, never reused).
 */
export async function freeReceiptNumber(seed: string, issuedAt: string): Promise<string> {
  for (let attempt = 0; attempt < RECEIPT_NUMBER_CANDIDATES; attempt += 1) {
    const candidate = receiptNumberOf(seed, issuedAt, attempt);
    const guard = await getGuard(candidate);
    if (!guard || guard.seed === seed) return candidate;
  }
  throw new Error(`No free receipt number for ${seed}`);
}

/** The number and payer of the receipt written for `seed` on the day `issuedAt`, if there is one. */
export async function findReceiptBySeed(seed: string, issuedAt: string): Promise<{ number: string; payerId: string | null } | undefined> {
  for (let attempt = 0; attempt < RECEIPT_NUMBER_CANDIDATES; attempt += 1) {
    const candidate = receiptNumberOf(seed, issuedAt, attempt);
    const guard = await getGuard(candidate);
    if (!guard) return undefined;
    if (guard.seed === seed) return { number: candidate, payerId: guard.payerId };
  }
  return undefined;
}

const receiptOf = (item: Record<string, unknown>): ReceiptRecord => receiptSchema.parse(withoutKeys(item));

/** One of her receipts by number, or undefined (not hers, or none). */
export async function getReceipt(payerId: string, receiptNumber: string): Promise<ReceiptRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.receipt(payerId, receiptNumber) }));
  return Item ? receiptOf(Item) : undefined;
}

/** Her receipts, newest first: one Query of her collection (a family's receipts fit in one page). */
export async function listReceipts(payerId: string): Promise<ReceiptRecord[]> {
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userCollection(payerId).PK, ':prefix': keys.receiptPrefix() },
    }),
  );
  return Items.map(receiptOf).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number.localeCompare(a.number));
}

/**
 * Her account is being deleted: the guards of her receipts' numbers stop naming her (the numbers
 * stay taken). Run before her collection, which lists them, is deleted.
 */
export async function forgetPayerOfReceipts(payerId: string): Promise<number> {
  const receipts = await listReceipts(payerId);
  for (const receipt of receipts) {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.receiptNumber(receipt.number),
        UpdateExpression: 'SET payerId = :nobody',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':nobody': null },
      }),
    );
  }
  return receipts.length;
}
