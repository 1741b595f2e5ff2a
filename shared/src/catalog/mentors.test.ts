import { describe, expect, it } from 'vitest';
import { schedulingUrlSchema } from '../contracts/mentors';
import * as z from '../zod';
import { sampleMentors, sessionTopicSchema, sessionTopics } from './mentors';

describe('sample mentors (local and dev seeds only)', () => {
  it('have every field, and https scheduling links', () => {
    expect(sampleMentors.map((mentor) => mentor.name)).toEqual(['Maya Reynolds', 'Jordan Ellis']);
    for (const mentor of sampleMentors) {
      expect(z.safeParse(schedulingUrlSchema, mentor.schedulingUrl).success).toBe(true);
      expect([mentor.sport, mentor.school, mentor.specialty, mentor.bio].every((text) => text.length > 0)).toBe(true);
    }
  });
});

describe('session topics', () => {
  it('are six, with unique keys and titles and a description each', () => {
    expect(sessionTopics).toHaveLength(6);
    expect(new Set(sessionTopics.map((t) => t.key)).size).toBe(6);
    expect(new Set(sessionTopics.map((t) => t.title)).size).toBe(6);
    for (const t of sessionTopics) expect(t.description.length).toBeGreaterThan(40);
    for (const t of sessionTopics) expect(sessionTopicSchema.parse(t)).toEqual(t);
  });
});
