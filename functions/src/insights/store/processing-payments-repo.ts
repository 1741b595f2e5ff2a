import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { processingPaymentSchema } from '@herway/shared/contracts/attention';
import type { ProcessingPayment } from '@herway/shared/contracts/attention';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName, withoutKeys } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';
import { ATTENTION_LIMIT } from './attention-repo';

// Payments her bank keeps processing (bank debits), for the founders' attention list: an item is
// written when the payment starts processing and deleted when it settles (succeeds or fails). The
// list shows only those processing for over a day: one Query of the PROCESSING listing, by when
// each began, up to the cutoff.

/** A payment is worth a look once it has been processing this long. */
export const PROCESSING_TOO_LONG_MS = 24 * 60 * 60 * 1000;

/** Lists the payment as processing since `entry.processingSince`; a redelivery keeps the first time. */
export async function recordProcessingPaymentNotice(entry: ProcessingPayment): Promise<void> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.processingPayment(entry.paymentIntentId),
          ...keys.listing('PROCESSING', entry.processingSince, entry.paymentIntentId),
          type: 'processingPayment',
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The payment settled (or failed): it leaves the list. */
export async function clearProcessingPayment(paymentIntentId: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.processingPayment(paymentIntentId) }));
}

/** Payments processing for over a day at `now`, the longest-waiting last (newest first, as every list). */
export async function processingPayments(now: Date): Promise<{ items: ProcessingPayment[]; truncated: boolean }> {
  const cutoff = new Date(now.getTime() - PROCESSING_TOO_LONG_MS).toISOString();
  const result = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :kind AND GSI1SK < :cutoff',
      ExpressionAttributeValues: { ':kind': 'PROCESSING', ':cutoff': cutoff },
      ScanIndexForward: false,
      Limit: ATTENTION_LIMIT,
    }),
  );
  const items = (result.Items ?? []).flatMap((item) => {
    const parsed = processingPaymentSchema.safeParse(withoutKeys(item));
    return parsed.success ? [parsed.data] : [];
  });
  return { items, truncated: result.LastEvaluatedKey !== undefined };
}
