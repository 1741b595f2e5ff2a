import { bookingCanceledEvent } from '@herway/events/calendly-events';
import { eventConsumer } from '../../kernel/event-consumer';
import { logger } from '../../kernel/logger';
import { recordMetric } from '../../kernel/metrics';
import { cancelInviteeBooking } from '../invitee-bookings';
import { tellFamilyOfSession } from '../family-notices';

/**
 * Consumer of Booking.Canceled (Calendly invitee.canceled): the booking becomes cancelled (or
 * rescheduled, when Calendly cancels it to make a new one) and its reserved session goes back to
 * the package, in one transaction; cancelled by the family with less than 24 hours' notice, the
 * session counts as used instead (docs/product-rules.md#changing-a-session-the-24-hour-policy). Its reminder e-mails are unscheduled. A second
 * delivery, or a session already completed, changes nothing; a cancellation arriving before its
 * booking keeps that booking from being recorded.
 */
export const handler = eventConsumer(async (event: unknown): Promise<void> => {
  const envelope = bookingCanceledEvent.envelope.parse(event);
  const result = await cancelInviteeBooking(envelope.detail.payload, envelope.time);
  const booking = 'booking' in result ? result.booking : undefined;
  if (result.outcome === 'cancelled') recordMetric('BookingsCanceled', 1);
  // Only the delivery that cancelled it tells her family; a reschedule is a new booking, not a cancellation.
  const familyNotified = result.outcome === 'cancelled' && booking?.status === 'cancelled' ? await tellFamilyOfSession(booking, 'cancelled') : 0;
  if (result.outcome === 'unchanged' && booking?.status === 'completed') {
    logger.warn('Calendly cancelled a session already marked complete: left completed', { eventId: envelope.id, bookingId: booking.id });
  }
  logger.info('Calendly cancellation handled', {
    eventId: envelope.id,
    outcome: result.outcome,
    familyNotified,
    ...(booking ? { bookingId: booking.id, userId: booking.userId, status: booking.status } : {}),
    ...(result.outcome === 'cancelled' ? { session: result.session } : {}),
  });
});
