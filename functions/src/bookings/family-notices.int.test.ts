import { describe, expect, inject, it } from 'vitest';
import { findSchedulerBooking } from './store/booking-repo';
import { createMentorshipPackage } from './store/package-repo';
import { handler as onBookingCanceled } from './events/on-booking-canceled';
import { handler as onBookingCreated } from './events/on-booking-created';
import { createTestAccount } from '../testing/accounts';
import { callApi } from '../testing/admin-calls';
import { calendlyBody, calendlyEnvelope } from '../testing/calendly';
import { emailsTo } from '../testing/emails';
import { linkFamily } from '../testing/family';
import { moveSchedulerClock, schedulerNow } from '../testing/scheduler';

// A linked parent or guardian is told of her athlete's sessions (docs/family.md): booked, cancelled,
// and the reminder the day before beside hers; never twice for one event, never after the link ends.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');
const HOUR = 3600_000;
const minute = (time: number) => new Date(Math.ceil(time / 60_000) * 60_000);

const subjectsTo = async (address: string) => (await emailsTo(sesUrl, address)).map((email) => email.subject);

describe("her family's session e-mails", () => {
  it('tells her guardian of a booking once, the reminder beside hers (not the nudge), and a cancellation', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const guardian = await createTestAccount({ group: 'guardian', firstName: 'Dana', email: `dana-${crypto.randomUUID()}@example.com` });
    await linkFamily(siteUrl, sesUrl, athlete, guardian);
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const start = minute((await schedulerNow()).getTime() + 3 * 24 * HOUR);
    const body = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email, start });
    await onBookingCreated(calendlyEnvelope(body));
    await onBookingCreated(calendlyEnvelope(body));
    const invitation = (await subjectsTo(guardian.email)).filter((subject) => !subject.includes('booked'));
    expect((await subjectsTo(guardian.email)).filter((subject) => subject.includes('booked'))).toEqual(['Maya booked a HerWay session']);
    const [notice] = (await emailsTo(sesUrl, guardian.email)).filter((email) => email.subject.includes('booked'));
    expect(notice?.body.text).toContain('Hi Dana,');
    expect(notice?.body.text).toContain(`/family/athletes/${athlete.sub}`);

    await moveSchedulerClock(new Date(start.getTime() - 24 * HOUR));
    expect(await subjectsTo(athlete.email)).toContain('Reminder: your HerWay session with Alex Rivera is tomorrow');
    expect(await subjectsTo(guardian.email)).toContain("Reminder: Maya's HerWay session is tomorrow");
    await moveSchedulerClock(new Date(start.getTime() + 4 * HOUR));
    expect(await subjectsTo(athlete.email)).toContain('How was your session with Alex Rivera? Mark it complete');
    expect((await subjectsTo(guardian.email)).filter((subject) => !invitation.includes(subject))).toEqual([
      'Maya booked a HerWay session',
      "Reminder: Maya's HerWay session is tomorrow",
    ]);

    const second = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email, start: new Date(start.getTime() + 24 * HOUR) });
    await onBookingCreated(calendlyEnvelope(second));
    const uri = second.payload.uri as string;
    expect(await findSchedulerBooking(uri)).toBeDefined();
    const cancel = calendlyEnvelope(calendlyBody('invitee.canceled', { uri, start: new Date(start.getTime() + 24 * HOUR) }));
    await onBookingCanceled(cancel);
    await onBookingCanceled(cancel);
    expect((await subjectsTo(guardian.email)).filter((subject) => subject.includes('cancelled'))).toEqual(["Maya's HerWay session was cancelled"]);
  });

  it('tells nobody once the link has ended', async () => {
    const athlete = await createTestAccount({ firstName: 'Nia' });
    const guardian = await createTestAccount({ group: 'guardian', email: `lee-${crypto.randomUUID()}@example.com` });
    const link = await linkFamily(siteUrl, sesUrl, athlete, guardian);
    await callApi(siteUrl, 'DELETE', `/api/family/links/${link.id}`, athlete);
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    await onBookingCreated(
      calendlyEnvelope(calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email, start: new Date(Date.now() + 5 * 24 * HOUR) })),
    );
    expect((await subjectsTo(guardian.email)).filter((subject) => subject.includes('session'))).toEqual([]);
  });
});
