import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { recruitingProfileSchema } from '@herway/shared/contracts/recruiting';
import type { RecruitingProfile, RecruitingProfileFields } from '@herway/shared/contracts/recruiting';
import { dynamoClient } from '../../kernel/aws-clients';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { batchGetAll } from '../../kernel/store/batch-get';
import { keys } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { tableName, withoutKeys } from '../../kernel/store/table';
import { writeTransaction, cancellationCodes } from '../../kernel/store/transaction';

// Her recruiting profile (docs/recruiting-workspace.md): the RECRUITING item of her collection holds the fields she
// saved, the token of her shared page (while shared) and how many schools she listed (school-repo.ts).
// A shared page is found through SHARE#<sha256(token)>, which names her; stopping sharing deletes it.

export interface RecruitingRecord {
  profile: RecruitingProfile;
  shareToken: string | null;
  sharedAt: string | null;
  /** She shares her workspace with her linked parents or guardians (docs/family.md). */
  familyShared: boolean;
  /** The linked guardian who last gave or withdrew the contact agreement, and when; null for her own tick. */
  consentGivenBy: string | null;
  consentGivenAt: string | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Her stored item as the pages read it; no item yet is an empty profile, not shared. */
export function parseRecruitingItem(item: Item | undefined): RecruitingRecord {
  const parsed = recruitingProfileSchema.safeParse(item ? withoutKeys(item) : {});
  return {
    profile: parsed.success ? parsed.data : recruitingProfileSchema.parse({}),
    shareToken: textOrNull(item?.shareToken),
    sharedAt: textOrNull(item?.sharedAt),
    familyShared: item?.familyShared === true,
    consentGivenBy: textOrNull(item?.consentGivenByName),
    consentGivenAt: textOrNull(item?.consentGivenAt),
  };
}

/** The look-up's key part for a token: only the hash is stored outside her collection. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

async function readItem(sub: string): Promise<Item | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.recruitingProfile(sub), ConsistentRead: true }));
  return Item;
}

/** Her profile and its sharing: ONE GetItem. */
export async function getRecruitingProfile(sub: string): Promise<RecruitingRecord> {
  return parseRecruitingItem(await readItem(sub));
}

/** Her profile, and how many parents or guardians are linked to her (her FAMILY count: family-repo.ts): ONE BatchGet. */
export async function getRecruitingProfileAndFamily(sub: string): Promise<{ record: RecruitingRecord; guardianCount: number }> {
  const wanted = [keys.recruitingProfile(sub), keys.familyCount(sub)];
  const items = await batchGetAll(wanted, { consistentRead: true });
  const family = items.find((item) => item.SK === wanted[1]?.SK);
  return {
    record: parseRecruitingItem(items.find((item) => item.SK === wanted[0]?.SK)),
    guardianCount: typeof family?.guardianCount === 'number' ? family.guardianCount : 0,
  };
}

/** Sets some attributes of her RECRUITING item (creating it if need be) while her account is open; answers the stored result. */
async function setRecruitingAttributes(sub: string, values: Record<string, unknown>): Promise<RecruitingRecord> {
  const entries = Object.entries(values);
  await writeForOpenAccount(sub, [
    {
      Update: {
        Key: keys.recruitingProfile(sub),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
      },
    },
  ]);
  return parseRecruitingItem(await readItem(sub));
}

/**
 * Replaces the fields of her profile (her share token and school count stay), while her account is
 * open (account-guard.ts); answers the stored result. With `keepConsent` (a guardian holds the
 * contact agreement: docs/family.md) the stored agreement stays as it is.
 */
export async function saveRecruitingProfile(sub: string, fields: RecruitingProfileFields, now: string, keepConsent = false): Promise<RecruitingRecord> {
  const { guardianConsent, ...rest } = fields;
  // Her own tick (no guardian linked) is the agreement from then on, whoever gave the earlier one.
  const consent = keepConsent ? {} : { guardianConsent, consentGivenByName: null, consentGivenAt: null };
  return setRecruitingAttributes(sub, { ...rest, ...consent, updatedAt: now });
}

/** Her one switch: her workspace shared with her linked family, or not. */
export function setWorkspaceFamilyShared(sub: string, shared: boolean): Promise<RecruitingRecord> {
  return setRecruitingAttributes(sub, { familyShared: shared });
}

/** A linked guardian gives or withdraws the contact agreement, named and dated. */
export function setGuardianConsent(athleteId: string, consent: boolean, guardianName: string, now: string): Promise<RecruitingRecord> {
  return setRecruitingAttributes(athleteId, { guardianConsent: consent, consentGivenByName: guardianName, consentGivenAt: now });
}

const isCancelledByCondition = (error: unknown) => cancellationCodes(error)?.includes('ConditionalCheckFailed') === true;

/**
 * Shares her page: a new unguessable token (32 random bytes) unless one is already live, which is
 * answered as it is (sharing twice gives one address). Two shares at once: the second finds the first's.
 */
export async function shareRecruitingProfile(sub: string, now: string): Promise<RecruitingRecord> {
  const current = parseRecruitingItem(await readItem(sub));
  if (current.shareToken) return current;
  const token = randomBytes(32).toString('base64url');
  try {
    // Refused once her account's deletion has begun: no SHARE# look-up may outlive her.
    await writeForOpenAccount(sub, [
      {
        Put: {
          Item: { ...keys.profileShare(tokenHash(token)), userId: sub, createdAt: now },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          Key: keys.recruitingProfile(sub),
          UpdateExpression: 'SET shareToken = :token, sharedAt = :now',
          ConditionExpression: 'attribute_not_exists(shareToken)',
          ExpressionAttributeValues: { ':token': token, ':now': now },
        },
      },
    ]);
  } catch (error) {
    if (!isCancelledByCondition(error)) throw error;
  }
  return parseRecruitingItem(await readItem(sub));
}

/** Stops sharing: the token's look-up is deleted with it, so the address opens nothing any more. Harmless when not shared. */
export async function revokeRecruitingShare(sub: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { shareToken } = parseRecruitingItem(await readItem(sub));
    if (!shareToken) return;
    try {
      await writeTransaction([
        { Delete: { Key: keys.profileShare(tokenHash(shareToken)) } },
        {
          Update: {
            Key: keys.recruitingProfile(sub),
            UpdateExpression: 'REMOVE shareToken, sharedAt',
            ConditionExpression: 'shareToken = :token',
            ExpressionAttributeValues: { ':token': shareToken },
          },
        },
      ]);
      return;
    } catch (error) {
      // Shared again meanwhile with another token: revoke that one.
      if (!isCancelledByCondition(error)) throw error;
    }
  }
}

