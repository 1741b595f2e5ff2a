import { lessonPathSchema, saveProgressBodySchema, saveProgressReplySchema } from '@herway/shared/contracts/course';
import { conflict, forbidden, notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { UNKNOWN_LESSON, UNRELEASED_LESSON, saveLessonProgress } from '../course-lessons';
import { NO_ACCESS_MESSAGE } from '../entitlement';

/**
 * PUT /api/course/progress/{assetId} (athlete): where she stopped in a lesson and whether she
 * completed it, only for a lesson she may open. It never goes backwards (course/course.ts
 * `nextProgress`): before completion the furthest position is kept, after it she is rewatching and
 * the position follows her; a completed lesson stays completed. Answers what is stored.
 */
export const handler = httpHandler(
  { method: 'PUT', path: '/api/course/progress/{assetId}', handler: 'course/save-progress', auth: 'athlete' },
  { path: lessonPathSchema, body: saveProgressBodySchema, reply: saveProgressReplySchema },
  async ({ path, body, user }) => {
    const saved = await saveLessonProgress(user.sub, path.assetId, body, new Date());
    if (saved.state === 'saved') {
      const { assetId, positionSeconds, completed } = saved.progress;
      return { assetId, progress: { positionSeconds, completed } };
    }
    if (saved.state === 'busy') throw conflict('Your progress was being saved from another window. Please try again.');
    throw saved.state === 'unknown' ? notFound(UNKNOWN_LESSON) : forbidden(saved.state === 'unreleased' ? UNRELEASED_LESSON : NO_ACCESS_MESSAGE);
  },
);
