import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { dynamoClient } from '../../kernel/aws-clients';
import { auditPut } from './audit-repo';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { conditionFailedAt, writeTransaction } from '../../kernel/store/transaction';

// The app's side of removing an admin (accounts/admin-removal.ts): her profile says she is no
// admin and every session she opened until now has ended, with the audit entry, in one transaction.
// Her profile's other writes live in user-repo.ts; this one is here because it is the admin
// removal's own transaction and changes only these three fields.

/** What her profile held when the removal was decided: its admin revision (0 before any change). */
export type AdminRevision = number;

/** Her profile's admin revision, or undefined when she has no profile. */
export async function readAdminRevision(sub: string): Promise<AdminRevision | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.userProfile(sub), ProjectionExpression: 'PK, adminRevision', ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return typeof Item.adminRevision === 'number' ? Item.adminRevision : 0;
}

/**
 * Records the removal over the revision that was read: of two removals at once, one writes and
 * the other gets false. `endedBefore` is epoch seconds: sessions signed in before it end.
 */
export async function recordAdminRemoval(sub: string, revision: AdminRevision, endedBefore: number, audit: AuditEntry): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Update: {
          Key: keys.userProfile(sub),
          UpdateExpression: 'SET isAdmin = :false, adminRevision = :next, sessionsValidAfter = :ended',
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(adminRevision) OR adminRevision = :revision)',
          ExpressionAttributeValues: { ':false': false, ':next': revision + 1, ':ended': endedBefore, ':revision': revision },
        },
      },
      auditPut(audit),
    ]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}
