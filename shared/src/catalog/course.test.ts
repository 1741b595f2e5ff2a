import { describe, expect, it } from 'vitest';
import {
  COURSE_MAX_TOTAL_MINUTES,
  COURSE_MIN_TOTAL_MINUTES,
  courseBenefits,
  courseIdLabels,
  courseIds,
  courseModules,
  coursePacket,
  courseTotalMinutes,
  findCourse,
} from './course';
import { coursePacketSchema } from './course-schema';
import { courseIdSchema } from './course-id-schema';

describe('course packet', () => {
  it('matches its schema', () => {
    expect(coursePacketSchema.parse(coursePacket)).toEqual(coursePacket);
  });

  it('is the $150 Complete Course Packet with lifetime access, coming soon', () => {
    expect(coursePacket.key).toBe('full_packet');
    expect(coursePacket.name).toBe('Complete Course Packet');
    expect(coursePacket.priceCents).toBe(15000);
    expect(coursePacket.access).toBe('lifetime');
    expect(coursePacket.status).toBe('coming_soon');
    expect(coursePacket.statusLabel).toBe('COMING SOON');
    expect(coursePacket.courseId).toBe('course_packet');
  });

  it('has nine modules numbered 0 to 8 in order, 0 being the introduction', () => {
    expect(courseModules.map((m) => m.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(courseModules[0]?.title).toMatch(/welcome|intro/i);
  });

  it('gives every module 5 to 15 minutes and the course 80 to 90 minutes', () => {
    for (const m of courseModules) {
      expect(Number.isInteger(m.durationMinutes)).toBe(true);
      expect(m.durationMinutes).toBeGreaterThanOrEqual(5);
      expect(m.durationMinutes).toBeLessThanOrEqual(15);
    }
    const total = courseModules.reduce((sum, m) => sum + m.durationMinutes, 0);
    expect(total).toBe(courseTotalMinutes);
    expect(total).toBeGreaterThanOrEqual(COURSE_MIN_TOTAL_MINUTES);
    expect(total).toBeLessThanOrEqual(COURSE_MAX_TOTAL_MINUTES);
    expect([COURSE_MIN_TOTAL_MINUTES, COURSE_MAX_TOTAL_MINUTES]).toEqual([80, 90]);
  });

  it('gives modules unique, non-trivial titles and descriptions', () => {
    expect(new Set(courseModules.map((m) => m.title)).size).toBe(9);
    for (const m of courseModules) expect(m.description.length).toBeGreaterThan(60);
  });

  it('covers the essentials of recruiting', () => {
    const text = courseModules.map((m) => `${m.title} ${m.description}`).join(' ');
    for (const topic of [/NCAA/, /NAIA/, /resume/i, /highlight video/i, /email/i, /visit/i, /scholarship/i, /Eligibility Center/, /social media/i]) {
      expect(text).toMatch(topic);
    }
  });

  it('has a non-empty list of unique benefits mentioning lifetime access', () => {
    expect(courseBenefits.length).toBeGreaterThan(0);
    expect(new Set(courseBenefits).size).toBe(courseBenefits.length);
    expect(courseBenefits.some((b) => /lifetime/i.test(b))).toBe(true);
  });

  it('lists the three gated-content course ids with labels', () => {
    expect(courseIds).toEqual(['course_packet', 'mentorship_materials', 'bonus_content']);
    expect(Object.keys(courseIdLabels).sort()).toEqual([...courseIds].sort());
    expect(courseIdSchema.safeParse('full_packet').success).toBe(false);
  });

  it('finds the course by key', () => {
    expect(findCourse('full_packet')).toBe(coursePacket);
    expect(findCourse('half_packet')).toBeUndefined();
  });
});
