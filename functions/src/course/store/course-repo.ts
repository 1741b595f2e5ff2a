import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseId } from '@herway/shared/catalog/course-id';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { contentTypeSchema } from '@herway/shared/contracts/content-type';
import * as z from '@herway/shared/zod';
import { logger } from '../../kernel/logger';
import { dynamoClient } from '../../kernel/aws-clients';
import { auditPut } from '../../accounts/store/audit-repo';
import { keys } from '../../kernel/store/keys';
import { queryAll, tableName, withoutKeys } from '../../kernel/store/table';
import { writeTransaction, isRefusedWrite } from '../../kernel/store/transaction';

/**
 * The course's structure (docs/course-player.md), in one partition `COURSE#<courseId>` read with ONE Query:
 *   MODULE#<n>          a module's release: `releaseAt` (it is open from then on), `announcedAt`
 *                       (its e-mails went), `lessonsVersion` (bumped by every change of its lessons);
 *                       absent until an admin first touches the module;
 *   LESSON#<assetId>    an uploaded asset attached to a module, with its place in it and what the
 *                       player shows and signs (title, type, size, key; a video's captions).
 */

const isoTime = z.iso.datetime({ offset: true });

const moduleItemSchema = z.object({
  moduleNumber: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  releaseAt: z.optional(isoTime),
  announcedAt: z.optional(isoTime),
  lessonsVersion: z._default(z.number(), 0),
});
export type ModuleRecord = z.infer<typeof moduleItemSchema>;

const lessonItemSchema = z.object({
  assetId: z.string().check(z.minLength(1)),
  moduleNumber: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  position: z.number().check(z.int(), z.nonnegative()),
  title: z.string(),
  description: z.optional(z.string()),
  contentType: contentTypeSchema,
  mimeType: z.string(),
  storagePath: z.string().check(z.minLength(1)),
  fileSize: z.number(),
  isActive: z.boolean(),
  /** A video's captions (.vtt) and its transcript (.txt), beside the video in S3, and the captions' number of cues. */
  captions: z.optional(z.object({ key: z.string(), transcriptKey: z.string(), cueCount: z.number() })),
});
export type LessonRecord = z.infer<typeof lessonItemSchema>;

export interface CourseRecord {
  modules: ModuleRecord[];
  lessons: LessonRecord[];
}

/**
 * The course's modules and lessons in ONE Query of its partition (following pages only past 1 MB);
 * `consistent` for an admin's change and the e-mail runs, which must see the latest release.
 */
export async function readCourse(courseId: CourseId, options: { consistent?: boolean } = {}): Promise<CourseRecord> {
  const course: CourseRecord = { modules: [], lessons: [] };
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.coursePartition(courseId).PK },
    ...(options.consistent ? { ConsistentRead: true } : {}),
  });
  for (const item of items) {
    const sk = String(item.SK);
    const schema = sk.startsWith('MODULE#') ? moduleItemSchema : sk.startsWith('LESSON#') ? lessonItemSchema : undefined;
    const parsed = schema?.safeParse(withoutKeys(item));
    if (!parsed?.success) {
      logger.warn('Course item skipped: it does not parse', { sk });
      continue;
    }
    if (sk.startsWith('MODULE#')) course.modules.push(parsed.data as ModuleRecord);
    else course.lessons.push(parsed.data as LessonRecord);
  }
  return course;
}

/**
 * Makes `lessons` the module's lessons, in their order, and removes `detached` (lessons of the
 * module left out), with the audit entry, in one transaction; only while the module's lessons are
 * still those read (`seenVersion`), so two admins at once cannot mix their lists. False when they
 * changed meanwhile.
 */
export async function replaceModuleLessons(
  courseId: CourseId,
  moduleNumber: number,
  change: { lessons: readonly LessonRecord[]; detached: readonly string[]; seenVersion: number; audit: AuditEntry },
): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Update: {
          Key: keys.courseModule(courseId, moduleNumber),
          UpdateExpression: 'SET #type = :type, courseId = :courseId, moduleNumber = :number, lessonsVersion = :next',
          ConditionExpression: 'attribute_not_exists(lessonsVersion) OR lessonsVersion = :seen',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'courseModule',
            ':courseId': courseId,
            ':number': moduleNumber,
            ':seen': change.seenVersion,
            ':next': change.seenVersion + 1,
          },
        },
      },
      ...change.lessons.map((lesson) => ({
        Put: { Item: { ...keys.courseLesson(courseId, lesson.assetId), type: 'courseLesson', courseId, ...lesson } },
      })),
      ...change.detached.map((assetId) => ({ Delete: { Key: keys.courseLesson(courseId, assetId) } })),
      auditPut(change.audit),
    ]);
    return true;
  } catch (error) {
    if (isRefusedWrite(error)) return false;
    throw error;
  }
}

/**
 * A release date less than this far ahead can no longer be moved. Without it, of two releases
 * "now" at once, the one whose clock read earlier but wrote second found the first one's date
 * still ahead of its own `now` and won too.
 */
const RELEASE_SETTLED_MS = 60_000;

/**
 * Releases the module at `releaseAt` (now or later), with the audit entry, only while it is not
 * released yet (no date, or a date more than a minute ahead of `now`): of two releases at once,
 * one wins.
 */
export async function releaseModuleAt(courseId: CourseId, moduleNumber: number, releaseAt: string, now: string, audit: AuditEntry): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Update: {
          Key: keys.courseModule(courseId, moduleNumber),
          UpdateExpression:
            'SET #type = :type, courseId = :courseId, moduleNumber = :number, releaseAt = :at, lessonsVersion = if_not_exists(lessonsVersion, :zero)',
          ConditionExpression: 'attribute_not_exists(releaseAt) OR releaseAt > :settled',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'courseModule',
            ':courseId': courseId,
            ':number': moduleNumber,
            ':at': releaseAt,
            ':settled': new Date(Date.parse(now) + RELEASE_SETTLED_MS).toISOString(),
            ':zero': 0,
          },
        },
      },
      auditPut(audit),
    ]);
    return true;
  } catch (error) {
    if (isRefusedWrite(error)) return false;
    throw error;
  }
}

/** Notes that a module's release e-mails went (every athlete waiting for one was e-mailed). */
export async function markModuleAnnounced(courseId: CourseId, moduleNumber: number, now: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.courseModule(courseId, moduleNumber),
      UpdateExpression: 'SET announcedAt = if_not_exists(announcedAt, :now)',
      ConditionExpression: 'attribute_exists(releaseAt)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

/** Keeps a lesson's Active/Inactive in step with its asset's toggle; nothing when the asset is in no module. */
export async function setLessonActive(courseId: CourseId, assetId: string, isActive: boolean): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.courseLesson(courseId, assetId),
        UpdateExpression: 'SET isActive = :active',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':active': isActive },
      }),
    );
  } catch (error) {
    if (!isRefusedWrite(error)) throw error;
  }
}

/**
 * Records a video lesson's captions, with the audit entry, in one transaction; only while the
 * lesson is still there. False when it was removed meanwhile.
 */
export async function setLessonCaptions(
  courseId: CourseId,
  assetId: string,
  captions: NonNullable<LessonRecord['captions']>,
  audit: AuditEntry,
): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Update: {
          Key: keys.courseLesson(courseId, assetId),
          UpdateExpression: 'SET captions = :captions',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':captions': captions },
        },
      },
      auditPut(audit),
    ]);
    return true;
  } catch (error) {
    if (isRefusedWrite(error)) return false;
    throw error;
  }
}
