import { describe, expect, it } from 'vitest';
import { courseProgressLine } from './course-progress-card';

describe('course progress line', () => {
  it("reads 'Module 3 of 8 · 42% complete' on the dashboard, the introduction by name, and all done when nothing is next", () => {
    const next = { moduleNumber: 3, assetId: 'a', title: 'Resume' };
    expect(courseProgressLine({ percentComplete: 42, releasedModules: 4, currentModule: 3, next })).toBe('Module 3 of 8 · 42% complete');
    expect(courseProgressLine({ percentComplete: 0, releasedModules: 1, currentModule: 0, next })).toBe('Introduction (Module 0) · 0% complete');
    expect(courseProgressLine({ percentComplete: 22, releasedModules: 2, currentModule: null, next: null })).toBe(
      '2 of 9 modules released, all done · 22% complete',
    );
  });
});
