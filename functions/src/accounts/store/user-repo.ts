import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand, DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '@herway/shared/contracts/account-type';
import { dynamoClient } from '../../kernel/aws-clients';
import { DELETION_MARK } from '../../kernel/store/account-guard';
import type { Key } from '../../kernel/store/keys';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { statsCounterUpdates } from '../../insights/store/stats-repo';
import type { Item } from '../../kernel/store/table';
import { queryAll, queryPartition, tableName, withoutKeys } from '../../kernel/store/table';
import { writeTransaction, conditionFailedAt, isConditionFailure } from '../../kernel/store/transaction';

/** The athlete's (or admin's) profile: the account's record without the password, which Cognito holds. */
export interface UserProfile {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
  isAdmin: boolean;
  /** An athlete's account or a parent's or guardian's (docs/family.md); absent on accounts made before there were two. */
  accountType?: AccountType;
  stripeCustomerId?: string;
  /** Set when the deletion of her account began: nothing more is written for her (account-guard.ts). */
  deletionBegunAt?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Creates the profile and its e-mail look-up item, and counts the user for the admin's totals,
 * in one transaction; answers false when a profile already exists for this user, which makes
 * seeding and retried registrations harmless.
 */
export async function createProfile(profile: UserProfile): Promise<boolean> {
  const email = profile.email.trim().toLowerCase();
  try {
    await writeTransaction([
      {
        Put: {
          Item: { ...keys.userProfile(profile.id), ...keys.listing('USER', profile.createdAt, profile.id), ...profile, email, type: 'user' },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          Item: { ...keys.emailLookup(email), userId: profile.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...statsCounterUpdates([{ counter: 'TOTALS', add: { users: 1 } }]),
    ]);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/**
 * Whether a cancelled write says the profile or its e-mail look-up is already there. Only a
 * failed `attribute_not_exists` is that answer: a TransactionConflict or a ValidationError is not
 * (registration once read any cancellation as 'exists' and deleted the new Cognito user).
 */
function isAlreadyExists(error: unknown): boolean {
  return isConditionFailure(error) || conditionFailedAt(error, 0) || conditionFailedAt(error, 1);
}

/**
 * Removes an e-mail look-up left by a user whose profile is gone (a local Cognito pool that lost
 * accounts, an interrupted deletion), so the address can register again; answers whether it did.
 * Conditional on the look-up still naming that user: a registration that took it meanwhile wins.
 */
export async function reclaimStaleEmailLookup(email: string): Promise<boolean> {
  const key = keys.emailLookup(email);
  const { Item: lookup } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (typeof lookup?.userId !== 'string' || (await getProfile(lookup.userId))) return false;
  try {
    await dynamoClient().send(
      new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'userId = :stale', ExpressionAttributeValues: { ':stale': lookup.userId } }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getProfile(sub: string): Promise<UserProfile | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.userProfile(sub), ConsistentRead: true }));
  if (!Item) return undefined;
  const { type: _type, ...profile } = withoutKeys(Item);
  return profile as UserProfile;
}

/** Writes her Stripe customer id on her profile while `condition` holds. */
async function writeStripeCustomerId(sub: string, customerId: string, condition: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.userProfile(sub),
      UpdateExpression: 'SET stripeCustomerId = :customer, updatedAt = :now',
      ConditionExpression: condition,
      ExpressionAttributeValues: { ':customer': customerId, ':now': new Date().toISOString() },
    }),
  );
}

/**
 * Saves her Stripe customer id on her profile, once. Answers the id that is stored afterwards:
 * hers, or the one a concurrent request saved first.
 */
export async function saveStripeCustomerId(sub: string, customerId: string): Promise<string> {
  try {
    await writeStripeCustomerId(sub, customerId, `attribute_exists(PK) AND attribute_not_exists(stripeCustomerId) AND attribute_not_exists(${DELETION_MARK})`);
    return customerId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.userProfile(sub), ConsistentRead: true }));
    // No profile (an account without one): the customer is used for this payment only.
    return typeof Item?.stripeCustomerId === 'string' ? Item.stripeCustomerId : customerId;
  }
}

