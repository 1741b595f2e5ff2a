import { athleteActionReplySchema, athleteReplySchema } from '@herway/shared/contracts/admin-athletes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMentorshipPackage, getPackageRecord } from '../../adapters/dynamo/package-repo';
import { handler as onPaymentSucceeded } from '../../events/on-payment-succeeded';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { adminCall, auditEntriesAbout } from '../../testing/admin-actions';
import { grantEntitlement } from '../../testing/content';
import { stripeEnvelope, succeededEvent } from '../../testing/payments';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
let otherAdmin: TestAccount;
beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount({ group: 'admin' })]);
});

const getAthlete = (id: string, cookie?: string) => fetch(`${siteUrl}/api/admin/athletes/${id}`, { headers: cookie ? { Cookie: cookie } : {} });
const sessions = (id: string, body: unknown, cookie = admin.cookie) => adminCall(siteUrl, cookie, 'POST', `/api/admin/athletes/${id}/sessions`, body);
const access = (id: string, body: unknown) => adminCall(siteUrl, admin.cookie, 'POST', `/api/admin/athletes/${id}/access`, body);

describe('GET /api/admin/athletes/{id}', () => {
  it('is for admins only', async () => {
    const athlete = await createTestAccount();
    expect((await getAthlete(athlete.sub)).status).toBe(401);
    expect((await getAthlete(athlete.sub, athlete.cookie)).status).toBe(403);
    const missing = await getAthlete('no-such-athlete', admin.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No athlete has this id: she may have deleted her account.' });
  });

  it('shows her profile, packages with counts, payments, course access and her contact messages, the lead converted by her payment', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const contact = await fetch(`${siteUrl}/api/contact`, {
      method: 'POST',
      headers: { Origin: siteUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Maya',
        lastName: 'Lopez',
        email: athlete.email.toUpperCase(),
        interestType: 'Mentorship Program',
        message: 'Tell me about the packages please',
      }),
    });
    expect(contact.status).toBe(200);
    await onPaymentSucceeded(stripeEnvelope(succeededEvent({ userId: athlete.sub, productKey: 'growth', amount: 56_000, receiptEmail: athlete.email })));

    const response = await getAthlete(athlete.sub, admin.cookie);
    expect(response.status).toBe(200);
    const page = athleteReplySchema.parse(await response.json());
    expect(page.profile).toMatchObject({ id: athlete.sub, email: athlete.email, firstName: 'Maya' });
    expect(page.packages).toEqual([
      expect.objectContaining({ packageType: 'growth', totalSessions: 8, sessionsRemaining: 8, sessionsBooked: 0, sessionsToBook: 8, status: 'active' }),
    ]);
    expect(page.payments).toEqual([expect.objectContaining({ amount: 56_000, status: 'succeeded', productType: 'growth', isTest: false })]);
    expect(page.contacts).toEqual([expect.objectContaining({ message: 'Tell me about the packages please', status: 'converted' })]);
    expect(page.bookings).toEqual([]);
  });
});

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
