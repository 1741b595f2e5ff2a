import { describe, expect, it } from 'vitest';
import { changeDeadline, isTimelyChange } from './session-policy';

describe('session change policy', () => {
  const start = '2026-12-10T17:00:00.000Z';

  it('allows a change up to exactly 24 hours before the start', () => {
    expect(changeDeadline(start).toISOString()).toBe('2026-12-09T17:00:00.000Z');
    expect(isTimelyChange(start, new Date('2026-12-09T17:00:00.000Z'))).toBe(true);
    expect(isTimelyChange(start, new Date('2026-12-01T09:00:00.000Z'))).toBe(true);
  });

  it('calls a change with less notice, or after the start, late', () => {
    expect(isTimelyChange(start, new Date('2026-12-09T17:00:00.001Z'))).toBe(false);
    expect(isTimelyChange(start, new Date('2026-12-10T18:00:00.000Z'))).toBe(false);
  });
});
