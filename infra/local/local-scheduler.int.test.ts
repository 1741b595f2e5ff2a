import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { describe, expect, inject, it } from 'vitest';
import { listBookings } from '../../functions/src/adapters/dynamo/booking-repo';
import { createMentorshipPackage, listPackages } from '../../functions/src/adapters/dynamo/package-repo';
import { createTestAccount } from '../../functions/src/testing/accounts';
import { eventually } from '../../functions/src/testing/calendly';

const siteUrl = inject('siteUrl');

const submit = (form: Record<string, string>) =>
  fetch(`${siteUrl}/local/scheduler`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

describe('the local scheduler on the local stack', () => {
  it("books from the dashboard's link through the real webhook, and cancels", async () => {
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
    const form: Record<string, string> = { action: 'book', mentor: 'jordan-ellis', date: '2026-04-02', time: '17:30', timezone: 'America/Los_Angeles', name: 'Ava Athlete', email: athlete.email };
    for (const [name, value] of link.searchParams) if (name.startsWith('utm_')) form[name] = value;
    const booked = await submit(form);
    expect(booked.status).toBe(200);
    const confirmation = await booked.text();
    expect(confirmation).toContain("You're scheduled");

    const [booking] = await eventually(async () => {
      const bookings = await listBookings(athlete.sub);
      return bookings.length > 0 ? bookings : undefined;
    });
    expect(booking).toMatchObject({
      status: 'scheduled',
      mentorshipPackageId: pkg.id,
      mentorName: 'Jordan Ellis',
      sessionDuration: 60,
      sessionDate: '2026-04-03T00:30:00.000Z',
    });

    const token = /name="booking" value="([^"]+)"/.exec(confirmation)?.[1] ?? '';
    const cancelled = await submit({ action: 'cancel', booking: token, timezone: 'America/Los_Angeles' });
    expect(cancelled.status).toBe(200);
    await eventually(async () => ((await listBookings(athlete.sub))[0]?.status === 'cancelled' ? true : undefined));
    expect((await listPackages(athlete.sub))[0]?.sessionsReserved).toBe(0);
  });

  it('is not an API route', async () => {
    expect((await fetch(`${siteUrl}/api/local/scheduler`)).status).toBe(404);
  });
});
