import { describe, expect, it } from 'vitest';
import { dueLabel, localDay } from './action-items';

describe('action item due dates', () => {
  const now = new Date(2026, 11, 1, 23, 30);
  it('reads her own calendar day', () => {
    expect(localDay(now)).toBe('2026-12-01');
  });
  it('an item due today is due, one due yesterday overdue', () => {
    expect(dueLabel('2026-12-01', now)).toEqual({ text: 'Due Tue, Dec 1, 2026', overdue: false });
    expect(dueLabel('2026-11-30', now)).toEqual({ text: 'Overdue: was due Mon, Nov 30, 2026', overdue: true });
    expect(dueLabel('2027-01-15', now).overdue).toBe(false);
  });
});
