import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import type { TransactItem } from '../../kernel/store/transaction';

/** How many payments a payment link has been paid with (0 when never). */
export async function paymentsOfLink(linkId: string): Promise<number> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.paymentLink(linkId), ConsistentRead: true }));
  return Number(Item?.payments ?? 0);
}

/** Fulfilment's part: the link's paid count +1, and the payment that did it. */
export function linkPaidItem(linkId: string, paymentIntentId: string, now: string): TransactItem {
  return {
    Update: {
      Key: keys.paymentLink(linkId),
      UpdateExpression: 'ADD payments :one SET lastPaymentIntentId = :pi, lastPaidAt = :now, #type = if_not_exists(#type, :type)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':pi': paymentIntentId, ':now': now, ':type': 'paymentLink' },
    },
  };
}
