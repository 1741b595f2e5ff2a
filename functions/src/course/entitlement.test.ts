import { describe, expect, it } from 'vitest';
import { entitlementIsOpen, openCourseIds } from './entitlement';

describe('entitlements', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');

  it('opens a course while active and not expired', () => {
    expect(entitlementIsOpen({ isActive: true, accessExpiresAt: null }, now)).toBe(true);
    expect(entitlementIsOpen({ isActive: true }, now)).toBe(true);
    expect(entitlementIsOpen({ isActive: true, accessExpiresAt: '2026-06-01T12:00:01.000Z' }, now)).toBe(true);
  });

  it('keeps a course closed when inactive, expired, unreadable or missing', () => {
    expect(entitlementIsOpen({ isActive: false, accessExpiresAt: null }, now)).toBe(false);
    expect(entitlementIsOpen({ isActive: true, accessExpiresAt: '2026-06-01T12:00:00.000Z' }, now)).toBe(false);
    expect(entitlementIsOpen({ isActive: true, accessExpiresAt: 'never' }, now)).toBe(false);
    expect(entitlementIsOpen(undefined, now)).toBe(false);
  });

  it('lists the open courses once, in catalog order', () => {
    expect(
      openCourseIds(
        [
          { courseId: 'bonus_content', isActive: true, accessExpiresAt: null },
          { courseId: 'mentorship_materials', isActive: false },
          { courseId: 'course_packet', isActive: true },
          { courseId: 'course_packet', isActive: true },
        ],
        now,
      ),
    ).toEqual(['course_packet', 'bonus_content']);
  });
});
