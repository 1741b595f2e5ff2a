import { defineEvent, EVENT_SOURCES } from './envelope';
import { inviteeCanceledWebhookSchema, inviteeCreatedWebhookSchema } from './calendly';

// Calendly's events on the HerWay bus: the detail is the webhook's body, the detail-type
// Calendly's own event name.

export const bookingCreatedEvent = defineEvent('Booking.Created', EVENT_SOURCES.calendly, 'invitee.created', inviteeCreatedWebhookSchema);
export const bookingCanceledEvent = defineEvent('Booking.Canceled', EVENT_SOURCES.calendly, 'invitee.canceled', inviteeCanceledWebhookSchema);
