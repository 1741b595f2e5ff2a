import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accessLogSchema } from '@herway/shared/contracts/content';
import type * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { readStatsCounter, statsCounterUpdates } from '../../insights/store/stats-repo';
import { queryAll, queryListing, tableName, withoutKeys } from '../../kernel/store/table';
import { accountDeleted, isAccountOpen } from '../../kernel/store/account-guard';
import { isConditionFailure, writeTransaction } from '../../kernel/store/transaction';

/**
 * Who may open gated content, and who did (the access log). A log lives in its asset's
 * partition (`ASSET#<assetId>` / `ACCESS#<time>#<id>`), is listed on GSI1 (`ACCESS`, newest first)
 * and counted in the STATS `ACCESS` counter, all in one transaction.
 */

/** The STATS counter item of every access to gated content: `{ count }`. */
export const ACCESS_COUNTER = 'ACCESS';

export interface AccessLog {
  id: string;
  userId: string;
  assetId: string;
  /** A download, or a lesson played or shown in the course player. */
  action: 'download' | 'view';
  ipAddress: string | null;
  userAgent: string | null;
  accessedAt: string;
}

export type RecentAccess = z.infer<typeof accessLogSchema>;

/**
 * Stores the access and counts it, in one transaction. Not with a check of her profile in it: a
 * family opening many files at once would make her profile a hot item (every transaction naming
 * it conflicts with the others), so the check follows the write instead. Once her account's
 * deletion has begun the log just written is taken back and the request refused: written before
 * the mark, the deletion's sweep finds it; after, this check does (account-guard.ts).
 */
export async function recordAccess(log: AccessLog): Promise<void> {
  const item = { ...keys.accessLog(log.assetId, log.accessedAt, log.id), ...keys.listing('ACCESS', log.accessedAt, log.id), type: 'accessLog', ...log };
  await writeTransaction([
    { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...statsCounterUpdates([{ counter: ACCESS_COUNTER, add: { count: 1 } }]),
  ]);
  if (await isAccountOpen(log.userId)) return;
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.accessLog(log.assetId, log.accessedAt, log.id) }));
  throw accountDeleted();
}

/** The latest accesses, newest first. */
export async function listRecentAccesses(limit: number): Promise<RecentAccess[]> {
  const { items } = await queryListing('ACCESS', limit);
  return items.flatMap((item) => {
    const parsed = accessLogSchema.safeParse(withoutKeys(item));
    return parsed.success ? [parsed.data] : [];
  });
}

/** How many times gated content was opened, from the STATS counter. */
export async function countAccesses(): Promise<number> {
  const counter = await readStatsCounter(ACCESS_COUNTER);
  const count = Number(counter?.count ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/**
 * Her own accesses, for her data export and her account deletion. There is no per-user index of
 * access logs, so this pages through the ACCESS listing with a filter: fine for those rare
 * requests, not for a hot path.
 */
export async function listAccessLogsOf(userId: string): Promise<AccessLog[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :kind',
    FilterExpression: 'userId = :userId',
    ExpressionAttributeValues: { ':kind': 'ACCESS', ':userId': userId },
  });
  return items.map((item) => {
    const { type: _type, ...log } = withoutKeys(item);
    return log as AccessLog;
  });
}

/** Keeps that an asset was opened, for the counts, but no longer by whom or from where. */
export async function anonymiseAccessLog(log: AccessLog): Promise<void> {
  await dynamoClient()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.accessLog(log.assetId, log.accessedAt, log.id),
        UpdateExpression: 'SET userId = :deleted REMOVE ipAddress, userAgent',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':deleted': DELETED_USER },
      }),
    )
    .catch((error: unknown) => {
      // Gone meanwhile: a request racing her deletion took its own log back (recordAccess).
      if (!isConditionFailure(error)) throw error;
    });
}

/** The user id an anonymised access log carries. */
export const DELETED_USER = 'deleted-user';
