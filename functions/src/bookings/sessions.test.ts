import { dashboardReplySchema, sessionsReplySchema } from '@herway/shared/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import type { BookingRecord } from './store/booking-repo';
import type { AthleteCollection } from '../dashboard/store/dashboard-repo';
import { buildMentorshipPackage } from './store/package-repo';
import { httpErrorOf } from '../kernel/domain-error-statuses';
import { sampleMentorRecords } from './mentors';
import { buildDashboard } from '../dashboard/dashboard';
import { bookingLinks, explainCompletionRefusal, isReadyToComplete, sessionsNewestFirst, upcomingSessions } from './sessions';

const sub = '3f1c9a52-8e0b-4d6f-a1b7-2c9e4f5d6a70';
const now = new Date('2026-03-01T12:00:00.000Z');

/** The refusal as the API answers it (status from the table), and whether it was worth a log. */
function completionRefusal(...args: Parameters<typeof explainCompletionRefusal>) {
  const { error, unexplained } = explainCompletionRefusal(...args);
  const { statusCode } = httpErrorOf(error) as { statusCode: number };
  return { statusCode, message: error.message, ...(unexplained ? { unexplained } : {}) };
}

function booking(id: string, changes: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id,
    userId: sub,
    mentorshipPackageId: 'pkg-old',
    mentorName: 'Maya Reynolds',
    sessionDate: '2026-03-10T16:00:00.000Z',
    sessionDuration: 60,
    sessionType: 'mentorship',
    status: 'scheduled',
    needsAttention: false,
    completedAt: null,
    notes: null,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...changes,
  };
}

const oldPackage = buildMentorshipPackage({
  id: 'pkg-old',
  userId: sub,
  packageType: 'starter',
  amount: 40_000,
  purchaseDate: '2026-01-01T00:00:00.000Z',
  now: '2026-01-01T00:00:00.000Z',
});
const newPackage = buildMentorshipPackage({
  id: 'pkg-new',
  userId: sub,
  packageType: 'elite',
  amount: 65_000,
  purchaseDate: '2026-02-01T00:00:00.000Z',
  now: '2026-02-01T00:00:00.000Z',
});
const inactive = {
  ...buildMentorshipPackage({ id: 'pkg-off', userId: sub, packageType: 'growth', amount: 56_000, purchaseDate: '2025-12-01T00:00:00.000Z' }),
  status: 'inactive' as const,
};

const collection: AthleteCollection = {
  profile: { firstName: 'Ava', lastName: 'Lopez', email: 'ava@example.com' },
  coursePurchases: [{ id: 'purchase-1', courseType: 'full_packet', status: 'active', purchaseDate: '2026-01-05T00:00:00.000Z' }],
  packages: [oldPackage, { ...newPackage, sessionsUsed: 2, sessionsRemaining: 8, sessionsReserved: 3 }, inactive],
  bookings: [
    booking('later', { sessionDate: '2026-03-20T16:00:00.000Z' }),
    booking('past', { sessionDate: '2026-02-20T16:00:00.000Z' }),
    booking('done', { status: 'completed', completedAt: '2026-02-11T00:00:00.000Z', sessionDate: '2026-02-10T16:00:00.000Z' }),
    booking('flagged', { mentorshipPackageId: null, needsAttention: true, sessionDate: '2026-03-05T16:00:00.000Z' }),
    booking('gone', { status: 'cancelled', sessionDate: '2026-03-02T16:00:00.000Z' }),
  ],
  entitlements: [{ courseId: 'course_packet', grantedAt: '2026-02-01T00:00:00.000Z', accessExpiresAt: null, isActive: true }],
};

// Her id, sealed (booking-links.ts): what her links carry instead of the raw id.
const bookingToken = 'b1.sealed-token-of-ava';
const links = { bookingToken, mentors: sampleMentorRecords('2026-01-01T00:00:00.000Z'), realCalendly: false, siteOrigin: 'http://localhost:3000' };

describe('buildDashboard', () => {
  it('shapes the dashboard reply from the item collection', () => {
    const reply = dashboardReplySchema.parse(buildDashboard(collection, links));
    expect(reply.user).toEqual({ firstName: 'Ava' });
    expect(reply.coursePurchases).toEqual([{ id: 'purchase-1', courseType: 'full_packet', status: 'active', purchaseDate: '2026-01-05T00:00:00.000Z' }]);
    expect(reply.mentorshipPackages.map((p) => p.id)).toEqual(['pkg-new', 'pkg-old', 'pkg-off']);
    expect(reply.mentorshipPackages[0]).toEqual({
      id: 'pkg-new',
      packageType: 'elite',
      status: 'active',
      sessionsUsed: 2,
      totalSessions: 10,
      sessionsRemaining: 8,
      sessionsBooked: 3,
      sessionsToBook: 5,
      purchaseDate: '2026-02-01T00:00:00.000Z',
      expiresAt: null,
    });
    // Active packages only, booked sessions apart: 5 + (8 - 3), not the inactive package's 8.
    expect(reply.totalSessionsRemaining).toBe(10);
    expect(reply.totalSessionsBooked).toBe(3);
    expect(reply.entitlements).toEqual([{ courseId: 'course_packet', grantedAt: '2026-02-01T00:00:00.000Z', expiresAt: null, isActive: true }]);
    expect(reply.courseMaterials).toEqual([]);
  });

  it('lists every scheduled session soonest first, past ones included (ready to complete)', () => {
    const reply = buildDashboard(collection, links);
    expect(reply.upcomingSessions.map((s) => s.id)).toEqual(['past', 'flagged', 'later']);
    expect(reply.upcomingSessions[1]).toMatchObject({ needsAttention: true, mentorshipPackageId: null });
    expect(reply.upcomingSessions[0]).not.toHaveProperty('needsAttention');
  });

  it('answers a first name of null (the page shows Athlete) and zeroes for a new athlete', () => {
    const reply = dashboardReplySchema.parse(buildDashboard({ profile: undefined, coursePurchases: [], packages: [], bookings: [], entitlements: [] }, links));
    expect(reply).toMatchObject({ user: { firstName: null }, mentorshipPackages: [], upcomingSessions: [], totalSessionsRemaining: 0 });
    expect(reply.bookingLinks).toHaveLength(2);
  });
});

