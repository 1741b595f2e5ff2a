import { lessonPathSchema, saveProgressBodySchema, saveProgressReplySchema } from '@herway/shared/contracts/course';
import { readProgress, writeProgress } from '../store/progress-repo';
import { conflict, forbidden, notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { nextProgress } from '../course';
import { UNKNOWN_LESSON, UNRELEASED_LESSON, findOpenLesson } from '../course-lessons';
import { NO_ACCESS_MESSAGE } from '../entitlement';

/** Two tabs saving at once: the one that lost reads again, a few times at most. */
const ATTEMPTS = 3;

/**
 * PUT /api/course/progress/{assetId} (athlete): where she stopped in a lesson and whether she
 * completed it, only for a lesson she may open. It never goes backwards (course/course.ts
 * `nextProgress`): before completion the furthest position is kept, after it she is rewatching and
 * the position follows her; a completed lesson stays completed. Answers what is stored.
 */
export const handler = httpHandler(
  'course/save-progress',
  { path: lessonPathSchema, body: saveProgressBodySchema, reply: saveProgressReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const found = await findOpenLesson(user.sub, path.assetId, now);
    if (found.state !== 'open')
      throw found.state === 'unknown' ? notFound(UNKNOWN_LESSON) : forbidden(found.state === 'unreleased' ? UNRELEASED_LESSON : NO_ACCESS_MESSAGE);
    const { lesson } = found;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const stored = await readProgress(user.sub, lesson.assetId);
      const next = nextProgress(stored, body, lesson, now);
      if (await writeProgress(user.sub, next, stored)) {
        return { assetId: lesson.assetId, progress: { positionSeconds: next.positionSeconds, completed: next.completed } };
      }
    }
    throw conflict('Your progress was being saved from another window. Please try again.');
  },
);
