import { bookingCreatedEvent } from '@herway/events/calendly-events';
import { eventConsumer } from '../../kernel/event-consumer';
import { logger } from '../../kernel/logger';
import { recordMetric } from '../../kernel/metrics';
import { takeInviteeBooking } from '../invitee-bookings';
import { tellFamilyOfSession } from '../family-notices';

/**
 * Consumer of Booking.Created (Calendly invitee.created): the booking is taken in by the bookings
 * service (invitee-bookings.ts), and her linked parents or guardians are told (family-notices.ts). A
 * throw means the bus retries; a redelivery changes nothing twice and e-mails nobody again.
 */
export const handler = eventConsumer(async (event: unknown): Promise<void> => {
  const envelope = bookingCreatedEvent.envelope.parse(event);
  const { outcome, stored, messagesScheduled } = await takeInviteeBooking(envelope.detail.payload);
  if (outcome === 'recorded') recordMetric('BookingsCreated', 1);
  // Only the delivery that recorded it tells her family: a redelivery is 'duplicate'.
  const familyNotified = outcome === 'recorded' && stored ? await tellFamilyOfSession(stored, 'booked') : 0;
  logger.info('Calendly booking handled', {
    eventId: envelope.id,
    outcome,
    messagesScheduled,
    familyNotified,
    ...(stored ? { bookingId: stored.id, userId: stored.userId, needsAttention: stored.needsAttention } : {}),
  });
});
