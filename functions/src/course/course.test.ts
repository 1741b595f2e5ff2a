import type { CourseId } from '@herway/shared/catalog/course';
import type { Asset } from '@herway/shared/contracts/content';
import { describe, expect, it } from 'vitest';
import type { CourseRecord, LessonRecord } from './store/course-repo';
import { courseHasRelease, lessonAccess, modulesToAnnounce, nextProgress, percentComplete, playerCourse } from './course';
import type { ProgressRecord } from './store/progress-repo';
import { planModuleLessons, planRelease } from './course-admin';

const now = new Date('2026-11-27T12:00:00.000Z');
const past = '2026-11-20T09:00:00.000Z';
const later = '2026-12-01T09:00:00.000Z';

const lesson = (assetId: string, moduleNumber: number, position: number, extra: Partial<LessonRecord> = {}): LessonRecord => ({
  assetId,
  moduleNumber,
  position,
  title: `Lesson ${assetId}`,
  contentType: 'video',
  mimeType: 'video/mp4',
  storagePath: `content/course_packet/${assetId}/x.mp4`,
  fileSize: 1000,
  isActive: true,
  ...extra,
});

const captionsOf = (assetId: string) => ({
  key: `content/course_packet/${assetId}/captions-1.vtt`,
  transcriptKey: `content/course_packet/${assetId}/captions-1.txt`,
  cueCount: 3,
});

const course: CourseRecord = {
  modules: [
    { moduleNumber: 0, releaseAt: past, lessonsVersion: 1 },
    { moduleNumber: 1, releaseAt: later, lessonsVersion: 1 },
  ],
  lessons: [lesson('b', 0, 1), lesson('a', 0, 0), lesson('off', 0, 2, { isActive: false }), lesson('m1', 1, 0, { captions: captionsOf('m1') })],
};

const progress = (assetId: string, fields: Partial<ProgressRecord>): ProgressRecord => ({
  assetId,
  moduleNumber: 0,
  positionSeconds: 0,
  completed: false,
  updatedAt: past,
  ...fields,
});

describe('the player', () => {
  it('shows released modules with their active lessons in order, and never the lessons of an upcoming one', () => {
    const reply = playerCourse(course, [], now);
    expect(reply.modules).toHaveLength(9);
    expect(reply.modules[0]).toMatchObject({ number: 0, state: 'released', releaseAt: null });
    expect(reply.modules[0]?.lessons.map((shown) => shown.assetId)).toEqual(['a', 'b']);
    expect(reply.modules[1]).toMatchObject({ number: 1, state: 'upcoming', releaseAt: later, lessons: [] });
    expect(reply.modules[2]).toMatchObject({ state: 'upcoming', releaseAt: null });
    expect(JSON.stringify(reply)).not.toContain('m1');
    expect(reply.next).toEqual({ moduleNumber: 0, assetId: 'a', title: 'Lesson a' });
    expect(reply.lastLesson).toBeNull();
  });

  it('counts each module a ninth, goes on to the first lesson not completed and remembers the last one opened', () => {
    const reply = playerCourse(
      course,
      [progress('a', { completed: true, updatedAt: past }), progress('b', { positionSeconds: 42, updatedAt: '2026-11-21T00:00:00.000Z' })],
      now,
    );
    expect(reply.percentComplete).toBe(5); // half of module 0: 1/18
    expect(reply.next?.assetId).toBe('b');
    expect(reply.lastLesson?.assetId).toBe('b');
    expect(reply.modules[0]?.lessons[1]?.progress).toEqual({ positionSeconds: 42, completed: false });
    expect(percentComplete(Array.from({ length: 9 }, () => ({ lessons: [lesson('x', 0, 0)], completedLessons: 1 })) as never)).toBe(100);
  });

  it('opens only an active lesson of a released module', () => {
    expect(lessonAccess(course, 'a', now).state).toBe('open');
    expect(lessonAccess(course, 'm1', now).state).toBe('unreleased');
    expect(lessonAccess(course, 'm1', new Date(later)).state).toBe('open');
    expect(lessonAccess(course, 'off', now).state).toBe('unknown');
    expect(lessonAccess(course, 'nope', now).state).toBe('unknown');
  });

  it('is released once any module is, and announces the modules whose date came', () => {
    expect(courseHasRelease(course, now)).toBe(true);
    expect(courseHasRelease({ modules: [{ moduleNumber: 1, releaseAt: later, lessonsVersion: 0 }], lessons: [] }, now)).toBe(false);
    expect(modulesToAnnounce(course, now)).toEqual([0]);
    expect(modulesToAnnounce({ ...course, modules: [{ moduleNumber: 0, releaseAt: past, announcedAt: past, lessonsVersion: 1 }] }, now)).toEqual([]);
  });
});

