import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { TTL_ATTRIBUTE } from '../../kernel/store/table-definition';

// The payment currently open for something that may be bought only once (payments/exclusive-payments.ts):
// one item per subject naming its PaymentIntent. Opening another payment replaces it, and the
// replaced intent is cancelled at Stripe, so two tabs can never both pay.

/** How long the pointer is kept: longer than any payment stays open. */
const KEEP_SECONDS = 2 * 24 * 3600;

/** The PaymentIntent last opened for `subject`, if any. */
export async function getOpenPayment(subject: string): Promise<string | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.openPayment(subject), ConsistentRead: true }));
  return typeof Item?.paymentIntentId === 'string' ? Item.paymentIntentId : undefined;
}

/** Names `paymentIntentId` as the open payment of `subject`, answering the one it replaced. */
export async function replaceOpenPayment(subject: string, paymentIntentId: string, now: Date): Promise<string | undefined> {
  const { Attributes } = await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.openPayment(subject),
        type: 'openPayment',
        paymentIntentId,
        openedAt: now.toISOString(),
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return typeof Attributes?.paymentIntentId === 'string' ? Attributes.paymentIntentId : undefined;
}
