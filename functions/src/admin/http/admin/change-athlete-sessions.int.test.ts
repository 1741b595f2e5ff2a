import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMentorshipPackage, getPackageRecord } from '../../../bookings/store/package-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { adminCall, auditEntriesAbout } from '../../../testing/admin-actions';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
let otherAdmin: TestAccount;
beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount({ group: 'admin' })]);
});

const sessions = (id: string, body: unknown, cookie = admin.cookie) => adminCall(siteUrl, cookie, 'POST', `/api/admin/athletes/${id}/sessions`, body);

describe('POST /api/admin/athletes/{id}/sessions', () => {
  it('grants and removes a session with the reason in the audit log', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const granted = await sessions(athlete.sub, { packageId: pkg.id, change: 'grant', reason: 'Mentor missed a call' });
    expect(granted.status).toBe(200);
    const reply = athleteActionReplySchema.parse(granted.json);
    expect(reply.message).toBe('Session granted');
    expect(reply.athlete.packages[0]).toMatchObject({ totalSessions: 6, sessionsRemaining: 6 });
    expect((await sessions(athlete.sub, { packageId: pkg.id, change: 'remove', reason: 'Granted by mistake' })).status).toBe(200);
    expect(await getPackageRecord(athlete.sub, pkg.id)).toMatchObject({ totalSessions: 5, sessionsRemaining: 5 });

    const entries = await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${pkg.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['session.remove', 'session.grant']);
    expect(entries[1]).toMatchObject({
      actorId: admin.sub,
      targetType: 'package',
      reason: 'Mentor missed a call',
      before: { totalSessions: 5, sessionsRemaining: 5 },
      after: { totalSessions: 6, sessionsRemaining: 6 },
    });
  });

  it('refuses bad input with a readable message', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000, totalSessions: 1 });
    const cases: [unknown, number, string][] = [
      [{ packageId: pkg.id, change: 'grant' }, 400, 'Please give a reason'],
      [{ packageId: pkg.id, change: 'grant', reason: ' ' }, 400, 'Please give a reason (a few words)'],
      [{ packageId: pkg.id, change: 'double', reason: 'Because' }, 400, 'Choose grant or remove'],
      [{ change: 'grant', reason: 'Because' }, 400, 'Choose a package'],
      [{ packageId: 'not-hers', change: 'grant', reason: 'Because' }, 404, 'This athlete has no such package.'],
      [{ packageId: pkg.id, change: 'remove', reason: 'Because' }, 409, 'A package keeps at least one session.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await sessions(athlete.sub, body);
      expect([answer.status, answer.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${pkg.id}`)).toEqual([]);
  });

  it('removes the last free session once when two admins remove it at once, and counts two grants at once', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000, totalSessions: 2 });
    const removals = await Promise.all(
      [admin, otherAdmin].map((who) => sessions(athlete.sub, { packageId: pkg.id, change: 'remove', reason: 'Two at once' }, who.cookie)),
    );
    expect(removals.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await getPackageRecord(athlete.sub, pkg.id)).toMatchObject({ totalSessions: 1, sessionsRemaining: 1 });
    const grants = await Promise.all(
      [admin, otherAdmin].map((who) => sessions(athlete.sub, { packageId: pkg.id, change: 'grant', reason: 'Two at once' }, who.cookie)),
    );
    expect(grants.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await getPackageRecord(athlete.sub, pkg.id)).toMatchObject({ totalSessions: 3, sessionsRemaining: 3 });
    const entries = await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${pkg.id}`);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['session.grant', 'session.grant', 'session.remove']);
    expect(entries.map((entry) => entry.after?.totalSessions).sort()).toEqual([1, 2, 3]);
  });
});
