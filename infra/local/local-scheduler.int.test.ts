import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { describe, expect, inject, it } from 'vitest';
import { listBookings } from '@herway/functions/bookings/store/booking-repo';
import { createMentorshipPackage, listPackages } from '@herway/functions/bookings/store/package-repo';
import { createTestAccount } from '@herway/functions/testing/accounts';
import { eventually } from '@herway/functions/testing/calendly';

const siteUrl = inject('siteUrl');

const submit = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

/** A new athlete with a Starter package books Jordan from her dashboard's link; her booking once recorded. */
async function bookFromDashboard(when: { date: string; time: string; timezone: string }) {
  const athlete = await createTestAccount({ firstName: 'Ava' });
  const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
  const dashboard = dashboardReplySchema.parse(await (await fetch(`${siteUrl}/api/dashboard`, { headers: { Cookie: athlete.cookie } })).json());
  const link = new URL(dashboard.bookingLinks[1]?.url ?? '');
  const page = await fetch(link);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Book a 60-minute session with Jordan Ellis');
  expect(html).toContain(`value="${athlete.email}"`);

  // What the browser posts: the visible fields and the hidden UTM fields of the link.
  const form: Record<string, string> = { mentor: 'jordan-ellis', ...when, name: 'Ava Athlete', email: athlete.email };
  for (const [name, value] of link.searchParams) if (name.startsWith('utm_')) form[name] = value;
  const booked = await submit(`${siteUrl}/local/scheduler`, form);
  expect(booked.status).toBe(200);
  expect(await booked.text()).toContain("You're scheduled");
  const [booking] = await eventually(async () => {
    const bookings = await listBookings(athlete.sub);
    return bookings.length > 0 ? bookings : undefined;
  });
  return { athlete, pkg, booking };
}

describe('the local scheduler on the local stack', () => {
  it("books from the dashboard's link through the real webhook, and cancels through the booking's cancel_url", async () => {
    const { athlete, pkg, booking } = await bookFromDashboard({ date: '2026-04-02', time: '17:30', timezone: 'America/Los_Angeles' });
    expect(booking).toMatchObject({
      status: 'scheduled',
      mentorshipPackageId: pkg.id,
      mentorName: 'Jordan Ellis',
      sessionDuration: 60,
      sessionDate: '2026-04-03T00:30:00.000Z',
      cancelUrl: expect.stringMatching(new RegExp(`^${siteUrl}/local/scheduler/cancellations/`)),
      rescheduleUrl: expect.stringMatching(new RegExp(`^${siteUrl}/local/scheduler/reschedulings/`)),
      joinUrl: expect.stringMatching(new RegExp(`^${siteUrl}/local/scheduler/calls/`)),
    });
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(1);

    const cancelUrl = booking?.cancelUrl ?? '';
    expect(await (await fetch(cancelUrl)).text()).toContain("HerWay's 24-hour policy applies");
    const cancelled = await submit(cancelUrl, { reason: 'Tournament moved' });
    expect(cancelled.status).toBe(200);
    await eventually(async () => ((await listBookings(athlete.sub))[0]?.status === 'cancelled' ? true : undefined));
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(0);

    // Already cancelled: the page says so and nothing more is sent.
    const again = await submit(cancelUrl, {});
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('was already cancelled');
  });

  it("reschedules through the booking's reschedule_url: the old booking rescheduled, the new one holding the same session", async () => {
    const { athlete, pkg, booking } = await bookFromDashboard({ date: '2026-04-06', time: '10:00', timezone: 'America/New_York' });
    const before = (await listPackages(athlete.sub))[0];
    expect(before?.sessionsReserved).toBe(1);

    const rescheduleUrl = booking?.rescheduleUrl ?? '';
    expect(await (await fetch(rescheduleUrl)).text()).toContain('Reschedule your session with Jordan Ellis');
    const moved = await submit(rescheduleUrl, { date: '2026-04-08', time: '15:30', timezone: 'America/New_York', name: 'Ava Athlete', email: athlete.email });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain("You're rescheduled");

    const bookings = await eventually(async () => {
      const all = await listBookings(athlete.sub);
      const done = all.some((item) => item.id === booking?.id && item.status === 'rescheduled') && all.some((item) => item.status === 'scheduled');
      return done ? all : undefined;
    });
    expect(bookings).toHaveLength(2);
    expect(bookings.find((item) => item.status === 'scheduled')).toMatchObject({
      sessionDate: '2026-04-08T19:30:00.000Z',
      mentorshipPackageId: pkg.id,
      mentorName: 'Jordan Ellis',
    });
    const after = (await listPackages(athlete.sub))[0];
    expect([after?.sessionsReserved, after?.sessionsUsed, after?.sessionsRemaining]).toEqual([
      before?.sessionsReserved,
      before?.sessionsUsed,
      before?.sessionsRemaining,
    ]);
  });

  it('answers 404 for a link that names no booking, and is not an API route', async () => {
    expect((await fetch(`${siteUrl}/local/scheduler/cancellations/9c6b2f1e-3d4a-4b5c-8e7f-1a2b3c4d5e6f`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/api/local/scheduler`)).status).toBe(404);
  });
});
