import { describe, expect, it } from 'vitest';
import { buildMentorshipPackage } from './store/package-repo';
import type { MentorshipPackageRecord } from './store/package-repo';
import { calendlyBody, calendlyInvitee } from '../testing/calendly';
import { LOCAL_BOOKING_LINK_KEY } from '../kernel/config';
import { bookingTokenOf } from './booking-links';
import { sampleMentorRecords } from './mentors';
import type { CalendlyInvitee } from '@herway/events/calendly';
import { inviteeCanceledWebhookSchema } from '@herway/events/calendly';
import {
  athleteHints,
  bookingDetails,
  cancelledAt,
  cancelledStatus,
  choosePackageForBooking,
  forfeitsSession,
  newBookingId,
  packageIdOfBooking,
  safeLink,
  unreservedSessions,
} from './bookings';

const now = new Date('2026-03-01T12:00:00.000Z');

function pkg(id: string, purchaseDate: string, changes: Partial<MentorshipPackageRecord> = {}): MentorshipPackageRecord {
  return { ...buildMentorshipPackage({ id, userId: 'athlete-1', packageType: 'starter', amount: 40_000, purchaseDate, now: purchaseDate }), ...changes };
}

describe('choosePackageForBooking', () => {
  it('takes the oldest active package that still has an unreserved session', () => {
    const packages = [pkg('new', '2026-02-01T00:00:00.000Z'), pkg('old', '2026-01-01T00:00:00.000Z'), pkg('middle', '2026-01-15T00:00:00.000Z')];
    expect(choosePackageForBooking(packages, now)?.id).toBe('old');
  });

  it('skips packages whose remaining sessions are all reserved or used', () => {
    const packages = [
      pkg('full', '2026-01-01T00:00:00.000Z', { sessionsRemaining: 2, sessionsReserved: 2, sessionsUsed: 3 }),
      pkg('used-up', '2026-01-02T00:00:00.000Z', { sessionsRemaining: 0, sessionsUsed: 5 }),
      pkg('free', '2026-01-03T00:00:00.000Z', { sessionsRemaining: 5, sessionsReserved: 4 }),
    ];
    expect(choosePackageForBooking(packages, now)?.id).toBe('free');
    expect(unreservedSessions(packages[2] as MentorshipPackageRecord)).toBe(1);
  });

  it('skips inactive, refunded and expired packages', () => {
    const packages = [
      pkg('inactive', '2026-01-01T00:00:00.000Z', { status: 'inactive' }),
      pkg('refunded', '2026-01-02T00:00:00.000Z', { status: 'refunded' }),
      pkg('expired', '2026-01-03T00:00:00.000Z', { accessExpiresAt: '2026-02-28T00:00:00.000Z' }),
      pkg('valid', '2026-01-04T00:00:00.000Z', { accessExpiresAt: '2026-09-01T00:00:00.000Z' }),
    ];
    expect(choosePackageForBooking(packages, now)?.id).toBe('valid');
  });

  it('answers undefined when nothing can take the booking (it is then flagged)', () => {
    expect(choosePackageForBooking([], now)).toBeUndefined();
    expect(choosePackageForBooking([pkg('full', '2026-01-01T00:00:00.000Z', { sessionsReserved: 5 })], now)).toBeUndefined();
  });

  it('breaks a tie on purchase date by creation time, then id', () => {
    const same = '2026-01-01T00:00:00.000Z';
    expect(choosePackageForBooking([pkg('b', same), pkg('a', same)], now)?.id).toBe('a');
  });
});

describe('booking ids', () => {
  it('name the package they hold, so completing needs no read', () => {
    const id = newBookingId('3f1c9a52-8e0b-4d6f-a1b7-2c9e4f5d6a70');
    expect(id).toMatch(/^3f1c9a52-8e0b-4d6f-a1b7-2c9e4f5d6a70_[0-9a-f-]{36}$/);
    expect(packageIdOfBooking(id)).toBe('3f1c9a52-8e0b-4d6f-a1b7-2c9e4f5d6a70');
  });

  it('keep a package id containing underscores (a PaymentIntent id) whole', () => {
    expect(packageIdOfBooking(newBookingId('pi_3Mt_abc'))).toBe('pi_3Mt_abc');
  });

  it('have no package part for a booking recorded without one', () => {
    const id = newBookingId(undefined);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(packageIdOfBooking(id)).toBeUndefined();
    expect(packageIdOfBooking('_abc')).toBeUndefined();
  });
});