describe('nextProgress: progress never goes backwards unless she rewatches', () => {
  const target = { assetId: 'a', moduleNumber: 0 };

  it('keeps the furthest position before she completes the lesson', () => {
    const stored = progress('a', { positionSeconds: 60 });
    expect(nextProgress(stored, { positionSeconds: 20 }, target, now).positionSeconds).toBe(60);
    expect(nextProgress(stored, { positionSeconds: 90 }, target, now).positionSeconds).toBe(90);
    expect(nextProgress(undefined, { positionSeconds: 5 }, target, now)).toMatchObject({ positionSeconds: 5, completed: false });
  });

  it('once completed, stays completed and follows her position (a rewatch)', () => {
    const done = nextProgress(progress('a', { positionSeconds: 60 }), { positionSeconds: 70, completed: true }, target, now);
    expect(done).toMatchObject({ positionSeconds: 70, completed: true, completedAt: now.toISOString() });
    const rewatch = nextProgress({ ...done, completedAt: past }, { positionSeconds: 10, completed: false }, target, now);
    expect(rewatch).toMatchObject({ positionSeconds: 10, completed: true, completedAt: past });
  });
});

describe('admin plans', () => {
  const asset = (id: string, courseId: CourseId = 'course_packet'): Asset => ({
    id,
    assetId: id,
    fileName: `${id}.pdf`,
    originalName: `${id}.pdf`,
    contentType: 'pdf',
    mimeType: 'application/pdf',
    fileSize: 10,
    storagePath: `content/${courseId}/${id}/x.pdf`,
    courseId,
    isActive: true,
    uploadedBy: 'admin',
    createdAt: past,
    updatedAt: past,
  });

  it('orders the lessons asked, moves one from another module and removes the ones left out', () => {
    const assets = new Map([
      ['m1', asset('m1')],
      ['new', asset('new')],
    ]);
    const plan = planModuleLessons(course, 0, ['new', 'm1'], assets, now);
    expect(plan).toMatchObject({ ok: true, detached: ['b', 'a', 'off'], seenVersion: 1 });
    expect(plan.ok && plan.lessons.map((planned) => [planned.assetId, planned.moduleNumber, planned.position])).toEqual([
      ['new', 0, 0],
      ['m1', 0, 1],
    ]);
    // The moved video keeps its captions.
    expect(plan.ok && plan.lessons.map((planned) => planned.captions)).toEqual([undefined, captionsOf('m1')]);
  });

  it('refuses a file that is not an uploaded Course Packet file, and emptying a released module', () => {
    expect(planModuleLessons(course, 2, ['x'], new Map([['x', asset('x', 'bonus_content')]]), now)).toMatchObject({ ok: false, status: 400 });
    expect(planModuleLessons(course, 0, [], new Map(), now)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Module 0 is released, so it keeps at least one active lesson.',
    });
  });

  it('releases now or on a later date, once, and only a module with a lesson', () => {
    expect(planRelease(course, 1, undefined, now)).toEqual({ ok: true, releaseAt: now.toISOString(), now: true });
    expect(planRelease(course, 1, later, now)).toEqual({ ok: true, releaseAt: later, now: false });
    expect(planRelease(course, 1, past, now)).toMatchObject({ ok: false, status: 400 });
    expect(planRelease(course, 0, undefined, now)).toMatchObject({ ok: false, status: 409, message: 'Module 0 is already released.' });
    expect(planRelease(course, 5, undefined, now)).toMatchObject({ ok: false, status: 409, message: 'Add a lesson to Module 5 before releasing it.' });
  });

  it('refuses to release a module while one of its active videos has no captions, naming it; a PDF needs none', () => {
    const withVideos: CourseRecord = {
      modules: [],
      lessons: [
        lesson('pdf', 2, 0, { contentType: 'pdf', mimeType: 'application/pdf' }),
        lesson('v1', 2, 1, { title: 'Coach e-mails', captions: captionsOf('v1') }),
        lesson('v2', 2, 2, { title: 'Your highlight video' }),
        lesson('v3', 2, 3, { isActive: false }),
      ],
    };
    expect(planRelease(withVideos, 2, undefined, now)).toEqual({
      ok: false,
      status: 409,
      message: "Add captions to 'Your highlight video' before releasing Module 2.",
    });
    const captioned = { ...withVideos, lessons: withVideos.lessons.map((each) => (each.assetId === 'v2' ? { ...each, captions: captionsOf('v2') } : each)) };
    expect(planRelease(captioned, 2, undefined, now)).toMatchObject({ ok: true, now: true });
  });
});
