import { bookingCanceledEvent } from '@herway/events/catalog';
import { cancelSchedulerBooking } from '../adapters/dynamo/booking-repo';
import { logger } from '../lib/logger';
import { cancelledStatus } from '../services/bookings';

/**
 * Consumer of Booking.Canceled (Calendly invitee.canceled): the booking becomes cancelled (or
 * rescheduled, when Calendly cancels it to make a new one) and its reserved session goes back to
 * the package, in one transaction. A second delivery, or a session already completed, changes
 * nothing; a cancellation arriving before its booking keeps that booking from being recorded.
 */
export async function handler(event: unknown): Promise<void> {
  const envelope = bookingCanceledEvent.envelope.parse(event);
  const invitee = envelope.detail.payload;
  const result = await cancelSchedulerBooking(invitee.uri, {
    status: cancelledStatus(invitee),
    reason: invitee.cancellation?.reason?.trim() || null,
    now: new Date().toISOString(),
  });
  const booking = 'booking' in result ? result.booking : undefined;
  if (result.outcome === 'unchanged' && booking?.status === 'completed') {
    logger.warn('Calendly cancelled a session already marked complete: left completed', { eventId: envelope.id, bookingId: booking.id });
  }
  logger.info('Calendly cancellation handled', {
    eventId: envelope.id,
    outcome: result.outcome,
    ...(booking ? { bookingId: booking.id, userId: booking.userId, status: booking.status } : {}),
    ...(result.outcome === 'cancelled' ? { released: result.released } : {}),
  });
}
