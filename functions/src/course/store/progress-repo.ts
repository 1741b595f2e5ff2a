import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { parseEntitlementItem } from './entitlement-repo';
import { lessonTasksOf } from './lesson-tasks-repo';
import type { LessonTask } from './lesson-tasks-repo';
import type { EntitlementRecord } from './entitlement-repo';
import type { Item } from '../../kernel/store/table';
import { queryAll, tableName, withoutKeys } from '../../kernel/store/table';
import { conditionFailedAt } from '../../kernel/store/transaction';

/**
 * Her progress on each lesson of the course (docs/course-player.md): `USER#<sub>` / `PROGRESS#<assetId>`, in
 * her collection, so the player reads it with the rest of her records in one Query, her export
 * lists it and deleting her account deletes it.
 */

/** Her progress on one lesson as stored. */
export interface ProgressRecord {
  assetId: string;
  moduleNumber: number;
  positionSeconds: number;
  completed: boolean;
  completedAt?: string;
  updatedAt: string;
  /** Bumped by every save ({@link writeProgress}): two saves at once cannot undo each other. */
  version?: number;
}

const isoTime = z.iso.datetime({ offset: true });

const progressItemSchema = z.object({
  assetId: z.string().check(z.minLength(1)),
  moduleNumber: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  positionSeconds: z.number().check(z.nonnegative()),
  completed: z.boolean(),
  completedAt: z.optional(isoTime),
  updatedAt: isoTime,
  version: z._default(z.number(), 0),
});

/** A PROGRESS# item of her collection, or undefined when it does not parse. */
export function parseProgressItem(item: Item): ProgressRecord | undefined {
  const parsed = progressItemSchema.safeParse(withoutKeys(item));
  return parsed.success ? parsed.data : undefined;
}

/** Her progress on one lesson now (consistent read), or undefined before she opened it. */
export async function readProgress(sub: string, assetId: string): Promise<ProgressRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.lessonProgress(sub, assetId), ConsistentRead: true }));
  return Item ? parseProgressItem(Item) : undefined;
}

/**
 * Stores her progress only if it is still what was read (`seen`, by its version; none: not there),
 * so two saves at once (two tabs) cannot undo each other: the loser reads again. False when it
 * changed. Refused once her account's deletion has begun (account-guard.ts).
 */
export async function writeProgress(sub: string, record: ProgressRecord, seen: ProgressRecord | undefined): Promise<boolean> {
  const version = (seen?.version ?? 0) + 1;
  try {
    await writeForOpenAccount(sub, [
      {
        Put: {
          Item: { ...keys.lessonProgress(sub, record.assetId), type: 'lessonProgress', userId: sub, ...record, version },
          ConditionExpression: seen ? 'version = :seen' : 'attribute_not_exists(PK)',
          ...(seen ? { ExpressionAttributeValues: { ':seen': seen.version ?? 0 } } : {}),
        },
      },
    ]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * Her entitlements, her lesson progress and her open action items naming a lesson from ONE Query of her collection (the player's page is
 * one read of hers and one of the course); `consistent` where a write follows (a progress save).
 * An item that does not parse is left out.
 */
export async function readCourseItemsOf(
  sub: string,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<{ entitlements: EntitlementRecord[]; progress: ProgressRecord[]; lessonTasks: LessonTask[] }> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK },
    ...(consistent ? { ConsistentRead: true } : {}),
  });
  const entitlements: EntitlementRecord[] = [];
  const progress: ProgressRecord[] = [];
  for (const item of items) {
    const sk = String(item.SK);
    const parsed = sk.startsWith(userItemPrefix.entitlement) ? parseEntitlementItem(item) : undefined;
    if (parsed) entitlements.push(parsed);
    const lesson = sk.startsWith(userItemPrefix.progress) ? parseProgressItem(item) : undefined;
    if (lesson) progress.push(lesson);
  }
  return { entitlements, progress, lessonTasks: lessonTasksOf(items) };
}
