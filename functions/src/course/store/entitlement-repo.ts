import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { courseIdSchema } from '@herway/shared/catalog/course-id-schema';
import type { CourseId } from '@herway/shared/catalog/course-id';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import type { TransactItem } from '../../kernel/store/transaction';

/** An entitlement's access as stored (expiry under `accessExpiresAt`; never the TTL attribute). */
export interface EntitlementState {
  isActive: boolean;
  accessExpiresAt?: string | null;
}

/**
 * THE rule of an entitlement item's state, for every reader (access checks, the dashboard, a new
 * purchase's "already hers"): active only when stored `isActive: true`; a missing or non-text
 * expiry is none.
 */
export function entitlementStateOf(item: Record<string, unknown>): EntitlementState {
  return { isActive: item.isActive === true, accessExpiresAt: typeof item.accessExpiresAt === 'string' ? item.accessExpiresAt : null };
}

const entitlementIdentitySchema = z.object({ courseId: courseIdSchema, grantedAt: z.iso.datetime({ offset: true }) });

/** An ENTITLEMENT# item of her collection as the dashboard and the player read it. */
export type EntitlementRecord = z.infer<typeof entitlementIdentitySchema> & EntitlementState;

/** An ENTITLEMENT# item of her collection, or undefined when it does not parse. */
export function parseEntitlementItem(item: Record<string, unknown>): EntitlementRecord | undefined {
  const parsed = entitlementIdentitySchema.safeParse(item);
  return parsed.success ? { ...parsed.data, ...entitlementStateOf(item) } : undefined;
}

/** Her entitlement to a course as stored now (consistent read), or undefined. */
export async function readCourseEntitlement(userId: string, courseId: string): Promise<EntitlementState | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.entitlement(userId, courseId),
      ConsistentRead: true,
      ProjectionExpression: 'isActive, accessExpiresAt',
    }),
  );
  return Item ? entitlementStateOf(Item) : undefined;
}

/**
 * Access to a course, one item per athlete and course under `USER#<sub>` /
 * `ENTITLEMENT#<courseId>` (the dashboard reads courseId, grantedAt, accessExpiresAt, isActive).
 *
 * Several payments can grant the same course (the course packet bought alone, then Elite, which
 * includes it): `grantedBy` lists the PaymentIntents whose grant is in force, so refunding one of
 * them withdraws the access only when no other payment still grants it.
 */
export interface EntitlementGrant {
  userId: string;
  courseId: CourseId;
  paymentIntentId: string;
  /** The course purchase behind the grant (`purchaseId`), when it was a course purchase. */
  purchaseId?: string;
  /** Stable id of the entitlement item, used when the item is created. */
  id: string;
  now: string;
}

/**
 * The Update that grants (or re-grants) lifetime access inside the fulfilment transaction. It
 * needs no read first: the fulfilment marker in the same transaction makes it happen once per
 * payment, so `grantedBy` never lists a payment twice.
 */
export function grantEntitlementItem(grant: EntitlementGrant): TransactItem {
  const values: Record<string, unknown> = {
    ':type': 'entitlement',
    ':id': grant.id,
    ':userId': grant.userId,
    ':courseId': grant.courseId,
    ':now': grant.now,
    ':null': null,
    ':true': true,
    ':empty': [],
    ':payment': [grant.paymentIntentId],
  };
  const sets = [
    '#type = :type',
    '#id = if_not_exists(#id, :id)',
    'userId = :userId',
    'courseId = :courseId',
    'grantedAt = if_not_exists(grantedAt, :now)',
    'accessExpiresAt = :null',
    'isActive = :true',
    'createdAt = if_not_exists(createdAt, :now)',
    'updatedAt = :now',
    'grantedBy = list_append(if_not_exists(grantedBy, :empty), :payment)',
  ];
  if (grant.purchaseId) {
    sets.push('purchaseId = :purchaseId');
    values[':purchaseId'] = grant.purchaseId;
  }
  return {
    Update: {
      Key: keys.entitlement(grant.userId, grant.courseId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: { '#type': 'type', '#id': 'id' },
      ExpressionAttributeValues: values,
    },
  };
}

export interface StoredEntitlement {
  courseId: string;
  isActive: boolean;
  grantedBy: string[];
}

/** The entitlement as stored now (consistent read), or undefined. */
export async function getEntitlement(userId: string, courseId: string): Promise<StoredEntitlement | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.entitlement(userId, courseId), ConsistentRead: true }));
  if (!Item) return undefined;
  const grantedBy = Array.isArray(Item.grantedBy) ? Item.grantedBy.filter((value): value is string => typeof value === 'string') : [];
  return { courseId: String(Item.courseId ?? courseId), isActive: entitlementStateOf(Item).isActive, grantedBy };
}

/**
 * The Update that withdraws one payment's grant inside the refund transaction, guarded by what
 * was read (the list's length and the payment's place in it), so a grant added meanwhile makes
 * the transaction fail and be retried rather than switch off access another payment gives.
 * Undefined when this payment grants nothing here.
 */
export function revokeEntitlementItem(userId: string, stored: StoredEntitlement, paymentIntentId: string, now: string): TransactItem | undefined {
  const index = stored.grantedBy.indexOf(paymentIntentId);
  if (index < 0) return undefined;
  const lastGrant = stored.grantedBy.length === 1;
  return {
    Update: {
      Key: keys.entitlement(userId, stored.courseId),
      UpdateExpression: `REMOVE grantedBy[${index}] SET updatedAt = :now${lastGrant ? ', isActive = :false' : ''}`,
      ConditionExpression: `grantedBy[${index}] = :payment AND size(grantedBy) = :count`,
      ExpressionAttributeValues: { ':now': now, ':payment': paymentIntentId, ':count': stored.grantedBy.length, ...(lastGrant ? { ':false': false } : {}) },
    },
  };
}
