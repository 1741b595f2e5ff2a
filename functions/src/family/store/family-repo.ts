import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_GUARDIANS_PER_ATHLETE } from '@herway/shared/contracts/family';
import type { AccountType } from '@herway/shared/contracts/family';
import { dynamoClient } from '../../kernel/aws-clients';
import { accountIsOpen } from '../../kernel/store/account-guard';
import { batchGetAll } from '../../kernel/store/batch-get';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { queryAll, tableName } from '../../kernel/store/table';
import { cancellationCodes, writeTransaction } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';
import type { FamilyInvite } from './invite-repo';

// Family links (docs/family.md): a live link is two items, FAMILY#GUARDIAN#<guardian> in the
// athlete's collection and FAMILY#ATHLETE#<athlete> in the guardian's, written and deleted together,
// so either side reads its links with one Query and a guardian's access to one athlete is one
// GetItem. The athlete's FAMILY item counts her guardians: the cap is a condition on it.

/** One side of a link: the other person, by role and id. */
export interface FamilyLinkRecord {
  linkId: string;
  athleteId: string;
  guardianId: string;
  /** The other person's role, seen from the collection it was read in. */
  otherRole: AccountType;
  otherId: string;
  since: string;
}

export interface SentInviteRecord {
  email: string;
  tokenHash: string;
  sentAt: string;
  validUntil: string;
}

export interface FamilyItems {
  links: FamilyLinkRecord[];
  invites: SentInviteRecord[];
}

function parseLink(item: Item): FamilyLinkRecord | undefined {
  if (typeof item.linkId !== 'string' || typeof item.athleteId !== 'string' || typeof item.guardianId !== 'string') return undefined;
  const otherRole: AccountType = String(item.SK).startsWith(userItemPrefix.guardianLink) ? 'guardian' : 'athlete';
  return {
    linkId: item.linkId,
    athleteId: item.athleteId,
    guardianId: item.guardianId,
    otherRole,
    otherId: otherRole === 'guardian' ? item.guardianId : item.athleteId,
    since: String(item.since),
  };
}

function parseSentInvite(item: Item): SentInviteRecord | undefined {
  if (typeof item.tokenHash !== 'string' || typeof item.email !== 'string') return undefined;
  return { email: item.email, tokenHash: item.tokenHash, sentAt: String(item.createdAt), validUntil: String(item.validUntil) };
}

/** Her links and her open invitations: ONE Query of her collection. */
export async function readFamilyItems(sub: string): Promise<FamilyItems> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :family)',
    ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK, ':family': 'FAMILY' },
    ConsistentRead: true,
  });
  const links = items.filter((item) => String(item.SK).startsWith(userItemPrefix.familyLink)).flatMap((item) => parseLink(item) ?? []);
  const invites = items.filter((item) => String(item.SK).startsWith(userItemPrefix.sentFamilyInvite)).flatMap((item) => parseSentInvite(item) ?? []);
  return { links, invites };
}

/** The live link between a guardian and one athlete, read on the guardian's side; undefined when there is none. */
export async function linkBetween(guardianId: string, athleteId: string): Promise<FamilyLinkRecord | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.familyLink(guardianId, 'athlete', athleteId), ConsistentRead: true }),
  );
  return Item ? parseLink(Item) : undefined;
}

/** The ids of the guardians linked to an athlete. */
export async function guardianIdsOf(athleteId: string): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :guardians)',
    ExpressionAttributeValues: { ':pk': keys.userCollection(athleteId).PK, ':guardians': userItemPrefix.guardianLink },
  });
  return items.flatMap((item) => parseLink(item)?.guardianId ?? []);
}

/** The account registered with an address, if any (its e-mail look-up item). */
export async function userIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.emailLookup(email), ConsistentRead: true }));
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
}

export interface NewLink {
  linkId: string;
  invite: FamilyInvite;
  athleteId: string;
  guardianId: string;
  acceptedBy: string;
  now: string;
  audit: TransactItem;
}

export type LinkOutcome = 'linked' | 'invite-spent' | 'already-linked' | 'family-full' | 'account-closed';

