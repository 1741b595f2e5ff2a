import { describe, expect, it } from 'vitest';
import { dueLine, packageLine, packageName } from './athlete-view';

describe("a guardian's view of her athlete", () => {
  it('says how many sessions are left of how many, and until when', () => {
    expect(packageLine({ sessionsRemaining: 3, totalSessions: 5, expiresAt: '2026-03-01T12:00:00.000Z' }, new Date('2026-02-01T00:00:00Z'))).toBe(
      '3 of 5 sessions left · expires Mar 1, 2026',
    );
    expect(packageLine({ sessionsRemaining: 1, totalSessions: 1, expiresAt: null })).toBe('1 of 1 session left');
    expect(packageName('growth')).toBe('Growth package');
  });

  it('reads a due date as the calendar day it is, whatever the time zone', () => {
    expect(dueLine('2026-12-01')).toBe('Due Dec 1, 2026');
    expect(dueLine(null)).toBe('No due date');
  });
});
