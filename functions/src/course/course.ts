import { courseModules } from '@herway/shared/catalog/course';
import type {
  AdminModule,
  CourseLesson,
  CourseProgressSummary,
  CourseReply,
  LessonPointer,
  LessonProgress,
  PlayerModule,
} from '@herway/shared/contracts/course';
import type { CourseRecord, LessonRecord, ModuleRecord } from './store/course-repo';
import type { ProgressRecord } from './store/progress-repo';

// The Course Packet as a course (docs/course-player.md), pure: which modules are open, what the player shows,
// how far she is, and how a saved position may change. No AWS; the clock is always given.

/** Links to play or show a lesson: longer than the longest module (15 minutes), so a video plays to its end. */
export const LESSON_LINK_SECONDS = 20 * 60;

/** A module is open once its release date has come. */
export function isReleased(module: ModuleRecord | undefined, now: Date): boolean {
  return Boolean(module?.releaseAt && Date.parse(module.releaseAt) <= now.getTime());
}

/** Whether any module of the course is open: the pre-order is over. */
export function courseHasRelease(course: CourseRecord, now: Date): boolean {
  return course.modules.some((module) => isReleased(module, now));
}

const moduleOf = (course: CourseRecord, number: number) => course.modules.find((module) => module.moduleNumber === number);

/** The active lessons of a module, in their order. */
export function lessonsOf(course: CourseRecord, number: number): LessonRecord[] {
  return course.lessons
    .filter((lesson) => lesson.moduleNumber === number && lesson.isActive)
    .sort((a, b) => a.position - b.position || a.assetId.localeCompare(b.assetId));
}

/** A lesson she may open now: active, in a released module. 'unknown' also covers a lesson switched off. */
export function lessonAccess(course: CourseRecord, assetId: string, now: Date): { state: 'open'; lesson: LessonRecord } | { state: 'unreleased' | 'unknown' } {
  const lesson = course.lessons.find((candidate) => candidate.assetId === assetId && candidate.isActive);
  if (!lesson) return { state: 'unknown' };
  return isReleased(moduleOf(course, lesson.moduleNumber), now) ? { state: 'open', lesson } : { state: 'unreleased' };
}

const NOT_STARTED: LessonProgress = { positionSeconds: 0, completed: false };

function playerLesson(lesson: LessonRecord, progress: ProgressRecord | undefined): CourseLesson {
  return {
    assetId: lesson.assetId,
    title: lesson.title,
    ...(lesson.description ? { description: lesson.description } : {}),
    contentType: lesson.contentType,
    fileSize: lesson.fileSize,
    progress: progress ? { positionSeconds: progress.positionSeconds, completed: progress.completed } : NOT_STARTED,
  };
}

/**
 * What the player shows: every module of the catalog, a released one with its lessons and her
 * progress, an upcoming one with its date if set and never its lessons; the percent, the next
 * lesson and the last one she opened.
 */
export function playerCourse(course: CourseRecord, progress: readonly ProgressRecord[], now: Date): CourseReply {
  const byAsset = new Map(progress.map((record) => [record.assetId, record]));
  const modules: PlayerModule[] = courseModules.map((catalog) => {
    const stored = moduleOf(course, catalog.number);
    const released = isReleased(stored, now);
    const lessons = released ? lessonsOf(course, catalog.number).map((lesson) => playerLesson(lesson, byAsset.get(lesson.assetId))) : [];
    return {
      number: catalog.number,
      title: catalog.title,
      description: catalog.description,
      durationMinutes: catalog.durationMinutes,
      state: released ? 'released' : 'upcoming',
      releaseAt: !released && stored?.releaseAt ? stored.releaseAt : null,
      lessons,
      completedLessons: lessons.filter((lesson) => lesson.progress.completed).length,
    };
  });
  const pointer = (module: PlayerModule, lesson: CourseLesson): LessonPointer => ({
    moduleNumber: module.number,
    assetId: lesson.assetId,
    title: lesson.title,
  });
  const open = modules.flatMap((module) => module.lessons.map((lesson) => ({ module, lesson })));
  const next = open.find(({ lesson }) => !lesson.progress.completed);
  const latest = [...progress]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .find((record) => open.some(({ lesson }) => lesson.assetId === record.assetId));
  const last = latest ? open.find(({ lesson }) => lesson.assetId === latest.assetId) : undefined;
  return {
    modules,
    percentComplete: percentComplete(modules),
    next: next ? pointer(next.module, next.lesson) : null,
    lastLesson: last ? pointer(last.module, last.lesson) : null,
  };
}

