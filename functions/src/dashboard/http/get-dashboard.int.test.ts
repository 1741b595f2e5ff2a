import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { createMentorshipPackage } from '../../bookings/store/package-repo';
import { recordInviteeBooking } from '../../bookings/invitee-bookings';
import { LOCAL_BOOKING_LINK_KEY } from '../../kernel/config';
import { athleteOfBookingToken } from '../../bookings/booking-links';
import { createTestAccount } from '../../testing/accounts';
import { calendlyInvitee } from '../../testing/calendly';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { activeMentors } from '../../bookings/mentor-directory';
import { handler } from './get-dashboard';
import { pageRequests, sessionChecks } from '../../testing/dynamo-requests';

const siteUrl = inject('siteUrl');

const getDashboard = (cookie?: string) => fetch(`${siteUrl}/api/dashboard`, { headers: cookie ? { Cookie: cookie } : {} });

describe('GET /api/dashboard', () => {
  it('answers 401 without a session and 403 to an admin', async () => {
    const anonymous = await getDashboard();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Authentication required' });
    const admin = await createTestAccount({ group: 'admin' });
    const refused = await getDashboard(admin.cookie);
    expect(refused.status).toBe(403);
  });

  it("shows her packages, sessions and booking links, and nothing of another athlete's", async () => {
    const ava = await createTestAccount({ firstName: 'Ava' });
    const other = await createTestAccount({ firstName: 'Bea' });
    const older = await createMentorshipPackage({ userId: ava.sub, packageType: 'starter', amount: 40_000, purchaseDate: '2026-01-01T00:00:00.000Z' });
    const newer = await createMentorshipPackage({ userId: ava.sub, packageType: 'growth', amount: 56_000, purchaseDate: '2026-02-01T00:00:00.000Z' });
    const theirs = await createMentorshipPackage({ userId: other.sub, packageType: 'elite', amount: 65_000 });
    const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await recordInviteeBooking(calendlyInvitee({ userId: ava.sub, email: ava.email, start }));
    await recordInviteeBooking(calendlyInvitee({ userId: other.sub, email: other.email }));

    const response = await getDashboard(ava.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reply = dashboardReplySchema.parse(await response.json());
    expect(reply.user).toEqual({ firstName: 'Ava' });
    expect(reply.mentorshipPackages.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(reply.mentorshipPackages.map((p) => p.id)).not.toContain(theirs.id);
    // Not yet booked: the booking holds one of the older package's 5.
    expect(reply.totalSessionsRemaining).toBe(4 + 8);
    expect(reply.totalSessionsBooked).toBe(1);
    expect(reply.mentorshipPackages.find((p) => p.id === older.id)).toMatchObject({ sessionsRemaining: 5, sessionsBooked: 1, sessionsToBook: 4 });
    expect(reply.upcomingSessions).toHaveLength(1);
    expect(reply.upcomingSessions[0]).toMatchObject({
      status: 'scheduled',
      mentorshipPackageId: older.id,
      sessionDate: start.toISOString(),
      mentorName: 'Alex Rivera',
    });
    expect(reply.courseMaterials).toEqual([]);

    const [maya, jordan] = reply.bookingLinks;
    expect(maya).toMatchObject({ mentorId: 'maya-reynolds', sessionMinutes: 60 });
    expect(jordan).toMatchObject({ mentorId: 'jordan-ellis', sessionMinutes: 60 });
    const url = new URL(maya?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/local/scheduler`);
    expect(url.searchParams.get('mentor')).toBe('maya-reynolds');
    // Her id, sealed: it opens with HerWay's key, and the link does not show it.
    const token = url.searchParams.get('utm_content') ?? '';
    expect(athleteOfBookingToken(token, LOCAL_BOOKING_LINK_KEY)).toBe(ava.sub);
    expect(maya?.url).not.toContain(ava.sub);
    expect(url.searchParams.get('email')).toBe(ava.email);
  });

  it('is ONE DynamoDB request', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email }));
    await activeMentors(); // A warm container: the mentors are kept a minute (mentor-directory.ts).
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await handler(httpEvent('GET', '/api/dashboard', { cookies: [athlete.cookie] }), lambdaContext);
      expect(result.statusCode).toBe(200);
      expect(dashboardReplySchema.parse(JSON.parse(result.body ?? '')).upcomingSessions).toHaveLength(1);
      expect(pageRequests(send)).toHaveLength(1);
      expect(sessionChecks(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});
