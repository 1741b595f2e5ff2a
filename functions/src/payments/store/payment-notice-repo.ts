import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';

// The payer is e-mailed about a payment once per notice: a failed attempt once per Stripe event
// (a redelivery of it sends nothing), `processing` once per intent. The claim is written before
// the e-mail goes and given back if sending throws, so the bus's retry sends it then.

/** Claims the notice; false when it was claimed before (the e-mail went already). */
export async function claimPaymentNotice(paymentIntentId: string, notice: string, now: Date): Promise<boolean> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.paymentNotice(paymentIntentId, notice), type: 'paymentNotice', sentAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back (the e-mail could not be sent), so a retry sends it. */
export async function releasePaymentNotice(paymentIntentId: string, notice: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.paymentNotice(paymentIntentId, notice) }));
}
