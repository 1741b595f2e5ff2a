import { keys } from '../../kernel/store/keys';
import { statsCounterUpdates } from '../../insights/store/stats-repo';
import { writeTransaction, cancellationCodes } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

// The conversion rate's two counters (the share of distinct contact e-mails that later
// made a succeeded payment: docs/decisions/conversion-rate.md). An address is one LEADADDRESS#<email> item: its creation adds
// `contactEmails` once, its first `convertedAt` adds `convertedEmails` once. Each is a condition
// on that item in the same transaction as the ADD, so two messages (or two payments) from one
// address at once count it once: the second transaction's condition fails and it counts nothing.

/** The Put that creates the address's item, only if it is new (cancels the transaction otherwise). */
export function newAddressPut(email: string, contactId: string, at: string): TransactItem {
  return {
    Put: {
      Item: { ...keys.leadAddress(email), type: 'lead-address', email: email.trim().toLowerCase(), firstContactId: contactId, firstContactAt: at },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Whether a transaction was cancelled by the failed condition of its item at `index` (and nothing else). */
export function failedConditionAt(error: unknown, index: number): boolean {
  const codes = cancellationCodes(error);
  return codes?.[index] === 'ConditionalCheckFailed' && codes.every((code, at) => at === index || code === 'None');
}

/**
 * Counts the address as converted if it has an item and was not converted before: answers whether
 * this call counted it. Idempotent (a redelivered payment, a second payment, a backfill).
 */
export async function convertAddress(email: string, convertedAt: string, convertedBy: string): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Update: {
          Key: keys.leadAddress(email),
          UpdateExpression: 'SET convertedAt = :at, convertedBy = :by',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(convertedAt)',
          ExpressionAttributeValues: { ':at': convertedAt, ':by': convertedBy },
        },
      },
      ...statsCounterUpdates([{ counter: 'TOTALS', add: { convertedEmails: 1 } }]),
    ]);
    return true;
  } catch (error) {
    if (failedConditionAt(error, 0)) return false;
    throw error;
  }
}

/** The backfill's: creates the address's item (counted once) if it has none; answers whether it did. */
export async function countAddress(email: string, contactId: string, at: string): Promise<boolean> {
  try {
    await writeTransaction([newAddressPut(email, contactId, at), ...statsCounterUpdates([{ counter: 'TOTALS', add: { contactEmails: 1 } }])]);
    return true;
  } catch (error) {
    if (failedConditionAt(error, 0)) return false;
    throw error;
  }
}