/** Each of the nine modules weighs a ninth; a module counts the share of its lessons completed (an upcoming one, none). */
export function percentComplete(modules: readonly Pick<PlayerModule, 'lessons' | 'completedLessons'>[]): number {
  if (modules.length === 0) return 0;
  const done = modules.reduce((sum, module) => sum + (module.lessons.length > 0 ? module.completedLessons / module.lessons.length : 0), 0);
  return Math.floor((100 * done) / modules.length);
}

/** The dashboard's summary: the percent, how many modules are open, the module she is in and where 'Continue' goes. */
export function progressSummary(reply: CourseReply): CourseProgressSummary {
  const released = reply.modules.filter((module) => module.state === 'released');
  return {
    percentComplete: reply.percentComplete,
    releasedModules: released.length,
    currentModule: reply.next?.moduleNumber ?? null,
    next: reply.next,
  };
}

/**
 * The progress to store after she reports `position` (and maybe `completed`) on a lesson.
 * Progress never goes backwards: before she completes the lesson, the stored position is the
 * furthest she reached; once completed, she is rewatching, and the position follows her (so she
 * comes back where she left the rewatch) while the lesson stays completed.
 */
export function nextProgress(
  stored: ProgressRecord | undefined,
  report: { positionSeconds: number; completed?: boolean | undefined },
  lesson: Pick<LessonRecord, 'assetId' | 'moduleNumber'>,
  now: Date,
): ProgressRecord {
  const wasCompleted = stored?.completed === true;
  const completed = wasCompleted || report.completed === true;
  const positionSeconds = wasCompleted ? report.positionSeconds : Math.max(stored?.positionSeconds ?? 0, report.positionSeconds);
  const completedAt = stored?.completedAt ?? (completed ? now.toISOString() : undefined);
  return {
    assetId: lesson.assetId,
    moduleNumber: lesson.moduleNumber,
    positionSeconds,
    completed,
    ...(completedAt ? { completedAt } : {}),
    updatedAt: now.toISOString(),
  };
}

/** The admin's view of every module: its state, date and lessons (switched-off ones too, marked). */
export function adminCourse(course: CourseRecord, now: Date): AdminModule[] {
  return courseModules.map((catalog) => {
    const stored = moduleOf(course, catalog.number);
    const state = isReleased(stored, now) ? 'released' : stored?.releaseAt ? 'scheduled' : 'draft';
    const lessons = course.lessons
      .filter((lesson) => lesson.moduleNumber === catalog.number)
      .sort((a, b) => a.position - b.position)
      .map((lesson) => ({
        assetId: lesson.assetId,
        title: lesson.title,
        contentType: lesson.contentType,
        fileSize: lesson.fileSize,
        isActive: lesson.isActive,
        captionsCueCount: lesson.captions?.cueCount ?? null,
      }));
    return { number: catalog.number, title: catalog.title, state, releaseAt: stored?.releaseAt ?? null, lessons };
  });
}

/** The modules whose date has come but whose e-mails have not all gone yet. */
export function modulesToAnnounce(course: CourseRecord, now: Date): number[] {
  return course.modules
    .filter((module) => isReleased(module, now) && !module.announcedAt)
    .map((module) => module.moduleNumber)
    .sort((a, b) => a - b);
}

/** The catalog module of a number ('0'-'8' already checked by the contract). */
export function catalogModule(number: number) {
  const found = courseModules.find((module) => module.number === number);
  if (!found) throw new Error(`No module ${number} in the catalog`);
  return found;
}
