import { randomUUID } from 'node:crypto';
import { inviteeCreatedWebhookSchema } from '@herway/events/calendly';
import type { InviteeCreatedWebhook } from '@herway/events/calendly';
import { signCalendlyPayload } from '@herway/functions/bookings/calendly-signature';
import { UTM_FIELDS } from './local-scheduler-form';
import type { BookingRequest, Tracking } from './local-scheduler-form';
import { inviteeLink } from './local-scheduler-paths';

// The webhook bodies the local scheduler sends, as Calendly sends them (the shape of
// events/src/fixtures/calendly), and their signed delivery to the site's /api/webhooks/calendly.

const calendlyId = () => randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();

export interface CreatedOptions {
  now: Date;
  /** The site's origin: the payload's cancel, reschedule and video-call links point at its local scheduler. */
  siteUrl: string;
  /** The invitee a reschedule replaces (Calendly's `old_invitee`). */
  oldInvitee?: string;
}

/** The invitee's UUID: the last segment of its URI, as in Calendly's cancel and reschedule links. */
export function inviteeIdOf(created: InviteeCreatedWebhook): string {
  return created.payload.uri.split('/').at(-1) ?? '';
}

/** The UTM fields a booking was made with. */
export function trackingOf(created: InviteeCreatedWebhook): Tracking {
  const tracking: Tracking = {};
  for (const field of UTM_FIELDS) {
    const value = created.payload.tracking?.[field];
    if (value) tracking[field] = value;
  }
  return tracking;
}

const hostUriOf = (mentorId: string) => `https://api.calendly.com/users/LOCAL-${mentorId}`;

/** The booked event of an `invitee.created` body: the mentor's session, as Calendly describes it. */
function scheduledEvent(request: BookingRequest, eventUri: string, joinUrl: string, at: string) {
  const { mentor, start } = request;
  const end = new Date(start.getTime() + mentor.sessionMinutes * 60_000);
  return {
    created_at: at,
    end_time: end.toISOString(),
    event_guests: [],
    event_memberships: [
      {
        buffered_end_time: end.toISOString(),
        buffered_start_time: start.toISOString(),
        user: hostUriOf(mentor.id),
        user_email: `${mentor.id}@herway.local`,
        user_name: mentor.name,
      },
    ],
    event_type: `https://api.calendly.com/event_types/LOCAL-${mentor.id}`,
    invitees_counter: { active: 1, limit: 1, total: 1 },
    location: { type: 'custom', location: 'Video call (local scheduler)', join_url: joinUrl },
    meeting_notes_html: null,
    meeting_notes_plain: null,
    name: `Mentorship Session (${mentor.sessionMinutes} min)`,
    start_time: start.toISOString(),
    status: 'active',
    updated_at: at,
    uri: eventUri,
  };
}

/** A Calendly `invitee.created` webhook body, as Calendly sends it (events/src/fixtures/calendly). */
export function buildInviteeCreated(request: BookingRequest, options: CreatedOptions): InviteeCreatedWebhook {
  const { mentor, timeZone, name, email, tracking } = request;
  const eventUri = `https://api.calendly.com/scheduled_events/LOCAL${calendlyId()}`;
  const inviteeId = randomUUID();
  const at = options.now.toISOString();
  const body = {
    created_at: at,
    created_by: hostUriOf(mentor.id),
    event: 'invitee.created',
    payload: {
      cancel_url: inviteeLink(options.siteUrl, 'cancellations', inviteeId),
      created_at: at,
      email,
      event: eventUri,
      first_name: null,
      invitee_scheduled_by: null,
      last_name: null,
      name,
      new_invitee: null,
      no_show: null,
      old_invitee: options.oldInvitee ?? null,
      payment: null,
      questions_and_answers: [],
      reconfirmation: null,
      reschedule_url: inviteeLink(options.siteUrl, 'reschedulings', inviteeId),
      rescheduled: false,
      routing_form_submission: null,
      scheduled_event: scheduledEvent(request, eventUri, inviteeLink(options.siteUrl, 'calls', inviteeId), at),
      scheduling_method: null,
      status: 'active',
      text_reminder_number: null,
      timezone: timeZone,
      tracking: {
        salesforce_uuid: null,
        utm_campaign: tracking.utm_campaign ?? null,
        utm_content: tracking.utm_content ?? null,
        utm_medium: tracking.utm_medium ?? null,
        utm_source: tracking.utm_source ?? null,
        utm_term: tracking.utm_term ?? null,
      },
      updated_at: at,
      uri: `${eventUri}/invitees/${inviteeId}`,
    },
  };
  return inviteeCreatedWebhookSchema.parse(body);
}

export interface CanceledOptions {
  now: Date;
  reason: string | null;
  /** The invitee that replaces this one: Calendly cancels the old invitee of a reschedule. */
  newInvitee?: string;
}

/** The `invitee.canceled` body Calendly sends when that invitee cancels or reschedules. */
export function buildInviteeCanceled(created: InviteeCreatedWebhook, options: CanceledOptions): Record<string, unknown> {
  const at = options.now.toISOString();
  const cancellation = { canceled_by: created.payload.name ?? created.payload.email, canceler_type: 'invitee', created_at: at, reason: options.reason };
  return {
    ...created,
    created_at: at,
    event: 'invitee.canceled',
    payload: {
      ...created.payload,
      cancellation,
      new_invitee: options.newInvitee ?? null,
      rescheduled: options.newInvitee !== undefined,
      status: 'canceled',
      updated_at: at,
      scheduled_event: {
        ...created.payload.scheduled_event,
        cancellation,
        invitees_counter: { active: 0, limit: 1, total: 1 },
        status: 'canceled',
        updated_at: at,
      },
    },
  };
}

export interface Delivery {
  status: number;
  message: string;
}

/** Posts a body to the webhook signed as Calendly signs; the webhook's status and message. */
export async function deliverToWebhook(siteUrl: string, signingKey: string, body: unknown): Promise<Delivery> {
  const raw = JSON.stringify(body);
  const response = await fetch(`${siteUrl.replace(/\/$/, '')}/api/webhooks/calendly`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Calendly-Webhook-Signature': signCalendlyPayload(raw, signingKey) },
    body: raw,
  });
  const text = await response.text();
  let message = text;
  try {
    const json = JSON.parse(text) as { message?: unknown };
    if (typeof json.message === 'string') message = json.message;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, message };
}
