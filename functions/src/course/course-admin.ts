import type { Asset } from '@herway/shared/contracts/content';
import { coursePacket } from '@herway/shared/catalog/course';
import type { CourseRecord, LessonRecord } from './store/course-repo';
import { isReleased, lessonsOf } from './course';

// An admin's changes to the course's modules (docs/course-player.md), pure: which lessons a module gets, and
// whether a module may be released. Answers sentences for the handler to refuse with.

export type LessonsPlan = { ok: true; lessons: LessonRecord[]; detached: string[]; seenVersion: number } | { ok: false; status: 400 | 409; message: string };

/** The lesson an uploaded asset becomes at `position` of module `moduleNumber`. */
export function lessonOf(asset: Asset, moduleNumber: number, position: number): LessonRecord {
  return {
    assetId: asset.id,
    moduleNumber,
    position,
    title: asset.fileName,
    ...(asset.description ? { description: asset.description } : {}),
    contentType: asset.contentType,
    mimeType: asset.mimeType,
    storagePath: asset.storagePath,
    fileSize: asset.fileSize,
    isActive: asset.isActive,
  };
}

/**
 * The module's new lessons, in the order asked: each must be an uploaded Course Packet file (one in
 * another module moves here); the module's lessons left out are removed from it. A released module
 * keeps at least one active lesson.
 */
export function planModuleLessons(
  course: CourseRecord,
  moduleNumber: number,
  requested: readonly string[],
  assets: ReadonlyMap<string, Asset>,
  now: Date,
): LessonsPlan {
  const missing = requested.find((assetId) => assets.get(assetId)?.courseId !== coursePacket.courseId);
  if (missing)
    return { ok: false, status: 400, message: `One of the files is not an uploaded Course Packet file (${missing}). Reload the page and choose again.` };
  // A lesson moved or reordered keeps its captions.
  const captionsOf = new Map(course.lessons.map((lesson) => [lesson.assetId, lesson.captions]));
  const lessons = requested.map((assetId, position) => {
    const captions = captionsOf.get(assetId);
    return { ...lessonOf(assets.get(assetId) as Asset, moduleNumber, position), ...(captions ? { captions } : {}) };
  });
  const module = course.modules.find((candidate) => candidate.moduleNumber === moduleNumber);
  if (isReleased(module, now) && !lessons.some((lesson) => lesson.isActive)) {
    return { ok: false, status: 409, message: `Module ${moduleNumber} is released, so it keeps at least one active lesson.` };
  }
  const kept = new Set(requested);
  const detached = course.lessons.filter((lesson) => lesson.moduleNumber === moduleNumber && !kept.has(lesson.assetId)).map((lesson) => lesson.assetId);
  return { ok: true, lessons, detached, seenVersion: module?.lessonsVersion ?? 0 };
}

export type ReleasePlan = { ok: true; releaseAt: string; now: boolean } | { ok: false; status: 400 | 409; message: string };

/**
 * When the module opens: now, or at a later date; only with an active lesson, only when each of its
 * videos has captions (an athlete who cannot hear a lesson can read it), and only once.
 */
export function planRelease(course: CourseRecord, moduleNumber: number, requestedAt: string | undefined, now: Date): ReleasePlan {
  const module = course.modules.find((candidate) => candidate.moduleNumber === moduleNumber);
  if (isReleased(module, now)) return { ok: false, status: 409, message: `Module ${moduleNumber} is already released.` };
  const lessons = lessonsOf(course, moduleNumber);
  if (lessons.length === 0) return { ok: false, status: 409, message: `Add a lesson to Module ${moduleNumber} before releasing it.` };
  const uncaptioned = lessons.find((lesson) => lesson.contentType === 'video' && !lesson.captions);
  if (uncaptioned) return { ok: false, status: 409, message: `Add captions to '${uncaptioned.title}' before releasing Module ${moduleNumber}.` };
  if (requestedAt === undefined) return { ok: true, releaseAt: now.toISOString(), now: true };
  if (Date.parse(requestedAt) <= now.getTime())
    return { ok: false, status: 400, message: 'The release date has passed: choose a later date, or release it now.' };
  return { ok: true, releaseAt: new Date(requestedAt).toISOString(), now: false };
}
