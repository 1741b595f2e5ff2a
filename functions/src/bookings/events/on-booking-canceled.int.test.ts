import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { completeBooking, getBooking, listBookings } from '../store/booking-repo';
import { keys } from '../../kernel/store/keys';
import { createMentorshipPackage, listPackages } from '../store/package-repo';
import { tableName } from '../../kernel/store/table';
import { createTestAccount } from '../../testing/accounts';
import { calendlyBody, calendlyEnvelope, calendlyInvitee } from '../../testing/calendly';
import { handler } from './on-booking-canceled';
import { recordInviteeBooking } from '../invitee-bookings';

const cancel = (uri: string, options: { rescheduled?: boolean; reason?: string } = {}) =>
  handler(calendlyEnvelope(calendlyBody('invitee.canceled', { uri, ...options })));

describe('on-booking-canceled (Booking.Canceled consumer)', () => {
  it('cancels the booking and releases its session, idempotently', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email });
    const { booking } = await recordInviteeBooking(invitee);
    await cancel(invitee.uri, { reason: 'Sick' });
    await cancel(invitee.uri, { reason: 'Sick' });
    expect(await getBooking(athlete.sub, booking?.id ?? '')).toMatchObject({ status: 'cancelled', cancelReason: 'Sick' });
    expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsReserved: 0, sessionsRemaining: 5 });
  });

  it('marks a booking cancelled for a reschedule as rescheduled', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email });
    const { booking } = await recordInviteeBooking(invitee);
    await cancel(invitee.uri, { rescheduled: true });
    expect((await getBooking(athlete.sub, booking?.id ?? ''))?.status).toBe('rescheduled');
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(0);
  });

  it('leaves a completed session completed', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email, start: new Date(Date.now() - 3600 * 1000) });
    const { booking } = await recordInviteeBooking(invitee);
    expect((await completeBooking(athlete.sub, booking?.id ?? '', pkg.id, new Date().toISOString())).completed).toBe(true);
    await cancel(invitee.uri);
    expect((await getBooking(athlete.sub, booking?.id ?? ''))?.status).toBe('completed');
    expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsUsed: 1, sessionsRemaining: 4, sessionsReserved: 0 });
  });

  it('takes a flagged booking off the attention list when it is cancelled', async () => {
    const athlete = await createTestAccount();
    const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email });
    const { booking } = await recordInviteeBooking(invitee);
    await cancel(invitee.uri);
    const item = (await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.sessionBooking(athlete.sub, booking?.id ?? '') }))).Item;
    expect(item).toMatchObject({ status: 'cancelled', needsAttention: false });
    expect(item?.GSI1PK).toBeUndefined();
  });

  it('keeps a booking whose cancellation arrived first from being recorded', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email });
    await cancel(invitee.uri);
    expect((await recordInviteeBooking(invitee)).outcome).toBe('duplicate');
    expect(await listBookings(athlete.sub)).toEqual([]);
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(0);
  });

  describe('the 24-hour policy', () => {
    const soon = () => new Date(Date.now() + 10 * 3600 * 1000);
    const cancelAt = (uri: string, start: Date, options: { cancelerType?: 'invitee' | 'host'; rescheduled?: boolean } = {}) =>
      handler(calendlyEnvelope(calendlyBody('invitee.canceled', { uri, start, ...options })));

    it('counts a session she cancels with less than 24 hours notice as used, once when delivered twice at once', async () => {
      const athlete = await createTestAccount();
      await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
      const start = soon();
      const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email, start });
      const { booking } = await recordInviteeBooking(invitee);
      await Promise.all([cancelAt(invitee.uri, start), cancelAt(invitee.uri, start)]);
      expect(await getBooking(athlete.sub, booking?.id ?? '')).toMatchObject({ status: 'cancelled', lateCancellation: true });
      expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsUsed: 1, sessionsRemaining: 4, sessionsReserved: 0 });
    });

    it('gives the session back when the mentor cancels late, or she reschedules late', async () => {
      const athlete = await createTestAccount();
      await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
      const start = soon();
      const byMentor = calendlyInvitee({ userId: athlete.sub, email: athlete.email, start });
      const moved = calendlyInvitee({ userId: athlete.sub, email: athlete.email, start });
      await recordInviteeBooking(byMentor);
      await recordInviteeBooking(moved);
      await cancelAt(byMentor.uri, start, { cancelerType: 'host' });
      await cancelAt(moved.uri, start, { rescheduled: true });
      expect((await listBookings(athlete.sub)).map((booking) => booking.lateCancellation)).toEqual([undefined, undefined]);
      expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsUsed: 0, sessionsRemaining: 5, sessionsReserved: 0 });
    });

    it('gives it back when the package can no longer count it (refunded)', async () => {
      const athlete = await createTestAccount();
      const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
      const start = soon();
      const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email, start });
      const { booking } = await recordInviteeBooking(invitee);
      await dynamoClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.mentorshipPackage(athlete.sub, pkg.id),
          UpdateExpression: 'SET #s = :r',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':r': 'refunded' },
        }),
      );
      await cancelAt(invitee.uri, start);
      expect((await getBooking(athlete.sub, booking?.id ?? ''))?.status).toBe('cancelled');
      expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsUsed: 0, sessionsReserved: 0 });
    });
  });
});
