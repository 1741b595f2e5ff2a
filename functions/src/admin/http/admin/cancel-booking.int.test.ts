import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getBooking } from '../../../bookings/store/booking-repo';
import { getPackageRecord } from '../../../bookings/store/package-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesAbout } from '../../../testing/admin-actions';
import { bookedAthlete, bookingAction } from '../../../testing/bookings';
import { scheduledAt, schedulerNow } from '../../../testing/scheduler';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
let otherAdmin: TestAccount;
beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount({ group: 'admin' })]);
});

const act = (userId: string, bookingId: string, action: 'cancel' | 'no-show', body: unknown, cookie = admin.cookie) =>
  bookingAction(siteUrl, cookie, userId, bookingId, action, body);

describe('POST /api/admin/bookings/{userId}/{bookingId}/cancel', () => {
  it('cancels the booking, gives its session back and unschedules its reminders, audited', async () => {
    // Three days after the scheduler's clock, which runs ahead of real time once another file moved
    // it: a reminder due before its "now" would run at once and be gone before it is looked for.
    const start = new Date((await schedulerNow()).getTime() + 3 * 24 * 3600 * 1000);
    const { athlete, packageId, booking } = await bookedAthlete(start);
    expect(await scheduledAt('reminder', booking.id)).toBeDefined();
    expect(await getPackageRecord(athlete.sub, packageId)).toMatchObject({ sessionsReserved: 1 });

    const answer = await act(athlete.sub, booking.id, 'cancel', { reason: 'Family emergency, called us' });
    expect(answer.status).toBe(200);
    const reply = athleteActionReplySchema.parse(answer.json);
    expect(reply.message).toBe('Session cancelled; its session was given back');
    expect(reply.athlete.bookings[0]).toMatchObject({ id: booking.id, status: 'cancelled', cancelReason: 'Family emergency, called us' });
    expect(await getPackageRecord(athlete.sub, packageId)).toMatchObject({ sessionsReserved: 0, sessionsRemaining: 5, sessionsUsed: 0 });
    expect(await scheduledAt('reminder', booking.id)).toBeUndefined();
    expect(await scheduledAt('nudge', booking.id)).toBeUndefined();

    const [entry] = await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${booking.id}`);
    expect(entry).toMatchObject({
      action: 'booking.cancel',
      targetType: 'booking',
      reason: 'Family emergency, called us',
      before: { status: 'scheduled' },
      after: { status: 'cancelled', session: 'released' },
    });

    const again = await act(athlete.sub, booking.id, 'cancel', { reason: 'Twice' });
    expect([again.status, again.json.message]).toEqual([409, 'This session is already cancelled.']);
  });

  it('refuses bad input with a readable message', async () => {
    const { athlete, booking } = await bookedAthlete(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    const cases: [string, unknown, number, string][] = [
      [booking.id, {}, 400, 'Please give a reason'],
      [booking.id, { reason: 'no' }, 400, 'Please give a reason (a few words)'],
      [booking.id, { reason: 'x'.repeat(501) }, 400, 'The reason must be at most 500 characters'],
      ['not-a-booking', { reason: 'Because' }, 404, 'This athlete has no such booking.'],
    ];
    for (const [bookingId, body, status, message] of cases) {
      const answer = await act(athlete.sub, bookingId, 'cancel', body);
      expect([answer.status, answer.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await getBooking(athlete.sub, booking.id))?.status).toBe('scheduled');
  });

  it('cancels once and gives the session back once when two admins cancel at once', async () => {
    const { athlete, packageId, booking } = await bookedAthlete(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    const answers = await Promise.all([admin, otherAdmin].map((who) => act(athlete.sub, booking.id, 'cancel', { reason: 'Both of us' }, who.cookie)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await getPackageRecord(athlete.sub, packageId)).toMatchObject({ sessionsReserved: 0, sessionsRemaining: 5 });
    expect(await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${booking.id}`)).toHaveLength(1);
  });
});
