import * as z from '@herway/shared/zod';

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
  utm_source: z.nullish(z.string()),
  utm_campaign: z.nullish(z.string()),
  utm_medium: z.nullish(z.string()),
  utm_content: z.nullish(z.string()),
  utm_term: z.nullish(z.string()),
  salesforce_uuid: z.nullish(z.string()),
});
export type CalendlyTracking = z.infer<typeof calendlyTrackingSchema>;

export const calendlyEventMembershipSchema = z.looseObject({
  user: z.optional(z.string()),
  user_name: z.nullish(z.string()),
  user_email: z.nullish(z.string()),
});
export type CalendlyEventMembership = z.infer<typeof calendlyEventMembershipSchema>;

/** Where the session happens: Calendly's location (a video call's join_url, or a place or text). */
export const calendlyLocationSchema = z.looseObject({
  type: z.nullish(z.string()),
  location: z.nullish(z.string()),
  join_url: z.nullish(z.string()),
});
export type CalendlyLocation = z.infer<typeof calendlyLocationSchema>;

export const calendlyScheduledEventSchema = z.looseObject({
  uri: z.url(),
  name: z.nullish(z.string()),
  status: z.optional(z.string()),
  start_time: timestamp,
  end_time: timestamp,
  event_type: z.optional(z.string()),
  event_memberships: z._default(z.array(calendlyEventMembershipSchema), []),
  location: z.nullish(calendlyLocationSchema),
});
export type CalendlyScheduledEvent = z.infer<typeof calendlyScheduledEventSchema>;

export const calendlyCancellationSchema = z.looseObject({
  canceled_by: z.nullish(z.string()),
  reason: z.nullish(z.string()),
  canceler_type: z.nullish(z.string()),
  created_at: z.optional(timestamp),
});
export type CalendlyCancellation = z.infer<typeof calendlyCancellationSchema>;

/** The invitee resource carried in `payload`. */
export const calendlyInviteeSchema = z.looseObject({
  uri: z.url(),
  email: z.string(),
  name: z.nullish(z.string()),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  status: z.string(),
  timezone: z.nullish(z.string()),
  /** The scheduled event's URI. */
  event: z.url(),
  scheduled_event: calendlyScheduledEventSchema,
  tracking: z.nullish(calendlyTrackingSchema),
  /** Calendly's own pages where the invitee cancels or reschedules this booking. */
  cancel_url: z.nullish(z.string()),
  reschedule_url: z.nullish(z.string()),
  rescheduled: z.optional(z.boolean()),
  old_invitee: z.nullish(z.string()),
  new_invitee: z.nullish(z.string()),
  cancellation: z.nullish(calendlyCancellationSchema),
  created_at: z.optional(timestamp),
  updated_at: z.optional(timestamp),
});
export type CalendlyInvitee = z.infer<typeof calendlyInviteeSchema>;

function calendlyWebhook<T extends CalendlyEventType>(event: T) {
  return z.looseObject({
    event: z.literal(event),
    created_at: timestamp,
    created_by: z.optional(z.string()),
    payload: calendlyInviteeSchema,
  });
}

export const inviteeCreatedWebhookSchema = calendlyWebhook('invitee.created');
export type InviteeCreatedWebhook = z.infer<typeof inviteeCreatedWebhookSchema>;

export const inviteeCanceledWebhookSchema = calendlyWebhook('invitee.canceled');
export type InviteeCanceledWebhook = z.infer<typeof inviteeCanceledWebhookSchema>;

/** Any Calendly webhook HerWay uses, discriminated by `event`. */
export const calendlyWebhookSchema = z.discriminatedUnion('event', [inviteeCreatedWebhookSchema, inviteeCanceledWebhookSchema]);
export type CalendlyWebhook = z.infer<typeof calendlyWebhookSchema>;
