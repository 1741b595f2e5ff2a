import { describe, expect, it } from 'vitest';
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
