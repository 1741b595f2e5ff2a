import { describe, expect, it } from 'vitest';
import {
  findMentor,
  findMentorBySchedulingUrl,
  getMentor,
  mentorSchema,
  mentors,
  sessionTopics,
} from './mentors';

describe('mentors', () => {
  it('are the two co-founders, matching the schema, with unique ids', () => {
    expect(mentors).toHaveLength(2);
    for (const m of mentors) expect(mentorSchema.parse(m)).toEqual(m);
    expect(new Set(mentors.map((m) => m.id)).size).toBe(2);
    expect(new Set(mentors.map((m) => m.schedulingUrl)).size).toBe(2);
  });

  it('book 60 minutes with either mentor (DESIGN §8: every paid session is 60 minutes)', () => {
    expect(mentors.map((m) => m.sessionMinutes)).toEqual([60, 60]);
    for (const m of mentors) {
      expect(m.sessionLength).toBe(`${m.sessionMinutes} minutes`);
      expect(m.schedulingUrl).toMatch(new RegExp(`^https://calendly\\.com/[a-z0-9-]+/${m.sessionMinutes}min$`));
    }
  });

  it('derive initials from the name', () => {
    for (const m of mentors) {
      const initials = m.name.split(/\s+/).map((part) => part[0]).join('').toUpperCase();
      expect(m.initials).toBe(initials);
    }
  });

  it('have a sport, a school, a specialty and a bio', () => {
    for (const m of mentors) {
      for (const text of [m.sport, m.school, m.specialty, m.bio]) expect(text.trim()).not.toBe('');
    }
  });

  it('are found by id and by scheduling link', () => {
    const first = mentors[0]!;
    expect(getMentor(first.id)).toBe(first);
    expect(findMentor(first.id)).toBe(first);
    expect(findMentor('nobody')).toBeUndefined();
    expect(findMentorBySchedulingUrl(`${first.schedulingUrl}/?utm_source=herway`)).toBe(first);
    expect(findMentorBySchedulingUrl('https://calendly.com/someone-else/60min')).toBeUndefined();
  });
});

describe('session topics', () => {
  it('are six, with unique keys and titles and a description each', () => {
    expect(sessionTopics).toHaveLength(6);
    expect(new Set(sessionTopics.map((t) => t.key)).size).toBe(6);
    expect(new Set(sessionTopics.map((t) => t.title)).size).toBe(6);
    for (const t of sessionTopics) expect(t.description.length).toBeGreaterThan(40);
  });
});