describe('bookingLinks', () => {
  it('point at the local scheduler on the site origin when no Calendly key is set, carrying her sealed token (never her raw id)', () => {
    const [first, second] = bookingLinks({ ...links, profile: collection.profile });
    expect(first).toMatchObject({ mentorId: 'maya-reynolds', mentorName: 'Maya Reynolds', sessionMinutes: 60 });
    expect(second).toMatchObject({ mentorId: 'jordan-ellis', mentorName: 'Jordan Ellis', sessionMinutes: 60 });
    const url = new URL(first?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/local/scheduler');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mentor: 'maya-reynolds',
      utm_source: 'herway',
      utm_medium: 'dashboard',
      utm_campaign: 'mentorship',
      utm_content: bookingToken,
      utm_term: 'maya-reynolds',
      name: 'Ava Lopez',
      email: 'ava@example.com',
    });
  });

  it("use the mentors' own Calendly links when Calendly is configured, and only the mentors on the site", () => {
    const [first, second] = bookingLinks({ ...links, realCalendly: true });
    const url = new URL(first?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://calendly.com/herway-maya/60min');
    expect(url.searchParams.get('utm_content')).toBe(bookingToken);
    expect(first?.url).not.toContain(sub);
    expect(url.searchParams.get('utm_source')).toBe('herway');
    expect(url.searchParams.get('utm_medium')).toBe('dashboard');
    expect(url.searchParams.has('mentor')).toBe(false);
    expect(second?.url).toMatch(/^https:\/\/calendly\.com\/herway-jordan\/60min\?/);
    expect(bookingLinks({ ...links, mentors: links.mentors.slice(1) }).map((link) => link.mentorId)).toEqual(['jordan-ellis']);
  });
});

describe('sessionsNewestFirst', () => {
  it('orders the history by session date, newest first', () => {
    const sessions = sessionsReplySchema.parse(sessionsNewestFirst(collection.bookings));
    expect(sessions.map((s) => s.id)).toEqual(['later', 'flagged', 'gone', 'past', 'done']);
    expect(sessions[4]).toMatchObject({ status: 'completed', completedAt: '2026-02-11T00:00:00.000Z' });
  });

  it('puts undated bookings last, newest booking first among equals', () => {
    const sessions = sessionsNewestFirst([
      booking('undated', { sessionDate: null }),
      booking('a', { createdAt: '2026-01-01T00:00:00.000Z' }),
      booking('b', { createdAt: '2026-01-02T00:00:00.000Z' }),
    ]);
    expect(sessions.map((s) => s.id)).toEqual(['b', 'a', 'undated']);
  });

  it('upcomingSessions keeps scheduled ones only', () => {
    expect(upcomingSessions([booking('x', { status: 'rescheduled' })])).toEqual([]);
  });
});

describe('completing a session', () => {
  it('is ready once the session has started, never before', () => {
    expect(isReadyToComplete(booking('x', { sessionDate: '2026-03-01T12:00:00.000Z' }), now)).toBe(true);
    expect(isReadyToComplete(booking('x', { sessionDate: '2026-03-01T12:00:01.000Z' }), now)).toBe(false);
    expect(isReadyToComplete(booking('x', { sessionDate: '2026-02-01T12:00:00.000Z', mentorshipPackageId: null }), now)).toBe(false);
  });

  it('explains each refusal', () => {
    const pastBooking = booking('x', { sessionDate: '2026-02-20T16:00:00.000Z' });
    expect(completionRefusal(undefined, undefined, now)).toEqual({ statusCode: 404, message: 'Session not found' });
    expect(completionRefusal({ ...pastBooking, status: 'completed' }, oldPackage, now)).toEqual({
      statusCode: 409,
      message: 'This session is already completed',
    });
    expect(completionRefusal({ ...pastBooking, status: 'cancelled' }, oldPackage, now)).toEqual({
      statusCode: 409,
      message: 'Only scheduled sessions can be completed',
    });
    expect(completionRefusal({ ...pastBooking, status: 'rescheduled' }, oldPackage, now).message).toBe('Only scheduled sessions can be completed');
    expect(completionRefusal({ ...pastBooking, mentorshipPackageId: null }, undefined, now).message).toMatch(/isn't linked to a mentorship package/);
    expect(completionRefusal(booking('x'), oldPackage, now).message).toMatch(/hasn't started yet/);
    expect(completionRefusal(pastBooking, { ...oldPackage, sessionsRemaining: 0 }, now).message).toBe('Your mentorship package has no sessions remaining');
    expect(completionRefusal(pastBooking, { ...oldPackage, status: 'refunded' }, now).message).toMatch(/package was refunded, so it can't be marked complete/);
    expect(completionRefusal(pastBooking, { ...oldPackage, status: 'inactive' }, now).message).toBe(
      "This session's mentorship package is inactive, so it can't be marked complete.",
    );
    expect(completionRefusal(pastBooking, oldPackage, now)).toMatchObject({ statusCode: 409, unexplained: true });
  });
});
