import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { dynamoClient } from '../../kernel/aws-clients';
import { auditPut } from '../../accounts/store/audit-repo';
import type { Key } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { tableName, withoutKeys } from '../../kernel/store/table';
import { writeTransaction, conditionFailedAt } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

// An admin's change to one of an athlete's records (a package's sessions or access, a course
// entitlement), applied with its audit entry in ONE transaction. The change is planned from the
// record as read, and written only if nobody changed it meanwhile (its `updatedAt`, which every
// writer of these records sets); otherwise it is read and planned again, so two admins removing
// the last free session at once remove one, and the audit's before is what was replaced.

/** A change to apply: the fields set and removed; or a refusal, in words for the admin (planned by admin/athlete-admin.ts). */
export type RecordPlan = { set: Record<string, unknown>; remove?: string[] } | { refused: string };

export type RecordChangeOutcome = { outcome: 'changed'; before: Item; after: Item } | { outcome: 'refused'; message: string } | { outcome: 'not-found' };

const ATTEMPTS = 5;

function updateOf(key: Key, record: Item, plan: Extract<RecordPlan, { set: unknown }>): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(plan.set).map(([field, value], index) => {
    names[`#s${index}`] = field;
    values[`:s${index}`] = value;
    return `#s${index} = :s${index}`;
  });
  const removes = (plan.remove ?? []).map((field, index) => {
    names[`#r${index}`] = field;
    return `#r${index}`;
  });
  let condition = 'attribute_exists(PK) AND attribute_not_exists(#seen)';
  names['#seen'] = 'updatedAt';
  if (typeof record.updatedAt === 'string') {
    condition = 'attribute_exists(PK) AND #seen = :seen';
    values[':seen'] = record.updatedAt;
  }
  const expression = `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`;
  return {
    Update: {
      Key: key,
      UpdateExpression: expression,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

function applied(record: Item, plan: Extract<RecordPlan, { set: unknown }>): Item {
  const after: Item = { ...record, ...plan.set };
  for (const field of plan.remove ?? []) delete after[field];
  return after;
}

/**
 * Changes the record at `key` as `plan` decides from what is stored, with the audit entry
 * `audit(before, after)` in the same transaction.
 */
export async function changeRecord(
  key: Key,
  plan: (record: Item) => RecordPlan,
  audit: (before: Item, after: Item) => AuditEntry,
): Promise<RecordChangeOutcome> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { Item: stored } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (!stored) return { outcome: 'not-found' };
    const { type: _type, ...record } = withoutKeys(stored);
    const decided = plan(record);
    if ('refused' in decided) return { outcome: 'refused', message: decided.refused };
    const after = applied(record, decided);
    try {
      await writeTransaction([updateOf(key, record, decided), auditPut(audit(record, after))]);
      return { outcome: 'changed', before: record, after };
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
    }
  }
  throw new Error(`${key.PK} ${key.SK} kept changing`);
}
