import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseId } from '@herway/shared/catalog/course';
import { dynamoClient } from '../aws-clients';
import { keys } from './keys';
import { queryListing, tableName } from './table';

/**
 * The end of a course's pre-order (DESIGN §8): `RELEASE#<courseId>` / `RELEASE` holds when it
 * first had released content, and one `NOTICE#<sub>` per owner records that she was e-mailed
 * about it. A notice is written with attribute_not_exists before the e-mail goes, so two runs at
 * once (two admins releasing) e-mail each owner once.
 */

/** The time the course was first released: `now` the first time, the stored time ever after. */
export async function markCourseReleased(courseId: CourseId, now: string): Promise<string> {
  const { Attributes } = await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.courseRelease(courseId),
      UpdateExpression: 'SET #type = :type, courseId = :courseId, releasedAt = if_not_exists(releasedAt, :now)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'courseRelease', ':courseId': courseId, ':now': now },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return String(Attributes?.releasedAt ?? now);
}

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

/** Claims her release e-mail: true for the one caller that may send it, false when it was claimed before. */
export async function claimReleaseNotice(courseId: CourseId, sub: string, now: string): Promise<boolean> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.releaseNotice(courseId, sub), type: 'releaseNotice', courseId, userId: sub, sentAt: now },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Gives a claim back after its e-mail failed, so the next run sends it. */
export async function withdrawReleaseNotice(courseId: CourseId, sub: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.releaseNotice(courseId, sub) }));
}
