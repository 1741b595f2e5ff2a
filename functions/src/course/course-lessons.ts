import { coursePacket } from '@herway/shared/catalog/course';
import { readCourseEntitlement } from './store/entitlement-repo';
import { readCourse } from './store/course-repo';
import { readCourseItemsOf, readProgress, writeProgress } from './store/progress-repo';
import { completeLessonTasks } from './store/lesson-tasks-repo';
import type { ProgressRecord } from './store/progress-repo';
import type { CourseRecord, LessonRecord } from './store/course-repo';
import type { EntitlementState } from './store/entitlement-repo';
import { entitlementIsOpen } from './entitlement';
import { lessonAccess, nextProgress } from './course';

export const UNKNOWN_LESSON = 'This lesson does not exist. It may have been removed: reload the course.';
export const UNRELEASED_LESSON = 'This module is not released yet. We will e-mail you when it is.';

export type LessonLookup = { state: 'open'; lesson: LessonRecord } | { state: 'no-access' | 'unknown' | 'unreleased' };

/**
 * Whether she may open a lesson now: an open entitlement to the course first (so that without it
 * she learns nothing else), then an active lesson in a released module.
 */
function openLessonOf(entitlement: EntitlementState | undefined, course: CourseRecord, assetId: string, now: Date): LessonLookup {
  return entitlementIsOpen(entitlement, now) ? lessonAccess(course, assetId, now) : { state: 'no-access' };
}

/** The lesson she may open now (openLessonOf), her entitlement and the course read side by side. */
export async function findOpenLesson(sub: string, assetId: string, now: Date): Promise<LessonLookup> {
  const [entitlement, course] = await Promise.all([readCourseEntitlement(sub, coursePacket.courseId), readCourse(coursePacket.courseId)]);
  return openLessonOf(entitlement, course, assetId, now);
}

/** Two tabs saving at once: the one that lost reads again, a few times at most. */
const SAVE_ATTEMPTS = 3;

export type ProgressSave = { state: 'saved'; progress: ProgressRecord } | { state: 'no-access' | 'unknown' | 'unreleased' | 'busy' };

/**
 * Saves where she stopped in a lesson she may open now (openLessonOf), never backwards
 * (course.ts `nextProgress`). Her entitlement and progress come from one consistent read of her
 * collection, beside the course's; a save that lost to another tab's reads her progress again.
 * A save that completes the lesson ticks her open action items naming it (lesson-tasks-repo.ts).
 */
export async function saveLessonProgress(sub: string, assetId: string, report: Parameters<typeof nextProgress>[1], now: Date): Promise<ProgressSave> {
  const [hers, course] = await Promise.all([readCourseItemsOf(sub, { consistent: true }), readCourse(coursePacket.courseId)]);
  const entitlement = hers.entitlements.find((candidate) => candidate.courseId === coursePacket.courseId);
  const found = openLessonOf(entitlement, course, assetId, now);
  if (found.state !== 'open') return found;
  let stored = hers.progress.find((progress) => progress.assetId === found.lesson.assetId);
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
    const next = nextProgress(stored, report, found.lesson, now);
    if (await writeProgress(sub, next, stored)) {
      // Completing the lesson (now, or again by 'Mark lesson complete') ticks the items assigning it.
      if (next.completed && (report.completed === true || !stored?.completed))
        await completeLessonTasks(sub, next.assetId, hers.lessonTasks, now.toISOString());
      return { state: 'saved', progress: next };
    }
    stored = await readProgress(sub, found.lesson.assetId);
  }
  return { state: 'busy' };
}
