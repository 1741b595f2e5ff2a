import { courseIds } from '@herway/shared/catalog/course';
import type { CourseId } from '@herway/shared/catalog/course';
import type { EntitlementState } from './store/entitlement-repo';

// Who may open a course now: the one rule every download, lesson, progress save and page applies
// to her entitlement as stored (entitlementStateOf in store/entitlement-repo.ts reads it).

export const NO_ACCESS_MESSAGE = 'You do not have access to this content';

/** Whether an entitlement opens its course now: active, and without an expiry or before it. */
export function entitlementIsOpen(entitlement: EntitlementState | undefined, now: Date): boolean {
  if (!entitlement || entitlement.isActive !== true) return false;
  if (entitlement.accessExpiresAt === undefined || entitlement.accessExpiresAt === null) return true;
  const expires = Date.parse(entitlement.accessExpiresAt);
  return Number.isFinite(expires) && expires > now.getTime();
}

/** The courses her entitlements open now, in catalog order, each once. */
export function openCourseIds(entitlements: readonly (EntitlementState & { courseId: CourseId })[], now: Date): CourseId[] {
  const open = new Set(entitlements.filter((entitlement) => entitlementIsOpen(entitlement, now)).map((entitlement) => entitlement.courseId));
  return courseIds.filter((courseId) => open.has(courseId));
}
