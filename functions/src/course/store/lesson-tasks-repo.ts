import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { tableName } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';

/**
 * Action items that ask her to watch a lesson of the course (docs/sessions-and-reminders.md):
 * `USER#<sub>` / `ACTION#<id>` with `lesson: { id, title, moduleNumber }`, written by the bookings
 * domain's notes save. The course sits below bookings, so it reads and ticks them here, by their
 * keys only: the progress save already reads her whole collection (one consistent Query), which
 * holds them, so finding them costs no extra read and no pointer item.
 */

/** One open action item naming a lesson. */
export interface LessonTask {
  itemId: string;
  lessonId: string;
}

const lessonTaskSchema = z.object({ id: z.string(), doneAt: z.null(), lesson: z.object({ id: z.string() }) });

/** The open action items naming a lesson, among the items of her collection. */
export function lessonTasksOf(items: readonly Item[]): LessonTask[] {
  return items.flatMap((item) => {
    if (!String(item.SK).startsWith(userItemPrefix.actionItem)) return [];
    const parsed = lessonTaskSchema.safeParse(item);
    return parsed.success ? [{ itemId: parsed.data.id, lessonId: parsed.data.lesson.id }] : [];
  });
}

/**
 * Ticks her open items naming the lesson she just completed: each a conditional update (still
 * there, still this lesson, still open), so a second completion, two saves at once, or an item she
 * ticked or her mentor removed meanwhile changes nothing. Answers the ids ticked now.
 */
export async function completeLessonTasks(sub: string, lessonId: string, tasks: readonly LessonTask[], now: string): Promise<string[]> {
  const ticked = await Promise.all(
    tasks
      .filter((task) => task.lessonId === lessonId)
      .map(async ({ itemId }) => {
        try {
          await dynamoClient().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: keys.actionItem(sub, itemId),
              UpdateExpression: 'SET doneAt = :now, updatedAt = :now',
              ConditionExpression: 'attribute_exists(PK) AND lesson.id = :lesson AND doneAt = :open',
              ExpressionAttributeValues: { ':now': now, ':lesson': lessonId, ':open': null },
            }),
          );
          return [itemId];
        } catch (error) {
          if (isConditionFailure(error)) return [];
          throw error;
        }
      }),
  );
  return ticked.flat();
}
