import { describe, expect, it } from 'vitest';
import { stepDay, timelineAtAGlance } from './timeline';

const step = (key: string, date: string) => ({ key, date, title: key, detail: '', source: null });

describe('her timeline at a glance', () => {
  const steps = [
    step('past', '2026-10-01'),
    step('a', '2026-11-03'),
    step('b', '2026-11-30'),
    step('c', '2027-06-15'),
    step('d', '2027-06-15'),
    step('e', '2027-08-01'),
  ];

  it('shows this month’s steps and the next day’s steps after this month', () => {
    expect(timelineAtAGlance(steps, new Date(2026, 10, 29, 12))).toEqual({ thisMonth: [steps[1], steps[2]], next: [steps[3], steps[4]] });
  });

  it('shows nothing this month when no step falls in it, and no next step after the last', () => {
    expect(timelineAtAGlance(steps, new Date(2027, 0, 10, 12))).toEqual({ thisMonth: [], next: [steps[3], steps[4]] });
    expect(timelineAtAGlance(steps, new Date(2027, 7, 10, 12))).toEqual({ thisMonth: [steps[5]], next: [] });
  });

  it('writes a step’s day in words', () => {
    expect(stepDay('2027-06-15')).toBe('June 15, 2027');
  });
});
