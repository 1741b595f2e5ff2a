import { describe, expect, it } from 'vitest';
import { recruitingTimeline } from './recruiting-timeline';

const keysAndDates = (steps: ReturnType<typeof recruitingTimeline>) => steps.map((step) => `${step.date} ${step.key}`);

describe('her recruiting timeline', () => {
  it('gives a Division I and II soccer player of 2029 her paperwork, both contact dates and official visits, soonest first', () => {
    expect(keysAndDates(recruitingTimeline({ sports: 'Soccer', graduationYear: 2029 }, ['ncaa_d1', 'ncaa_d2', 'ncaa_d1']))).toEqual([
      '2026-09-01 eligibility-center',
      '2027-06-15 contact-ncaa-d1',
      '2027-06-15 contact-ncaa-d2',
      '2027-08-01 official-visits',
      '2028-03-01 test-scores',
      '2028-06-15 transcript',
      '2029-04-01 final-certification',
    ]);
  });

  it('dates softball’s contact and visits September 1 of junior year, and basketball’s visits in April of junior year', () => {
    const softball = recruitingTimeline({ sports: 'Softball', graduationYear: 2028 }, ['ncaa_d1']);
    expect(softball.find((step) => step.key === 'contact-ncaa-d1-september')?.date).toBe('2026-09-01');
    expect(softball.find((step) => step.key === 'official-visits')?.date).toBe('2026-09-01');
    const basketball = recruitingTimeline({ sports: 'Basketball', graduationYear: 2028 }, ['ncaa_d1']);
    expect(basketball.find((step) => step.key === 'official-visits')?.date).toBe('2027-04-01');
  });

  it('leaves out the NCAA’s paperwork and contact dates for Division III, NAIA and junior colleges', () => {
    expect(keysAndDates(recruitingTimeline({ sports: 'Soccer', graduationYear: 2029 }, ['ncaa_d3', 'naia', 'njcaa']))).toEqual(['2028-03-01 test-scores']);
  });

  it('is empty without a graduation year, and every step has a key fit for an action item', () => {
    expect(recruitingTimeline({ sports: 'Soccer', graduationYear: null }, ['ncaa_d1'])).toEqual([]);
    for (const step of recruitingTimeline({ sports: 'Lacrosse', graduationYear: 2030 }, ['ncaa_d1', 'ncaa_d2'])) {
      expect(`timeline-${step.key}`).toMatch(/^[a-z0-9][a-z0-9-]{0,79}$/);
      expect(step.title).not.toBe('');
    }
  });
});
