import { coursePacket } from '@herway/shared/catalog/course';
import { readCourseEntitlement } from './store/entitlement-repo';
import { readCourse } from './store/course-repo';
import type { LessonRecord } from './store/course-repo';
import { entitlementIsOpen } from './entitlement';
import { lessonAccess } from './course';

export const UNKNOWN_LESSON = 'This lesson does not exist. It may have been removed: reload the course.';
export const UNRELEASED_LESSON = 'This module is not released yet. We will e-mail you when it is.';

export type LessonLookup = { state: 'open'; lesson: LessonRecord } | { state: 'no-access' | 'unknown' | 'unreleased' };

/**
 * Whether she may open a lesson now: an open entitlement to the course first (so that without it
 * she learns nothing else), then an active lesson in a released module. Her entitlement and the
 * course are read side by side.
 */
export async function findOpenLesson(sub: string, assetId: string, now: Date): Promise<LessonLookup> {
  const [entitlement, course] = await Promise.all([readCourseEntitlement(sub, coursePacket.courseId), readCourse(coursePacket.courseId)]);
  if (!entitlementIsOpen(entitlement, now)) return { state: 'no-access' };
  return lessonAccess(course, assetId, now);
}
