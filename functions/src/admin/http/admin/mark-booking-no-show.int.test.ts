import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getPackageRecord } from '../../../bookings/store/package-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesAbout } from '../../../testing/admin-actions';
import { bookedAthlete, bookingAction } from '../../../testing/bookings';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
let otherAdmin: TestAccount;
beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount({ group: 'admin' })]);
});

const act = (userId: string, bookingId: string, action: 'cancel' | 'no-show', body: unknown, cookie = admin.cookie) =>
  bookingAction(siteUrl, cookie, userId, bookingId, action, body);

describe('POST /api/admin/bookings/{userId}/{bookingId}/no-show', () => {
  it('marks a started session a no-show: completed, its session used, audited', async () => {
    const { athlete, packageId, booking } = await bookedAthlete(new Date(Date.now() - 2 * 3600 * 1000));
    const answer = await act(athlete.sub, booking.id, 'no-show', { reason: 'She did not join the call' });
    expect(answer.status).toBe(200);
    expect(athleteActionReplySchema.parse(answer.json).athlete.bookings[0]).toMatchObject({ status: 'completed', noShow: true });
    expect(await getPackageRecord(athlete.sub, packageId)).toMatchObject({ sessionsUsed: 1, sessionsRemaining: 4, sessionsReserved: 0 });
    const [entry] = await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${booking.id}`);
    expect(entry).toMatchObject({
      action: 'booking.no-show',
      reason: 'She did not join the call',
      after: { status: 'completed', noShow: true, session: 'used' },
    });
  });

  it('refuses a session that has not started, and one already ended', async () => {
    const { athlete, booking } = await bookedAthlete(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    const early = await act(athlete.sub, booking.id, 'no-show', { reason: 'Too early' });
    expect([early.status, early.json.message]).toEqual([409, 'This session has not started yet: a no-show can be marked once it has.']);
    expect((await act(athlete.sub, booking.id, 'no-show', {})).status).toBe(400);
    await act(athlete.sub, booking.id, 'cancel', { reason: 'Cancelled first' });
    const late = await act(athlete.sub, booking.id, 'no-show', { reason: 'After cancel' });
    expect([late.status, late.json.message]).toEqual([409, 'This session is already cancelled.']);
  });

  it('uses the session once when two admins mark the no-show at once', async () => {
    const { athlete, packageId, booking } = await bookedAthlete(new Date(Date.now() - 2 * 3600 * 1000));
    const answers = await Promise.all([admin, otherAdmin].map((who) => act(athlete.sub, booking.id, 'no-show', { reason: 'Both of us' }, who.cookie)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await getPackageRecord(athlete.sub, packageId)).toMatchObject({ sessionsUsed: 1, sessionsRemaining: 4, sessionsReserved: 0 });
  });
});