/**
 * Accepts an invitation in ONE transaction: the invitation is marked used (only if unused and
 * valid), both sides of the link are written (only if not linked already), the athlete's guardian
 * count goes up (only below the cap), the sender's open invitation goes, both accounts must be open,
 * and the audit entry is written. Two accepts at once: one link, the other is told why not.
 */
export async function linkAccounts(link: NewLink): Promise<LinkOutcome> {
  const { athleteId, guardianId, linkId, now } = link;
  const shared = { type: 'familyLink', linkId, athleteId, guardianId, since: now };
  const items: TransactItem[] = [
    {
      Update: {
        Key: keys.familyInvite(link.invite.tokenHash),
        UpdateExpression: 'SET usedAt = :now, usedBy = :by',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(usedAt) AND validUntil > :now',
        ExpressionAttributeValues: { ':now': now, ':by': link.acceptedBy },
      },
    },
    { Put: { Item: { ...keys.familyLink(athleteId, 'guardian', guardianId), ...shared }, ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { Item: { ...keys.familyLink(guardianId, 'athlete', athleteId), ...shared }, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        Key: keys.familyCount(athleteId),
        UpdateExpression: 'SET guardianCount = if_not_exists(guardianCount, :zero) + :one',
        ConditionExpression: 'attribute_not_exists(guardianCount) OR guardianCount < :max',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_GUARDIANS_PER_ATHLETE },
      },
    },
    { Delete: { Key: keys.sentFamilyInvite(link.invite.inviterId, link.invite.email) } },
    accountIsOpen(athleteId),
    accountIsOpen(guardianId),
    link.audit,
  ];
  try {
    await writeTransaction(items);
    return 'linked';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const failed = (index: number) => codes[index] === 'ConditionalCheckFailed';
    if (failed(5) || failed(6)) return 'account-closed';
    if (failed(0)) return 'invite-spent';
    if (failed(1) || failed(2)) return 'already-linked';
    if (failed(3)) return 'family-full';
    throw error;
  }
}

/**
 * Ends a link in ONE transaction: both sides go and the athlete's count goes down, only if the
 * link is still there (the side `endedBy` reads must exist). Answers false when it had ended already.
 */
export async function unlinkAccounts(link: FamilyLinkRecord, endedBy: string, audit: TransactItem): Promise<boolean> {
  const own =
    endedBy === link.athleteId ? keys.familyLink(link.athleteId, 'guardian', link.guardianId) : keys.familyLink(link.guardianId, 'athlete', link.athleteId);
  const other =
    endedBy === link.athleteId ? keys.familyLink(link.guardianId, 'athlete', link.athleteId) : keys.familyLink(link.athleteId, 'guardian', link.guardianId);
  try {
    await writeTransaction([
      { Delete: { Key: own, ConditionExpression: 'linkId = :link', ExpressionAttributeValues: { ':link': link.linkId } } },
      { Delete: { Key: other } },
      {
        Update: {
          Key: keys.familyCount(link.athleteId),
          UpdateExpression: 'SET guardianCount = guardianCount - :one',
          ConditionExpression: 'guardianCount > :zero',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        },
      },
      audit,
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Withdraws one of her open invitations: its link stops working. */
export async function withdrawInvite(sub: string, invite: SentInviteRecord): Promise<void> {
  await writeTransaction([{ Delete: { Key: keys.sentFamilyInvite(sub, invite.email) } }, { Delete: { Key: keys.familyInvite(invite.tokenHash) } }]);
}

/** The profiles of some accounts (name and address), by id: one BatchGet; a deleted account is left out. */
export async function profilesOf(ids: readonly string[]): Promise<Map<string, { firstName: string; lastName: string; email: string }>> {
  const unique = [...new Set(ids)];
  const profiles = await batchGetAll(
    unique.map((id) => keys.userProfile(id)),
    { consistentRead: true },
  );
  const found = new Map<string, { firstName: string; lastName: string; email: string }>();
  for (const item of profiles) {
    if (typeof item.id !== 'string' || typeof item.email !== 'string') continue;
    found.set(item.id, { firstName: String(item.firstName ?? ''), lastName: String(item.lastName ?? ''), email: item.email });
  }
  return found;
}
