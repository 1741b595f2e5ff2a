import { z } from 'zod';

// Calendly webhook (API v2) payloads for `invitee.created` and `invitee.canceled`: the fields we
// read, loose objects so the rest survives. Calendly sends null for unset optional fields.

export const CALENDLY_EVENT_TYPES = ['invitee.created', 'invitee.canceled'] as const;
export type CalendlyEventType = (typeof CALENDLY_EVENT_TYPES)[number];

export function isCalendlyEventType(type: string): type is CalendlyEventType {
  return (CALENDLY_EVENT_TYPES as readonly string[]).includes(type);
}

const timestamp = z.iso.datetime({ offset: true });

/** UTM fields of the booking link (how a booking is matched to the athlete's user id). */
export const calendlyTrackingSchema = z.looseObject({
  utm_source: z.string().nullish(),
  utm_campaign: z.string().nullish(),
  utm_medium: z.string().nullish(),
  utm_content: z.string().nullish(),
  utm_term: z.string().nullish(),
  salesforce_uuid: z.string().nullish(),
});
export type CalendlyTracking = z.infer<typeof calendlyTrackingSchema>;

export const calendlyEventMembershipSchema = z.looseObject({
  user: z.string().optional(),
  user_name: z.string().nullish(),
  user_email: z.string().nullish(),
});
export type CalendlyEventMembership = z.infer<typeof calendlyEventMembershipSchema>;

export const calendlyScheduledEventSchema = z.looseObject({
  uri: z.url(),
  name: z.string().nullish(),
  status: z.string().optional(),
  start_time: timestamp,
  end_time: timestamp,
  event_type: z.string().optional(),
  event_memberships: z.array(calendlyEventMembershipSchema).default([]),
});
export type CalendlyScheduledEvent = z.infer<typeof calendlyScheduledEventSchema>;

export const calendlyCancellationSchema = z.looseObject({
  canceled_by: z.string().nullish(),
  reason: z.string().nullish(),
  canceler_type: z.string().nullish(),
  created_at: timestamp.optional(),
});
export type CalendlyCancellation = z.infer<typeof calendlyCancellationSchema>;

/** The invitee resource carried in `payload`. */
export const calendlyInviteeSchema = z.looseObject({
  uri: z.url(),
  email: z.string(),
  name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  status: z.string(),
  timezone: z.string().nullish(),
  /** The scheduled event's URI. */
  event: z.url(),
  scheduled_event: calendlyScheduledEventSchema,
  tracking: calendlyTrackingSchema.nullish(),
  rescheduled: z.boolean().optional(),
  old_invitee: z.string().nullish(),
  new_invitee: z.string().nullish(),
  cancellation: calendlyCancellationSchema.nullish(),
  created_at: timestamp.optional(),
  updated_at: timestamp.optional(),
});
export type CalendlyInvitee = z.infer<typeof calendlyInviteeSchema>;

function calendlyWebhook<T extends CalendlyEventType>(event: T) {
  return z.looseObject({
    event: z.literal(event),
    created_at: timestamp,
    created_by: z.string().optional(),
    payload: calendlyInviteeSchema,
  });
}

export const inviteeCreatedWebhookSchema = calendlyWebhook('invitee.created');
export type InviteeCreatedWebhook = z.infer<typeof inviteeCreatedWebhookSchema>;

export const inviteeCanceledWebhookSchema = calendlyWebhook('invitee.canceled');
export type InviteeCanceledWebhook = z.infer<typeof inviteeCanceledWebhookSchema>;

/** Any Calendly webhook HerWay uses, discriminated by `event`. */
export const calendlyWebhookSchema = z.discriminatedUnion('event', [
  inviteeCreatedWebhookSchema,
  inviteeCanceledWebhookSchema,
]);
export type CalendlyWebhook = z.infer<typeof calendlyWebhookSchema>;
