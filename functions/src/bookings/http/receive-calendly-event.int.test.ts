import { describe, expect, inject, it } from 'vitest';
import { findSchedulerBooking, listBookings } from '../store/booking-repo';
import { createMentorshipPackage, listPackages } from '../store/package-repo';
import { createTestAccount } from '../../testing/accounts';
import { calendlyBody, eventually, postCalendly } from '../../testing/calendly';

const siteUrl = inject('siteUrl');
const signingKey = inject('stackEnv').CALENDLY_WEBHOOK_SIGNING_KEY ?? '';

/** Her bookings once there are `count` of them matching `where` (events are delivered asynchronously). */
const bookingsOnceThere = (sub: string, where: (b: Awaited<ReturnType<typeof listBookings>>[number]) => boolean = () => true, count = 1) =>
  eventually(async () => {
    const bookings = (await listBookings(sub)).filter(where);
    return bookings.length >= count ? bookings : undefined;
  });

describe('Calendly webhook → bus → booking consumers (local stack)', () => {
  it('records a signed invitee.created as a scheduled booking on her OLDEST package with a free session', async () => {
    expect(signingKey).toBe('local-calendly-signing-key');
    const athlete = await createTestAccount();
    const newer = await createMentorshipPackage({ userId: athlete.sub, packageType: 'growth', amount: 56_000, purchaseDate: '2026-02-01T00:00:00.000Z' });
    const older = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000, purchaseDate: '2026-01-01T00:00:00.000Z' });
    const body = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email, minutes: 60 });

    expect(await postCalendly(siteUrl, body, signingKey)).toEqual({ status: 200, json: { received: true } });
    const [booking] = await bookingsOnceThere(athlete.sub);
    expect(booking).toMatchObject({
      status: 'scheduled',
      mentorshipPackageId: older.id,
      mentorName: 'Alex Rivera',
      sessionDuration: 60,
      sessionDate: new Date(body.payload.scheduled_event.start_time as string).toISOString(),
      calendlyInviteeUri: body.payload.uri,
      calendlyEventId: body.payload.scheduled_event.uri,
      needsAttention: false,
    });
    const packages = await listPackages(athlete.sub);
    expect(packages.find((p) => p.id === older.id)).toMatchObject({ sessionsReserved: 1, sessionsRemaining: 5, sessionsUsed: 0 });
    expect(packages.find((p) => p.id === newer.id)).toMatchObject({ sessionsReserved: 0 });
  });

  it('records the same delivery three times as ONE booking holding ONE session', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const body = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email });
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await postCalendly(siteUrl, body, signingKey)).status).toBe(200);
    // A later, different booking, then both held on her package. The bus delivers at once and in no
    // order, and deliveries on one package retry its conflicts, so the marker can land first.
    const marker = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email });
    await postCalendly(siteUrl, marker, signingKey);
    const bookings = await bookingsOnceThere(athlete.sub, (b) => b.calendlyInviteeUri === marker.payload.uri);
    expect(bookings).toHaveLength(1);
    await eventually(async () => ((await listPackages(athlete.sub)).find((p) => p.id === pkg.id)?.sessionsReserved === 2 ? true : undefined));
    // Time for a duplicate still under way to show itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await listBookings(athlete.sub)).filter((b) => b.calendlyInviteeUri === body.payload.uri)).toHaveLength(1);
    expect((await listPackages(athlete.sub)).find((p) => p.id === pkg.id)?.sessionsReserved).toBe(2);
  });

  it('refuses a forged or stale signature with 400 and stores nothing', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const body = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email });
    const forged = await postCalendly(siteUrl, body, 'not-the-local-key');
    expect(forged).toEqual({ status: 400, json: { message: 'Calendly signature does not match' } });
    const stale = await postCalendly(siteUrl, body, signingKey, { at: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(stale).toEqual({ status: 400, json: { message: 'Calendly signature timestamp is too old' } });
    const missing = await fetch(`${siteUrl}/api/webhooks/calendly`, { method: 'POST', body: JSON.stringify(body) });
    expect(missing.status).toBe(400);
    // A later valid delivery for her proves the refused ones left no trace behind them.
    const valid = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email });
    await postCalendly(siteUrl, valid, signingKey);
    const bookings = await bookingsOnceThere(athlete.sub);
    expect(bookings.map((b) => b.calendlyInviteeUri)).toEqual([valid.payload.uri]);
    expect(await findSchedulerBooking(body.payload.uri as string)).toBeUndefined();
  });

  it('cancels through invitee.canceled and gives the reserved session back, once', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const created = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email });
    await postCalendly(siteUrl, created, signingKey);
    await bookingsOnceThere(athlete.sub);
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(1);

    const canceled = calendlyBody('invitee.canceled', {
      userId: athlete.sub,
      email: athlete.email,
      uri: created.payload.uri as string,
      reason: 'Tournament moved',
    });
    expect((await postCalendly(siteUrl, canceled, signingKey)).status).toBe(200);
    expect((await postCalendly(siteUrl, canceled, signingKey)).status).toBe(200);
    const [booking] = await bookingsOnceThere(athlete.sub, (b) => b.status === 'cancelled');
    expect(booking).toMatchObject({ status: 'cancelled', cancelReason: 'Tournament moved', cancelledAt: expect.any(String), mentorshipPackageId: pkg.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsReserved: 0, sessionsRemaining: 5, sessionsUsed: 0 });
  });

  it('records a booking matched only by her e-mail without taking a session, flagged for the founders', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    await postCalendly(siteUrl, calendlyBody('invitee.created', { email: athlete.email.toUpperCase() }), signingKey);
    const [booking] = await bookingsOnceThere(athlete.sub);
    expect(booking).toMatchObject({ mentorshipPackageId: null, needsAttention: true });
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(0);
  });

  it('moves a rescheduled booking to its new time on the same package', async () => {
    const athlete = await createTestAccount();
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000, totalSessions: 1 });
    const first = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email });
    await postCalendly(siteUrl, first, signingKey);
    await bookingsOnceThere(athlete.sub);
    // Calendly sends the new invitee's created and the old one's canceled, in either order.
    const moved = calendlyBody('invitee.created', {
      userId: athlete.sub,
      email: athlete.email,
      oldInvitee: first.payload.uri as string,
      start: new Date(Date.now() + 14 * 24 * 3600 * 1000),
    });
    await postCalendly(siteUrl, moved, signingKey);
    await postCalendly(siteUrl, calendlyBody('invitee.canceled', { uri: first.payload.uri as string, rescheduled: true }), signingKey);
    const bookings = await bookingsOnceThere(athlete.sub, () => true, 2);
    const byUri = (uri: unknown) => bookings.find((b) => b.calendlyInviteeUri === uri);
    await eventually(async () =>
      (await listBookings(athlete.sub)).find((b) => b.calendlyInviteeUri === first.payload.uri)?.status === 'rescheduled' ? true : undefined,
    );
    expect(byUri(moved.payload.uri)).toMatchObject({ status: 'scheduled', mentorshipPackageId: pkg.id, needsAttention: false });
    expect((await listPackages(athlete.sub))[0]).toMatchObject({ sessionsReserved: 1, sessionsRemaining: 1 });
  });
});
