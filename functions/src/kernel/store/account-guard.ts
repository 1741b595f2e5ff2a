import { NotSignedIn } from '../domain-errors';
import type { DomainError } from '../domain-errors';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import { conditionFailedAt, writeTransaction } from './transaction';
import type { TransactItem } from './transaction';

// Nothing is written for an athlete once the deletion of her account has begun
// (docs/accounts-and-abuse.md, "Deleting an account"). Account deletion first marks her profile
// (user-repo.ts `markDeletionBegun`); every write that can add an item for her carries, in its
// own transaction, a check that her profile exists and bears no such mark. A write therefore
// either committed before the mark, and the deletion's sweep that follows it removes what it
// wrote, or it is refused. A write that only changes an item already there (its condition
// requires the item) needs no check: the sweep deletes that item whenever it runs.
//
// A refused write must not hold her profile either: DynamoDB cancels a transaction that touches
// an item another one is working on, so a stream of refused transactions (a tab of hers still
// saving, a webhook delivered again and again) could keep the deletion's own transaction on her
// profile cancelled until its retries ran out, and her deletion would fail. So a guarded write reads
// her profile first and, once the mark is there, is refused without sending its transaction.

export const ACCOUNT_DELETED = 'This account has been deleted, so nothing more can be saved to it.';

/** The name of the profile's mark set when her account's deletion begins. */
export const DELETION_MARK = 'deletionBegunAt';

/** The transaction's check that her account is open: her profile exists and its deletion has not begun. */
export function accountIsOpen(sub: string): TransactItem {
  return {
    ConditionCheck: {
      Key: keys.userProfile(sub),
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#mark)',
      ExpressionAttributeNames: { '#mark': DELETION_MARK },
    },
  };
}

/**
 * Writes `items` in one transaction with {@link accountIsOpen} appended (so the callers' own
 * cancellation indices stay as they were). A closed account throws `refusal()` (NotSignedIn for her
 * own requests), whatever else failed; any other refusal is thrown as it came, for the caller to read.
 * An account already closed is refused after one read, with no transaction (see above); the check
 * inside the transaction covers a deletion that begins between that read and the write.
 */
export async function writeForOpenAccount(sub: string, items: readonly TransactItem[], refusal: () => DomainError = accountDeleted): Promise<void> {
  if (!(await isAccountOpen(sub))) throw refusal();
  try {
    await writeTransaction([...items, accountIsOpen(sub)]);
  } catch (error) {
    if (conditionFailedAt(error, items.length)) throw refusal();
    throw error;
  }
}

/** What her own request is answered once her account is deleted (or being deleted): her session is over. */
export const accountDeleted = (): DomainError => new NotSignedIn(ACCOUNT_DELETED);

/** Whether her account is open now (consistent read): her profile exists and its deletion has not begun. */
export async function isAccountOpen(sub: string): Promise<boolean> {
  const { Item } = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.userProfile(sub),
      ConsistentRead: true,
      ProjectionExpression: 'PK, #mark',
      ExpressionAttributeNames: { '#mark': DELETION_MARK },
    }),
  );
  return Item !== undefined && Item[DELETION_MARK] === undefined;
}
