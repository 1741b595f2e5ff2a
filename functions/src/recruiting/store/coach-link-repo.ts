import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachLink } from '@herway/shared/contracts/coach-links';
import { dynamoClient } from '../../kernel/aws-clients';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { queryAll, tableName } from '../../kernel/store/table';
import { conditionFailedAt, isConditionFailure, isRefusedWrite, writeTransaction } from '../../kernel/store/transaction';
import { tokenHash } from './recruiting-repo';

// Her coach links (docs/recruiting-workspace.md#coach-links): one /p/<token> address per school of
// her list. COACHLINK#<schoolId> in her collection holds the token, the school and the open count;
// SHARE#<sha256(token)> (the same look-up as her one profile link) names her and the school.

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored COACHLINK item as her pages read it. */
export function parseCoachLinkItem(item: Item): CoachLink {
  return {
    schoolId: textOf(item.schoolId),
    schoolName: textOf(item.schoolName),
    path: `/p/${textOf(item.token)}`,
    createdAt: textOf(item.createdAt),
    opens: typeof item.opens === 'number' ? item.opens : 0,
    lastOpenedAt: typeof item.lastOpenedAt === 'string' ? item.lastOpenedAt : null,
  };
}

async function readCoachLink(sub: string, schoolId: string): Promise<CoachLink | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.coachLink(sub, schoolId), ConsistentRead: true }));
  return Item ? parseCoachLinkItem(Item) : undefined;
}

/**
 * Her coach link for one school of her list: `created` a new one (a fresh 32-byte token, its
 * look-up and her item, in one transaction that checks the school and her open account), `existing`
 * the one she already has (also when another request made it a moment ago), or `no-school`.
 */
export async function shareWithSchool(sub: string, schoolId: string, now: string): Promise<{ outcome: 'created' | 'existing'; link: CoachLink } | 'no-school'> {
  const current = await readCoachLink(sub, schoolId);
  if (current) return { outcome: 'existing', link: current };
  const { Item: school } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.targetSchool(sub, schoolId), ConsistentRead: true }));
  if (!school) return 'no-school';
  const token = randomBytes(32).toString('base64url');
  const item = { ...keys.coachLink(sub, schoolId), token, schoolId, schoolName: textOf(school.name), createdAt: now, opens: 0, lastOpenedAt: null };
  try {
    await writeForOpenAccount(sub, [
      { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { Item: { ...keys.profileShare(tokenHash(token)), userId: sub, schoolId, createdAt: now }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { ConditionCheck: { Key: keys.targetSchool(sub, schoolId), ConditionExpression: 'attribute_exists(PK)' } },
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 2)) return 'no-school';
    if (!conditionFailedAt(error, 0)) throw error;
    // Another request made her link first: that one is hers.
    const made = await readCoachLink(sub, schoolId);
    if (!made) throw error;
    return { outcome: 'existing', link: made };
  }
  return { outcome: 'created', link: parseCoachLinkItem(item) };
}

/** Her COACHLINK items, read consistently (a link made a moment ago is listed). */
function listCoachLinkItems(sub: string): Promise<Item[]> {
  return queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK, ':prefix': userItemPrefix.coachLink },
    ConsistentRead: true,
  });
}

/** Her coach links, oldest first: ONE Query (at most one per school, 100 schools). */
export async function listCoachLinks(sub: string): Promise<CoachLink[]> {
  return (await listCoachLinkItems(sub)).map(parseCoachLinkItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Revokes one of HER coach links by its token (its look-up and her item, one transaction); false when it is not hers or not live. */
export async function revokeCoachLink(sub: string, token: string): Promise<boolean> {
  const { Item: share } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.profileShare(tokenHash(token)), ConsistentRead: true }));
  if (share?.userId !== sub || typeof share.schoolId !== 'string') return false;
  try {
    await writeTransaction([
      { Delete: { Key: keys.profileShare(tokenHash(token)), ConditionExpression: 'userId = :sub', ExpressionAttributeValues: { ':sub': sub } } },
      {
        Delete: {
          Key: keys.coachLink(sub, share.schoolId),
          ConditionExpression: '#token = :token',
          ExpressionAttributeNames: { '#token': 'token' },
          ExpressionAttributeValues: { ':token': token },
        },
      },
    ]);
    return true;
  } catch (error) {
    // Revoked meanwhile by another request (or her account's deletion).
    if (isRefusedWrite(error)) return false;
    throw error;
  }
}

/** Revokes her coach link for a school she removed from her list, if she made one. */
export async function revokeCoachLinkOfSchool(sub: string, schoolId: string): Promise<void> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.coachLink(sub, schoolId), ConsistentRead: true }));
  if (typeof Item?.token === 'string') await revokeCoachLink(sub, Item.token);
}

/** Revokes every coach link of hers (account deletion: the look-ups live outside her collection). */
export async function revokeAllCoachLinks(sub: string): Promise<number> {
  const items = await listCoachLinkItems(sub);
  let revoked = 0;
  for (const item of items) if (await revokeCoachLink(sub, textOf(item.token))) revoked += 1;
  return revoked;
}

/**
 * Counts one open of her coach link: ADD opens 1, SET lastOpenedAt. Only while the link is live
 * (the condition keeps a revoked or deleted link from coming back as a bare counter). Nothing
 * about the visitor is stored.
 */
export async function countCoachLinkOpen(sub: string, schoolId: string, token: string, now: string): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.coachLink(sub, schoolId),
        UpdateExpression: 'ADD opens :one SET lastOpenedAt = :now',
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':token': token },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