/** Replaces a saved Stripe customer id that Stripe no longer knows. */
export async function replaceStripeCustomerId(sub: string, customerId: string): Promise<void> {
  try {
    await writeStripeCustomerId(sub, customerId, 'attribute_exists(PK)');
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Moves her profile and its e-mail look-up to another address in one transaction: only over the
 * address she had, and only to one no other account looks up to (of two changes at once, one wins).
 */
export async function changeProfileEmail(sub: string, from: string, to: string, at: Date): Promise<'changed' | 'taken' | 'changed-meanwhile'> {
  const [old, next] = [from.trim().toLowerCase(), to.trim().toLowerCase()];
  const mine = { ConditionExpression: 'attribute_not_exists(PK) OR userId = :sub', ExpressionAttributeValues: { ':sub': sub } };
  // Over the address read only, never once her deletion began (a look-up written then would outlive her).
  const onlyOver = {
    ConditionExpression: 'attribute_exists(PK) AND email = :from AND attribute_not_exists(#deletion)',
    ExpressionAttributeNames: { '#deletion': DELETION_MARK },
    ExpressionAttributeValues: { ':to': next, ':from': old, ':at': at.toISOString() },
  };
  try {
    await writeTransaction([
      { Update: { Key: keys.userProfile(sub), UpdateExpression: 'SET email = :to, updatedAt = :at', ...onlyOver } },
      { Put: { Item: { ...keys.emailLookup(next), userId: sub }, ...mine } },
      { Delete: { Key: keys.emailLookup(old), ...mine } },
    ]);
    return 'changed';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'changed-meanwhile';
    if (conditionFailedAt(error, 1)) return 'taken';
    throw error;
  }
}

/** Ends every session she opened before `at` (epoch s); nothing to do when her profile is gone. */
export async function markSessionsEnded(sub: string, at: number): Promise<void> {
  await dynamoClient()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userProfile(sub),
        // Never moved back: two resets at once keep the later mark.
        UpdateExpression: 'SET sessionsValidAfter = :at',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(sessionsValidAfter) OR sessionsValidAfter < :at)',
        ExpressionAttributeValues: { ':at': at },
      }),
    )
    .catch((error: Error) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** What an item of the athlete's collection is: `purchase`, `package`, `booking`, `entitlement`, or a newer kind by its key prefix. */
export type CollectionItemKind = Exclude<keyof typeof userItemPrefix, 'profile'> | (string & {});

export interface CollectionItem {
  kind: CollectionItemKind;
  /** The stored attributes, keys stripped. */
  data: Item;
}

/** Everything stored under `USER#<sub>`: the profile item and every other record, keys stripped. */
export async function listUserCollection(sub: string): Promise<{ profile?: Item; records: CollectionItem[] }> {
  const items = await queryPartition(keys.userCollection(sub).PK);
  let profile: Item | undefined;
  const records: CollectionItem[] = [];
  for (const item of items) {
    const { type: _type, ...data } = withoutKeys(item);
    if (item.SK === userItemPrefix.profile) profile = data;
    else records.push({ kind: recordKind(String(item.SK)), data });
  }
  return { profile, records };
}

function recordKind(sortKey: string): CollectionItemKind {
  for (const [kind, prefix] of Object.entries(userItemPrefix)) {
    if (kind !== 'profile' && sortKey.startsWith(prefix)) return kind;
  }
  return (sortKey.split('#')[0] ?? sortKey).toLowerCase();
}

/**
 * Marks her profile: the deletion of her account has begun, and from now on every write that could
 * add to her records is refused (account-guard.ts). Answers her profile, or undefined when it is
 * already gone (an interrupted deletion tried again). Marking again keeps the first time.
 */
export async function markDeletionBegun(sub: string, at: string): Promise<UserProfile | undefined> {
  try {
    const { Attributes } = await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userProfile(sub),
        UpdateExpression: 'SET #mark = if_not_exists(#mark, :at)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#mark': DELETION_MARK },
        ExpressionAttributeValues: { ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const { type: _type, ...profile } = withoutKeys(Attributes ?? {});
    return profile as UserProfile;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Deletes every record of the athlete's collection except her profile (see {@link deleteProfile}),
 * read consistently: after {@link markDeletionBegun}, it sees every record a write committed before the mark.
 */
export async function deleteUserRecords(sub: string): Promise<number> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK }, ConsistentRead: true });
  const recordKeys = items.filter((item) => item.SK !== userItemPrefix.profile).map((item) => ({ PK: String(item.PK), SK: String(item.SK) }));
  await batchDelete(recordKeys);
  return recordKeys.length;
}

/**
 * Deletes the profile, its e-mail look-up (only while it still points at this user) and takes her
 * off the user count, in one transaction. Answers false when the profile was already gone.
 */
export async function deleteProfile(sub: string, email: string): Promise<boolean> {
  try {
    await writeTransaction([
      { Delete: { Key: keys.userProfile(sub), ConditionExpression: 'attribute_exists(PK)' } },
      {
        Delete: {
          Key: keys.emailLookup(email),
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :sub',
          ExpressionAttributeValues: { ':sub': sub },
        },
      },
      ...statsCounterUpdates([{ counter: 'TOTALS', add: { users: -1 } }]),
    ]);
    return true;
  } catch (error) {
    if (!profileWasGone(error)) throw error;
    // The profile was already gone: still remove a look-up that points at her.
    await writeTransaction([
      { Delete: { Key: keys.emailLookup(email), ConditionExpression: 'userId = :sub', ExpressionAttributeValues: { ':sub': sub } } },
    ]).catch((lookupError: unknown) => {
      if (!conditionFailedAt(lookupError, 0)) throw lookupError;
    });
    return false;
  }
}

/** Whether deleteProfile's transaction was refused because her profile no longer exists. */
const profileWasGone = (error: unknown) => conditionFailedAt(error, 0);

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

/**
 * BatchWriteItem takes 25 requests at a time and may leave some unprocessed under load: those are
 * sent again with exponential backoff (50 ms doubling, capped at 2 s) until none is left.
 */
export async function batchDelete(itemKeys: Key[], pause: (ms: number) => Promise<unknown> = sleep): Promise<void> {
  for (let start = 0; start < itemKeys.length; start += BATCH_SIZE) {
    let pending = itemKeys.slice(start, start + BATCH_SIZE).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      if (attempt > MAX_ATTEMPTS) throw new Error(`${pending.length} deletions were still unprocessed after ${MAX_ATTEMPTS} attempts`);
      if (attempt > 1) await pause(Math.min(2000, 50 * 2 ** (attempt - 2)));
      const { UnprocessedItems } = await dynamoClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (UnprocessedItems?.[tableName()] ?? []).flatMap((request) =>
        request.DeleteRequest?.Key ? [{ DeleteRequest: { Key: request.DeleteRequest.Key as Key } }] : [],
      );
    }
  }
}
