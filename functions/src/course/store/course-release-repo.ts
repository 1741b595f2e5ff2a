import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseId } from '@herway/shared/catalog/course';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { queryListing, tableName } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';

/**
 * Who is told about a module's release (docs/course-player.md): one `RELEASE#<courseId>` /
 * `NOTICE#MODULE#<n>#<sub>` per athlete e-mailed about module n. A notice is written with
 * attribute_not_exists before the e-mail goes, so two runs at once (release clicked twice, a
 * scheduled run fired twice) e-mail each athlete once.
 */

export interface Account {
  id: string;
  email: string;
  firstName?: string;
}

/** One page of every account (the admin's USER listing), and where the next starts. */
export async function listAccounts(cursor?: string): Promise<{ accounts: Account[]; nextCursor?: string }> {
  const page = await queryListing('USER', 100, cursor);
  const accounts = page.items.flatMap((item): Account[] =>
    typeof item.id === 'string' && typeof item.email === 'string'
      ? [{ id: item.id, email: item.email, ...(typeof item.firstName === 'string' && item.firstName ? { firstName: item.firstName } : {}) }]
      : [],
  );
  return { accounts, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

/** Her access to the course as stored now (consistent read): whether it is on, and since when. */
export async function getCourseGrant(sub: string, courseId: CourseId): Promise<{ isActive: boolean; grantedAt?: string } | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.entitlement(sub, courseId), ConsistentRead: true }));
  if (!Item) return undefined;
  return { isActive: Item.isActive === true, ...(typeof Item.grantedAt === 'string' ? { grantedAt: Item.grantedAt } : {}) };
}

/** Claims her e-mail about a module: true for the one caller that may send it, false when it was claimed before. */
export async function claimReleaseNotice(courseId: CourseId, moduleNumber: number, sub: string, now: string): Promise<boolean> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.moduleReleaseNotice(courseId, moduleNumber, sub), type: 'releaseNotice', courseId, moduleNumber, userId: sub, sentAt: now },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back after its e-mail failed, so the next run sends it. */
export async function withdrawReleaseNotice(courseId: CourseId, moduleNumber: number, sub: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.moduleReleaseNotice(courseId, moduleNumber, sub) }));
}
