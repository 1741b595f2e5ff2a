import { describe, expect, inject, it } from 'vitest';
import { findSchedulerBooking, getBooking } from '../store/booking-repo';
import { createMentorshipPackage } from '../store/package-repo';
import { handler as onBookingCanceled } from '../events/on-booking-canceled';
import { handler as onBookingCreated } from '../events/on-booking-created';
import { createTestAccount } from '../../testing/accounts';
import { calendlyBody, calendlyEnvelope } from '../../testing/calendly';
import type { InviteeOptions } from '../../testing/calendly';
import { moveSchedulerClock, scheduledAt, schedulerNow } from '../../testing/scheduler';
import { handler as sendSessionMessage } from './send-session-message';

const sesUrl = inject('sesUrl');
const HOUR = 3600_000;

interface StoredEmail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
  attachments: { filename?: string; contentType: string; content: string }[];
}

async function emailsTo(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

/** Books through the consumer, as the bus delivers a Calendly invitee.created; the booking recorded. */
async function book(athlete: { sub: string; email: string }, options: InviteeOptions) {
  const body = calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email, ...options });
  await onBookingCreated(calendlyEnvelope(body));
  const uri = body.payload.uri as string;
  const lookup = await findSchedulerBooking(uri);
  return { uri, bookingId: lookup?.bookingId ?? '' };
}

const minute = (time: number) => new Date(Math.ceil(time / 60_000) * 60_000);
const atOf = (date: Date) => date.toISOString().slice(0, 19);

describe('session reminders (EventBridge Scheduler one-time schedules)', () => {
  it('reminds her 24 hours before with the invitation, nudges her after, and sends nothing for a cancelled session', async () => {
    const athlete = await createTestAccount({ firstName: 'Ava' });
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const start = minute((await schedulerNow()).getTime() + 3 * 24 * HOUR);
    const kept = await book(athlete, { start });
    const dropped = await book(athlete, { start: new Date(start.getTime() + 2 * HOUR) });

    expect(await scheduledAt('reminder', kept.bookingId)).toBe(atOf(new Date(start.getTime() - 24 * HOUR)));
    expect(await scheduledAt('nudge', kept.bookingId)).toBe(atOf(new Date(start.getTime() + 2 * HOUR)));
    expect(await scheduledAt('reminder', dropped.bookingId)).toBeDefined();

    await onBookingCanceled(calendlyEnvelope(calendlyBody('invitee.canceled', { uri: dropped.uri, start: new Date(start.getTime() + 2 * HOUR) })));
    expect(await scheduledAt('reminder', dropped.bookingId)).toBeUndefined();
    expect(await scheduledAt('nudge', dropped.bookingId)).toBeUndefined();

    await moveSchedulerClock(new Date(start.getTime() - 24 * HOUR - 60_000));
    expect(await emailsTo(athlete.email)).toHaveLength(0);

    await moveSchedulerClock(new Date(start.getTime() - 24 * HOUR));
    const [reminder, ...others] = await emailsTo(athlete.email);
    expect(others).toHaveLength(0);
    expect(reminder?.subject).toBe('Reminder: your HerWay session with Alex Rivera is tomorrow');
    expect(reminder?.body.text).toContain('Join the call: https://calendly.com/events/GBGBDCAADAEDCRZ2/google_meet');
    expect(reminder?.attachments[0]?.filename).toBe('herway-session.ics');
    expect(Buffer.from(reminder?.attachments[0]?.content ?? '', 'base64').toString('utf8')).toContain(`DTSTART:${atOf(start).replace(/[-:]/g, '')}Z`);
    expect(await scheduledAt('reminder', kept.bookingId)).toBeUndefined();

    await moveSchedulerClock(new Date(start.getTime() + 4 * HOUR));
    const subjects = (await emailsTo(athlete.email)).map((email) => email.subject);
    expect(subjects).toEqual(['Reminder: your HerWay session with Alex Rivera is tomorrow', 'How was your session with Alex Rivera? Mark it complete']);
    expect(await getBooking(athlete.sub, kept.bookingId)).toMatchObject({ reminderSentAt: expect.any(String), nudgeSentAt: expect.any(String) });
  });

  it('moves the reminders with a reschedule', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const start = minute((await schedulerNow()).getTime() + 5 * 24 * HOUR);
    const first = await book(athlete, { start });
    const moved = await book(athlete, { start: new Date(start.getTime() + 24 * HOUR), oldInvitee: first.uri });
    expect(await scheduledAt('reminder', first.bookingId)).toBeUndefined();
    expect(await scheduledAt('nudge', first.bookingId)).toBeUndefined();
    expect(await scheduledAt('reminder', moved.bookingId)).toBe(atOf(start));
  });

  it('sends one e-mail when the same schedule runs twice at once', async () => {
    const athlete = await createTestAccount();
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
    const start = minute(Date.now() + 10 * 24 * HOUR);
    const { bookingId } = await book(athlete, { start });
    const message = { kind: 'reminder' as const, userId: athlete.sub, bookingId, sessionDate: start.toISOString() };
    const outcomes = await Promise.all([sendSessionMessage(message), sendSessionMessage(message)]);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(['sent', 'skipped']);
    expect(await emailsTo(athlete.email)).toHaveLength(1);
  });

  it('refuses a message that is not one', async () => {
    await expect(sendSessionMessage({ kind: 'spam', userId: 'x', bookingId: 'y', sessionDate: 'soon' })).rejects.toThrow();
  });
});