describe('bookingDetails', () => {
  it('reads the session from the real-shaped invitee.created payload', () => {
    const invitee = calendlyBody('invitee.created').payload as unknown as CalendlyInvitee;
    invitee.scheduled_event.start_time = '2025-12-02T22:00:00.000000Z';
    invitee.scheduled_event.end_time = '2025-12-02T23:00:00.000000Z';
    invitee.email = ' Maya.Thompson@Example.com ';
    expect(bookingDetails(invitee)).toEqual({
      sessionDate: '2025-12-02T22:00:00.000Z',
      sessionDuration: 60,
      mentorName: 'Alex Rivera',
      calendlyEventId: invitee.scheduled_event.uri,
      calendlyInviteeUri: invitee.uri,
      inviteeEmail: 'maya.thompson@example.com',
      inviteeName: 'Maya Thompson',
      cancelUrl: 'https://calendly.com/cancellations/9c6b2f1e-3d4a-4b5c-8e7f-1a2b3c4d5e6f',
      rescheduleUrl: 'https://calendly.com/reschedulings/9c6b2f1e-3d4a-4b5c-8e7f-1a2b3c4d5e6f',
      joinUrl: 'https://calendly.com/events/GBGBDCAADAEDCRZ2/google_meet',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('takes a 30-minute length from start and end', () => {
    expect(bookingDetails(calendlyInvitee({ minutes: 30 })).sessionDuration).toBe(30);
  });

  it('falls back to the mentor named by utm_term, then by scheduling link, then to none', () => {
    const mentors = sampleMentorRecords('2026-01-01T00:00:00.000Z');
    const invitee = calendlyInvitee();
    invitee.scheduled_event.event_memberships = [];
    invitee.tracking = { ...invitee.tracking, utm_term: 'jordan-ellis' };
    expect(bookingDetails(invitee, mentors).mentorName).toBe('Jordan Ellis');
    invitee.tracking = { ...invitee.tracking, utm_term: null };
    expect(bookingDetails(invitee, mentors).mentorName).toBeNull();
    (invitee as Record<string, unknown>).scheduling_url = 'https://calendly.com/herway-maya/60min';
    expect(bookingDetails(invitee, mentors).mentorName).toBe('Maya Reynolds');
    expect(bookingDetails(invitee, []).mentorName).toBeNull();
  });
});

describe('athleteHints', () => {
  it('takes her id from the sealed token of her booking link, and the e-mail, lower-cased', () => {
    const invitee = calendlyInvitee({ userId: 'user-123', email: 'Ava@Example.COM' });
    expect(athleteHints(invitee, LOCAL_BOOKING_LINK_KEY)).toEqual({ userId: 'user-123', email: 'ava@example.com' });
  });

  it('takes no id from a raw id, a forged or missing token, or without the key', () => {
    expect(athleteHints(calendlyInvitee({ email: 'a@example.com' }), LOCAL_BOOKING_LINK_KEY)).toEqual({ email: 'a@example.com' });
    expect(athleteHints(calendlyInvitee({ utmContent: 'user-123', email: 'a@example.com' }), LOCAL_BOOKING_LINK_KEY)).toEqual({ email: 'a@example.com' });
    expect(
      athleteHints(calendlyInvitee({ utmContent: bookingTokenOf('user-123', 'someone-elses-key'), email: 'a@example.com' }), LOCAL_BOOKING_LINK_KEY),
    ).toEqual({ email: 'a@example.com' });
    expect(athleteHints(calendlyInvitee({ userId: 'user-123', email: 'a@example.com' }), undefined)).toEqual({ email: 'a@example.com' });
  });
});

describe('cancelledStatus', () => {
  it('is rescheduled when Calendly cancels an invitee to reschedule it, cancelled otherwise', () => {
    const canceled = inviteeCanceledWebhookSchema.parse(calendlyBody('invitee.canceled')).payload;
    expect(cancelledStatus(canceled)).toBe('cancelled');
    expect(cancelledStatus({ ...canceled, rescheduled: true })).toBe('rescheduled');
  });
});

describe('the scheduler links a booking keeps', () => {
  it('keeps the cancel, reschedule and call links, the place and her time zone', () => {
    const details = bookingDetails(calendlyInvitee({ email: 'ava@example.com' }));
    expect(details).toMatchObject({
      cancelUrl: 'https://calendly.com/cancellations/9c6b2f1e-3d4a-4b5c-8e7f-1a2b3c4d5e6f',
      rescheduleUrl: 'https://calendly.com/reschedulings/9c6b2f1e-3d4a-4b5c-8e7f-1a2b3c4d5e6f',
      joinUrl: 'https://calendly.com/events/GBGBDCAADAEDCRZ2/google_meet',
    });
  });

  it('drops links that could not be put in front of a family', () => {
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('http://calendly.com/cancellations/x')).toBeUndefined();
    expect(safeLink('not a url')).toBeUndefined();
    expect(safeLink(`https://calendly.com/${'x'.repeat(2100)}`)).toBeUndefined();
    expect(safeLink('http://localhost:3000/local/scheduler/cancellations/1')).toBe('http://localhost:3000/local/scheduler/cancellations/1');
    const invitee = { ...calendlyInvitee(), cancel_url: 'javascript:alert(1)', timezone: 'Not/AZone' } as CalendlyInvitee;
    const details = bookingDetails(invitee);
    expect(details.cancelUrl).toBeUndefined();
    expect(details.timeZone).toBeUndefined();
  });
});

describe('forfeitsSession (24 hours notice)', () => {
  const start = '2026-03-10T17:00:00.000Z';
  const canceled = (changes: { cancelerType?: 'invitee' | 'host'; rescheduled?: boolean } = {}) =>
    inviteeCanceledWebhookSchema.parse(calendlyBody('invitee.canceled', { start: new Date(start), ...changes })).payload;

  it('uses the session when she cancels with less than 24 hours notice', () => {
    expect(forfeitsSession(canceled(), start, new Date('2026-03-09T18:00:00.000Z'))).toBe(true);
    expect(forfeitsSession(canceled(), start, new Date('2026-03-10T18:00:00.000Z'))).toBe(true);
  });

  it('gives it back with notice enough, for a mentor cancelling, and for a reschedule', () => {
    expect(forfeitsSession(canceled(), start, new Date('2026-03-09T16:59:00.000Z'))).toBe(false);
    expect(forfeitsSession(canceled({ cancelerType: 'host' }), start, new Date('2026-03-10T16:00:00.000Z'))).toBe(false);
    expect(forfeitsSession(canceled({ rescheduled: true }), start, new Date('2026-03-10T16:00:00.000Z'))).toBe(false);
  });

  it('reads when she cancelled from Calendly, not from when the event arrived', () => {
    const invitee = inviteeCanceledWebhookSchema.parse(calendlyBody('invitee.canceled', { cancelledAt: new Date('2026-03-01T00:00:00.000Z') })).payload;
    expect(cancelledAt(invitee, '2026-03-10T16:30:00Z').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
