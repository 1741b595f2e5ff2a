import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { findSchedulerBooking, listBookings } from '../store/booking-repo';
import { keys } from '../../kernel/store/keys';
import { createMentorshipPackage, listPackages } from '../store/package-repo';
import { tableName } from '../../kernel/store/table';
import { createTestAccount } from '../../testing/accounts';
import { calendlyBody, calendlyEnvelope, calendlyInvitee } from '../../testing/calendly';
import { OTHER_EMAIL_BOOKING_REASON, UNVERIFIED_BOOKING_REASON } from '../bookings';
import { recordInviteeBooking } from '../invitee-bookings';
import { handler } from './on-booking-created';

const rawItem = async (key: { PK: string; SK: string }) => (await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;

describe('on-booking-created (Booking.Created consumer)', () => {
  it('parses the EventBridge envelope and records the booking', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const body = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email });
    await handler(calendlyEnvelope(body));
    const [booking] = await listBookings(athlete.sub);
    expect(booking).toMatchObject({ status: 'scheduled', mentorshipPackageId: pkg.id, userId: athlete.sub });
    expect(booking?.id.startsWith(`${pkg.id}_`)).toBe(true);
    expect(await findSchedulerBooking(body.payload.uri as string)).toMatchObject({ userId: athlete.sub, bookingId: booking?.id, mentorshipPackageId: pkg.id });
  });

  it('throws on an envelope that breaks the contract (the bus retries, then dead-letters it)', async () => {
    const envelope = calendlyEnvelope(calendlyBody('invitee.created'));
    await expect(handler({ ...envelope, 'detail-type': 'invitee.canceled' })).rejects.toThrow();
    await expect(handler({ ...envelope, detail: { event: 'invitee.created' } })).rejects.toThrow();
  });

  it('records a booking without a package flagged for the founders, on their attention list', async () => {
    const athlete = await createTestAccount();
    const { outcome, booking } = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email }));
    expect(outcome).toBe('recorded');
    expect(booking).toMatchObject({ mentorshipPackageId: null, needsAttention: true, attentionReason: 'No mentorship package' });
    const item = await rawItem(keys.sessionBooking(athlete.sub, booking?.id ?? ''));
    expect(item).toMatchObject({ GSI1PK: 'ATTENTION', status: 'scheduled' });
  });

  it('skips a package whose sessions are all reserved, and flags when none is left', async () => {
    const athlete = await createTestAccount();
    const small = await createMentorshipPackage({
      userId: athlete.sub,
      packageType: 'starter',
      amount: 8_000,
      totalSessions: 1,
      purchaseDate: '2026-01-01T00:00:00.000Z',
    });
    const next = await createMentorshipPackage({
      userId: athlete.sub,
      packageType: 'starter',
      amount: 8_000,
      totalSessions: 1,
      purchaseDate: '2026-02-01T00:00:00.000Z',
    });
    const first = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email }));
    const second = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email }));
    const third = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email }));
    expect([first.booking?.mentorshipPackageId, second.booking?.mentorshipPackageId, third.booking?.mentorshipPackageId]).toEqual([small.id, next.id, null]);
    expect(third.booking).toMatchObject({ needsAttention: true, attentionReason: 'No unreserved session in an active package' });
    expect((await listPackages(athlete.sub)).map((p) => p.sessionsReserved)).toEqual([1, 1]);
  });

  it('gives the last free session to one of two simultaneous bookings only', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 8_000, totalSessions: 1 });
    const results = await Promise.all([
      recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email })),
      recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email })),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(['recorded', 'recorded']);
    expect(results.map((r) => r.booking?.mentorshipPackageId).sort()).toEqual([null, pkg.id].sort());
    expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsReserved: 1, sessionsRemaining: 1 });
  });

  it('records nothing for someone who is not a registered athlete', async () => {
    const invitee = calendlyInvitee({ userId: '00000000-0000-4000-8000-000000000000', email: 'stranger@example.com' });
    expect(await recordInviteeBooking(invitee)).toEqual({ outcome: 'unknown-athlete' });
    expect(await findSchedulerBooking(invitee.uri)).toBeUndefined();
  });

  it('a booking carrying her raw id or only her e-mail reserves none of her sessions and is flagged', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    // Her id as older links carried it, a forged token, and no tracking at all: anyone can type her e-mail.
    for (const utmContent of [athlete.sub, 'b1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', undefined]) {
      const { outcome, booking } = await recordInviteeBooking(calendlyInvitee({ ...(utmContent ? { utmContent } : {}), email: athlete.email }));
      expect(outcome).toBe('recorded');
      expect(booking).toMatchObject({ userId: athlete.sub, mentorshipPackageId: null, needsAttention: true, attentionReason: UNVERIFIED_BOOKING_REASON });
    }
    expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsReserved: 0 });
  });

  it('a booking through her link under another e-mail (a forwarded link) reserves nothing and is flagged', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const { booking } = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: 'someone-else@example.com' }));
    expect(booking).toMatchObject({ userId: athlete.sub, mentorshipPackageId: null, needsAttention: true, attentionReason: OTHER_EMAIL_BOOKING_REASON });
    // Her own address, typed in another case, is hers.
    const own = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email.toUpperCase() }));
    expect(own.booking).toMatchObject({ needsAttention: false });
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(1);
  });

  it('a reschedule without tracking, under another e-mail, is hers through the booking it replaces', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000, totalSessions: 1 });
    const first = calendlyInvitee({ userId: athlete.sub, email: athlete.email });
    expect((await recordInviteeBooking(first)).booking?.mentorshipPackageId).toBe(pkg.id);
    const moved = await recordInviteeBooking(calendlyInvitee({ email: 'parent@example.com', oldInvitee: first.uri }));
    expect(moved.booking).toMatchObject({ userId: athlete.sub, mentorshipPackageId: pkg.id, needsAttention: false });
    expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsReserved: 1, sessionsRemaining: 1 });
  });

  it('a reschedule of a booking that held no session holds none either', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const unverified = calendlyInvitee({ email: athlete.email });
    await recordInviteeBooking(unverified);
    const moved = await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email, oldInvitee: unverified.uri }));
    expect(moved.booking).toMatchObject({ userId: athlete.sub, mentorshipPackageId: null, needsAttention: true });
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(0);
  });

  it('is idempotent: the same invitee again changes nothing', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const invitee = calendlyInvitee({ userId: athlete.sub, email: athlete.email });
    const outcomes = await Promise.all([recordInviteeBooking(invitee), recordInviteeBooking(invitee), recordInviteeBooking(invitee)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'duplicate', 'recorded']);
    expect(await listBookings(athlete.sub)).toHaveLength(1);
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(1);
  });
});