export interface SharedRecruitingProfile {
  firstName: string | null;
  lastName: string | null;
  profile: RecruitingProfile;
  /** Opened through her coach link for one school (coach-link-repo.ts): whose it is and for which school. */
  coachLink?: { userId: string; schoolId: string; schoolName: string };
  /** Her course certificate, when she chose to show it on her coach page (course/store/certificate-repo.ts). */
  certificate?: ShownCertificate;
}

export interface ShownCertificate {
  code: string;
  courseTitle: string;
  completedAt: string;
}

/**
 * The items a look-up names: her account profile, her RECRUITING item, her course certificate (shown
 * only if she chose so) and, for a coach link, its COACHLINK# and SCHOOL# items.
 */
function sharedPageKeys(userId: string, schoolId: string | undefined) {
  const coach = schoolId ? [keys.coachLink(userId, schoolId), keys.targetSchool(userId, schoolId)] : [];
  return [keys.userProfile(userId), keys.recruitingProfile(userId), keys.courseCertificate(userId), ...coach];
}

/** Her certificate as her coach page shows it: only while it is issued and she turned "show on my coach page" on. */
function shownCertificate(item: Record<string, unknown> | undefined): ShownCertificate | undefined {
  if (item?.onCoachPage !== true) return undefined;
  const { code, courseTitle, completedAt } = item;
  return typeof code === 'string' && typeof courseTitle === 'string' && typeof completedAt === 'string' ? { code, courseTitle, completedAt } : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The profile a live token opens, or undefined (never shared, revoked, or her account deleted): a GetItem and one BatchGet. */
export async function readSharedProfile(token: string): Promise<SharedRecruitingProfile | undefined> {
  const { Item: share } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.profileShare(tokenHash(token)), ConsistentRead: true }));
  if (typeof share?.userId !== 'string') return undefined;
  const schoolId = typeof share.schoolId === 'string' ? share.schoolId : undefined;
  const wanted = sharedPageKeys(share.userId, schoolId);
  const items = await batchGetAll(wanted, { consistentRead: true });
  const [account, recruiting, certificate, coachLink, school] = wanted.map((key) => items.find((item) => item.SK === key.SK));
  // The look-up and her item must agree: a token she replaced or revoked opens nothing.
  const owner = schoolId ? coachLink?.token : recruiting?.shareToken;
  if (!account || owner !== token) return undefined;
  const shown = shownCertificate(certificate);
  const page = {
    firstName: text(account.firstName),
    lastName: text(account.lastName),
    profile: parseRecruitingItem(recruiting).profile,
    ...(shown ? { certificate: shown } : {}),
  };
  if (!schoolId) return page;
  const schoolName = text(school?.name) ?? text(coachLink?.schoolName) ?? 'a school';
  return { ...page, coachLink: { userId: share.userId, schoolId, schoolName } };
}
