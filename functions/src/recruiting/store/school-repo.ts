import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_SCHOOLS, overallScore } from '@herway/shared/catalog/recruiting';
import { schoolSchema } from '@herway/shared/contracts/recruiting';
import type { School, SchoolFields, UpdateSchoolBody } from '@herway/shared/contracts/recruiting';
import { logger } from '../../kernel/logger';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { queryAll, tableName, withoutKeys } from '../../kernel/store/table';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { conditionFailedAt, isConditionFailure } from '../../kernel/store/transaction';
import { parseRecruitingItem } from './recruiting-repo';
import type { RecruitingRecord } from './recruiting-repo';

// Her school list (docs/recruiting-workspace.md): SCHOOL#<id> items of her collection. The RECRUITING item counts
// them (`schoolCount`), and every add and delete changes the count in the same transaction, so
// the limit of 100 holds when two adds race (the second sees the first's count). Both are refused
// once her account's deletion has begun (account-guard.ts).

/** A stored school as the pages read it, with its overall score; undefined (logged) if it does not parse. */
export function parseSchoolItem(item: Item): School | undefined {
  const data = withoutKeys(item);
  const parsed = schoolSchema.safeParse({ ...data, overallScore: null });
  if (!parsed.success) {
    logger.warn('School item skipped: it does not parse', { sk: String(item.SK) });
    return undefined;
  }
  return { ...parsed.data, overallScore: overallScore(parsed.data) };
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** Items of her collection under one sort-key condition, read consistently (a school added a moment ago is listed). */
function queryCollection(sub: string, condition: string, values: Record<string, string>): Promise<Item[]> {
  return queryAll({
    KeyConditionExpression: `PK = :pk AND ${condition}`,
    ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK, ...values },
    ConsistentRead: true,
  });
}

const oldestFirst = (items: readonly Item[]): School[] =>
  items
    .filter((item) => String(item.SK).startsWith(userItemPrefix.school))
    .map(parseSchoolItem)
    .filter(defined)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** Her whole list, oldest first: ONE Query (100 schools are far under a page of 1 MB). */
export async function listSchools(sub: string): Promise<School[]> {
  return oldestFirst(await queryCollection(sub, 'begins_with(SK, :prefix)', { ':prefix': userItemPrefix.school }));
}

/**
 * Her list and her profile (whose sport and class say when each school's coaches may contact her):
 * still ONE Query, from the RECRUITING item to the last SCHOOL# item, which sort next to each other
 * in her collection (anything stored between them is skipped).
 */
export async function listSchoolsWithProfile(sub: string): Promise<{ schools: School[]; record: RecruitingRecord }> {
  const items = await queryCollection(sub, 'SK BETWEEN :from AND :to', { ':from': userItemPrefix.recruiting, ':to': `${userItemPrefix.school}\uffff` });
  return { schools: oldestFirst(items), record: parseRecruitingItem(items.find((item) => item.SK === userItemPrefix.recruiting)) };
}

/** Adds a school, or answers 'full' when she already lists {@link MAX_SCHOOLS}. */
export async function addSchool(sub: string, fields: SchoolFields, now: string): Promise<School | 'full'> {
  const id = randomUUID();
  const item = { ...keys.targetSchool(sub, id), id, ...fields, createdAt: now, updatedAt: now };
  try {
    await writeForOpenAccount(sub, [
      { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          Key: keys.recruitingProfile(sub),
          UpdateExpression: 'ADD schoolCount :one',
          ConditionExpression: 'attribute_not_exists(schoolCount) OR schoolCount < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': MAX_SCHOOLS },
        },
      },
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 1)) return 'full';
    throw error;
  }
  const school = parseSchoolItem(item);
  if (!school) throw new Error('A school just stored does not parse');
  return school;
}

/** Applies the fields she changed; undefined when she has no such school. */
export async function updateSchool(sub: string, schoolId: string, changes: UpdateSchoolBody, now: string): Promise<School | undefined> {
  const entries = Object.entries({ ...changes, updatedAt: now }).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.targetSchool(sub, schoolId),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseSchoolItem(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes a school and counts it off; false when she has no such school. */
export async function deleteSchool(sub: string, schoolId: string): Promise<boolean> {
  try {
    // Checked too: its count's ADD would put her RECRUITING item back after the deletion's sweep.
    await writeForOpenAccount(sub, [
      { Delete: { Key: keys.targetSchool(sub, schoolId), ConditionExpression: 'attribute_exists(PK)' } },
      {
        Update: {
          Key: keys.recruitingProfile(sub),
          UpdateExpression: 'ADD schoolCount :minusOne',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}
