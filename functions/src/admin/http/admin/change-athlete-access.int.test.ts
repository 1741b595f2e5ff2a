import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMentorshipPackage, getPackageRecord } from '../../../bookings/store/package-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { adminCall, auditEntriesAbout } from '../../../testing/admin-actions';
import { grantEntitlement } from '../../../testing/content';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const access = (id: string, body: unknown) => adminCall(siteUrl, admin.cookie, 'POST', `/api/admin/athletes/${id}/access`, body);

describe('POST /api/admin/athletes/{id}/access', () => {
  it('extends and ends a package’s and a course’s access, audited', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    await grantEntitlement(athlete.sub, 'course_packet', { isActive: false });
    const until = new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString();

    const ended = await access(athlete.sub, { target: 'package', targetId: pkg.id, change: 'end', reason: 'Asked to stop' });
    expect([ended.status, ended.json.message]).toEqual([200, 'Access ended']);
    expect(await getPackageRecord(athlete.sub, pkg.id)).toMatchObject({ status: 'inactive' });
    const extended = await access(athlete.sub, { target: 'package', targetId: pkg.id, change: 'extend', until, reason: 'Came back' });
    expect(athleteActionReplySchema.parse(extended.json).athlete.packages[0]).toMatchObject({ status: 'active', accessExpiresAt: until });
    const course = await access(athlete.sub, {
      target: 'entitlement',
      targetId: 'course_packet',
      change: 'extend',
      until: null,
      reason: 'Gift from the founders',
    });
    expect(athleteActionReplySchema.parse(course.json).athlete.entitlements).toEqual([
      expect.objectContaining({ courseId: 'course_packet', isActive: true, accessExpiresAt: null }),
    ]);

    const entries = await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${pkg.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['access.extend', 'access.end']);
    expect(entries[0]).toMatchObject({ reason: 'Came back', before: { status: 'inactive' }, after: { status: 'active', accessExpiresAt: until } });
    expect((await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/course_packet`))[0]).toMatchObject({
      action: 'access.extend',
      targetType: 'entitlement',
      before: { isActive: false },
      after: { isActive: true },
    });
  });

  it('refuses bad input with a readable message', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const past = new Date(Date.now() - 3600 * 1000).toISOString();
    const cases: [unknown, number, string][] = [
      [{ target: 'package', targetId: pkg.id, change: 'extend', until: 'next week', reason: 'Because' }, 400, 'The new end of access must be a date'],
      [{ target: 'cabinet', targetId: pkg.id, change: 'end', reason: 'Because' }, 400, 'Choose a package or a course'],
      [{ target: 'package', targetId: pkg.id, change: 'pause', reason: 'Because' }, 400, 'Choose extend or end'],
      [{ target: 'package', targetId: pkg.id, change: 'end' }, 400, 'Please give a reason'],
      [{ target: 'package', targetId: pkg.id, change: 'extend', until: past, reason: 'Because' }, 409, 'The new end of access must be in the future.'],
      [{ target: 'entitlement', targetId: 'course_packet', change: 'end', reason: 'Because' }, 404, 'This athlete has no access to such a course.'],
      [{ target: 'entitlement', targetId: 'no_course', change: 'end', reason: 'Because' }, 404, 'This athlete has no access to such a course.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await access(athlete.sub, body);
      expect([answer.status, answer.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
  });
});
