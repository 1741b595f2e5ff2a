import { describe, expect, it } from 'vitest';
import { courseProgressLine } from '@/features/dashboard/components/course-progress-card';
import { withProgress } from '../api/course';
import { lessonPath, lessonsDone, moduleStateLabel } from './labels';

describe('course labels', () => {
  it('says whether a module is out, and when it comes if a date is set', () => {
    expect(moduleStateLabel({ state: 'released', releaseAt: null })).toBe('Released');
    expect(moduleStateLabel({ state: 'upcoming', releaseAt: null })).toBe('Coming soon');
    expect(moduleStateLabel({ state: 'upcoming', releaseAt: '2026-12-01T12:00:00.000Z' })).toBe('Coming Dec 1');
    expect(lessonsDone({ lessons: [{}, {}, {}] as never, completedLessons: 2 })).toBe('2 of 3 lessons done');
    expect(lessonPath(3, 'a b')).toBe('/course/learn/3?lesson=a%20b');
  });

  it("reads 'Module 3 of 8 · 42% complete' on the dashboard, the introduction by name, and all done when nothing is next", () => {
    const next = { moduleNumber: 3, assetId: 'a', title: 'Resume' };
    expect(courseProgressLine({ percentComplete: 42, releasedModules: 4, currentModule: 3, next })).toBe('Module 3 of 8 · 42% complete');
    expect(courseProgressLine({ percentComplete: 0, releasedModules: 1, currentModule: 0, next })).toBe('Introduction (Module 0) · 0% complete');
    expect(courseProgressLine({ percentComplete: 22, releasedModules: 2, currentModule: null, next: null })).toBe(
      '2 of 9 modules released, all done · 22% complete',
    );
  });

  it('puts a saved lesson progress into the course it shows', () => {
    const lesson = { assetId: 'a', title: 'A', contentType: 'video', fileSize: 1, progress: { positionSeconds: 0, completed: false } } as const;
    const module = {
      number: 0,
      title: 'M',
      description: 'D',
      durationMinutes: 5,
      state: 'released',
      releaseAt: null,
      lessons: [lesson],
      completedLessons: 0,
    } as const;
    const course = { modules: [module], percentComplete: 0, next: null, lastLesson: null };
    const updated = withProgress(course as never, { assetId: 'a', progress: { positionSeconds: 12, completed: false } });
    expect(updated.modules[0]?.lessons[0]?.progress).toEqual({ positionSeconds: 12, completed: false });
  });
});
