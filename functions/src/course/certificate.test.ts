import { describe, expect, it } from 'vitest';
import { certificateNames, courseCompletion, newCertificateCode, shownName } from './certificate';
import type { CourseRecord, LessonRecord } from './store/course-repo';
import type { ProgressRecord } from './store/progress-repo';

const now = new Date('2026-11-29T12:00:00.000Z');
const lesson = (moduleNumber: number, index: number): LessonRecord => ({
  assetId: `a${moduleNumber}-${index}`,
  moduleNumber,
  position: index,
  title: `Lesson ${moduleNumber}.${index}`,
  contentType: 'pdf',
  mimeType: 'application/pdf',
  storagePath: `x/${moduleNumber}-${index}.pdf`,
  fileSize: 1,
  isActive: true,
});
const modules = (released: number[]) => released.map((moduleNumber) => ({ moduleNumber, releaseAt: '2026-01-01T00:00:00.000Z', lessonsVersion: 1 }));
const allNine = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const done = (record: LessonRecord, completedAt: string): ProgressRecord => ({
  assetId: record.assetId,
  moduleNumber: record.moduleNumber,
  positionSeconds: 0,
  completed: true,
  completedAt,
  updatedAt: completedAt,
});

describe('courseCompletion', () => {
  const lessons = allNine.map((moduleNumber) => lesson(moduleNumber, 0));
  const course: CourseRecord = { modules: modules(allNine), lessons };

  it('is complete once every lesson of the nine released modules is completed, dated at her last completion', () => {
    const progress = lessons.map((record, index) => done(record, `2026-11-${String(10 + index).padStart(2, '0')}T08:00:00.000Z`));
    expect(courseCompletion(course, progress, now)).toEqual({ state: 'complete', completedAt: '2026-11-18T08:00:00.000Z' });
  });

  it('names at most three lessons left, and the modules not open yet (they cannot be completed: it waits)', () => {
    const partial: CourseRecord = { modules: modules([0, 1, 2, 3, 4, 5, 6]), lessons };
    expect(courseCompletion(partial, [done(lessons[0] as LessonRecord, '2026-11-10T08:00:00.000Z')], now)).toEqual({
      state: 'incomplete',
      message:
        '6 lessons left: Lesson 1.0, Lesson 2.0, Lesson 3.0 and 3 more. Module 7 and Module 8 are not open yet: your certificate waits for the whole course.',
    });
  });

  it('waits for a released module with no lesson, and ignores a switched-off lesson', () => {
    const switchedOff = { ...lesson(8, 1), isActive: false };
    const progress = lessons.map((record) => done(record, '2026-11-10T08:00:00.000Z'));
    expect(courseCompletion({ modules: modules(allNine), lessons: [...lessons, switchedOff] }, progress, now).state).toBe('complete');
    const empty: CourseRecord = { modules: modules(allNine), lessons: lessons.filter((record) => record.moduleNumber !== 4) };
    expect(courseCompletion(empty, progress, now)).toEqual({
      state: 'incomplete',
      message: 'Module 4 is not open yet: your certificate waits for the whole course.',
    });
  });
});

describe('certificateNames', () => {
  it('shows her first and last name, and only the last initial to the public check', () => {
    expect(certificateNames({ firstName: ' Maya ', lastName: 'lopez' })).toEqual({ displayName: 'Maya lopez', firstName: 'Maya', lastInitial: 'L.' });
    expect(certificateNames({ firstName: 'Maya' })).toEqual({ displayName: 'Maya', firstName: 'Maya', lastInitial: '' });
  });
});

describe('shownName', () => {
  it('reads her full name, or her first name and last initial as she chose', () => {
    const maya = { ...certificateNames({ firstName: 'Maya', lastName: 'Lopez' }), nameShown: 'full' as const };
    expect(shownName(maya)).toBe('Maya Lopez');
    expect(shownName({ ...maya, nameShown: 'initial' })).toBe('Maya L.');
  });

  it('keeps the only name she gave when it cannot be shortened', () => {
    expect(shownName({ ...certificateNames({ firstName: 'Maya' }), nameShown: 'initial' })).toBe('Maya');
    expect(shownName({ ...certificateNames({ lastName: 'Lopez' }), nameShown: 'initial' })).toBe('Lopez');
  });
});

describe('newCertificateCode', () => {
  it('is 10 base32 characters, a new one each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCertificateCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{10}$/);
  });
});
