import { randomUUID } from 'node:crypto';
import type { AthleteActionReply } from '@herway/shared/contracts/admin-athletes';
import { listBookings } from '../bookings/store/booking-repo';
import type { BookingRecord } from '../bookings/store/booking-repo';
import { createMentorshipPackage } from '../bookings/store/package-repo';
import { handler as onBookingCreated } from '../bookings/events/on-booking-created';
import { createTestAccount } from './accounts';
import type { TestAccount } from './accounts';
import { adminCall } from './admin-actions';
import { calendlyBody, calendlyEnvelope } from './calendly';

const HOUR = 3600_000;

/**
 * An athlete with a Starter package and one booking of it at `start` (two hours ago unless told;
 * its reminders scheduled), named `firstName` when given.
 */
export async function bookedAthlete(
  start = new Date(Date.now() - 2 * HOUR),
  firstName?: string,
): Promise<{ athlete: TestAccount; packageId: string; booking: BookingRecord }> {
  const athlete = await createTestAccount(firstName ? { firstName } : {});
  const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
  await onBookingCreated(calendlyEnvelope(calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email, start })));
  const [booking] = await listBookings(athlete.sub);
  if (!booking) throw new Error('The booking was not recorded');
  return { athlete, packageId: pkg.id, booking };
}

/** An admin's action on a booking (POST /api/admin/bookings/{userId}/{bookingId}/{action}). */
export const bookingAction = (siteUrl: string, cookie: string, userId: string, bookingId: string, action: 'cancel' | 'no-show', body: unknown) =>
  adminCall(siteUrl, cookie, 'POST', `/api/admin/bookings/${userId}/${bookingId}/${action}`, body);

/** An admin saves a booking's notes (a new save: version 0, a new request id, unless the body says). */
export const saveSessionNotes = (siteUrl: string, adminCookie: string, athlete: TestAccount, bookingId: string, body: Record<string, unknown>) =>
  adminCall(siteUrl, adminCookie, 'POST', `/api/admin/bookings/${athlete.sub}/${bookingId}/notes`, { version: 0, requestId: randomUUID(), ...body });

/** The notes of one booking in an admin action's reply. */
export const notesOf = (reply: AthleteActionReply, bookingId: string) => reply.athlete.bookings.find((booking) => booking.id === bookingId)?.mentorNotes;
