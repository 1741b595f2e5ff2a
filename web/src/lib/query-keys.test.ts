import { describe, expect, it } from 'vitest';
import * as keys from './query-keys';

describe('query keys', () => {
  it('start with the path they cache, as the route table writes it', () => {
    expect(keys.CURRENT_USER_QUERY_KEY).toEqual(['/api/auth/user']);
    expect(keys.DASHBOARD_QUERY_KEY).toEqual(['/api/dashboard']);
    expect(keys.AUDIT_LOG_QUERY_KEY).toEqual(['/api/admin/audit-log', 'pages']);
    expect(keys.athleteQueryKey('u 1')).toEqual(['/api/admin/athletes/u%201']);
    expect(keys.courseLessonLinkQueryKey('a1')).toEqual(['/api/course/lessons/a1/link']);
    expect(keys.adminListQueryKey(keys.CONTACTS_LIST_PATH, 'new')).toEqual(['/api/contacts', 'pages', 'new']);
  });

  it("count as an admin's when the table says only admins may call the route", () => {
    for (const key of [
      keys.ANALYTICS_QUERY_KEY,
      keys.ADMIN_COURSE_QUERY_KEY,
      keys.AUDIT_LOG_QUERY_KEY,
      keys.athleteQueryKey('u1'),
      keys.adminListQueryKey(keys.PAYMENTS_LIST_PATH),
    ]) {
      expect(keys.isAdminQueryKey(key), String(key[0])).toBe(true);
    }
    for (const key of [
      keys.ADMIN_STATUS_QUERY_KEY,
      keys.DASHBOARD_QUERY_KEY,
      keys.sharedProfileQueryKey('t1'),
      keys.MENTORS_QUERY_KEY,
      keys.TEST_PAYMENT_QUERY_KEY,
    ]) {
      expect(keys.isAdminQueryKey(key), String(key[0])).toBe(false);
    }
  });
});
