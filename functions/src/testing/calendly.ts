import { randomUUID } from 'node:crypto';
import { EVENT_SOURCES } from '@herway/events/envelope';
import type { EventBridgeEnvelope } from '@herway/events/envelope';
import { readFixture } from '@herway/events/fixture';
import type { CalendlyInvitee } from '@herway/events/calendly';
import { LOCAL_BOOKING_LINK_KEY } from '../kernel/config';
import { bookingTokenOf } from '../bookings/booking-links';
import { signCalendlyPayload } from '../bookings/calendly-signature';

export interface InviteeOptions {
  /** The athlete whose booking link it came from: her id sealed in utm_content, as her link carries it (omit for none). */
  userId?: string;
  /** utm_content as it is, for a forged or raw value. */
  utmContent?: string;
  email?: string;
  /** Session start; defaults to a week from now. */
  start?: Date;
  minutes?: number;
  /** Invitee URI; a new one by default. */
  uri?: string;
  /** A reschedule: the URI of the invitee this one replaces. */
  oldInvitee?: string;
  rescheduled?: boolean;
  reason?: string;
  /** When she cancelled (invitee.canceled); now by default. */
  cancelledAt?: Date;
  /** Who cancelled (invitee.canceled): the family ('invitee', the default) or the mentor ('host'). */
  cancelerType?: 'invitee' | 'host';
}

type Body = Record<string, unknown> & {
  event: string;
  payload: Record<string, unknown> & { scheduled_event: Record<string, unknown>; tracking: Record<string, unknown> };
};

/** A Calendly webhook body built from the real-shaped fixture, for one invitee. */
export function calendlyBody(event: 'invitee.created' | 'invitee.canceled', options: InviteeOptions = {}): Body {
  const body = readFixture(event === 'invitee.created' ? 'calendly/invitee-created' : 'calendly/invitee-canceled') as Body;
  const start = options.start ?? new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const end = new Date(start.getTime() + (options.minutes ?? 60) * 60_000);
  const eventUri = `https://api.calendly.com/scheduled_events/TEST${randomUUID().slice(0, 8)}`;
  body.created_at = new Date().toISOString();
  body.payload.uri = options.uri ?? `${eventUri}/invitees/${randomUUID()}`;
  body.payload.event = eventUri;
  body.payload.email = options.email ?? `invitee-${randomUUID()}@example.com`;
  const utmContent = options.utmContent ?? (options.userId ? bookingTokenOf(options.userId, LOCAL_BOOKING_LINK_KEY) : null);
  body.payload.tracking = { ...body.payload.tracking, utm_content: utmContent };
  body.payload.scheduled_event = { ...body.payload.scheduled_event, uri: eventUri, start_time: start.toISOString(), end_time: end.toISOString() };
  if (options.oldInvitee) body.payload.old_invitee = options.oldInvitee;
  if (options.rescheduled !== undefined) body.payload.rescheduled = options.rescheduled;
  if (body.payload.cancellation) {
    body.payload.cancellation = {
      ...(body.payload.cancellation as object),
      created_at: (options.cancelledAt ?? new Date()).toISOString(),
      canceler_type: options.cancelerType ?? 'invitee',
      ...(options.reason !== undefined ? { reason: options.reason } : {}),
    };
  }
  return body;
}

export function calendlyInvitee(options: InviteeOptions = {}): CalendlyInvitee {
  return calendlyBody('invitee.created', options).payload as unknown as CalendlyInvitee;
}

/** The EventBridge envelope the bus hands a consumer for a Calendly body. */
export function calendlyEnvelope(body: Body): EventBridgeEnvelope {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': body.event,
    source: EVENT_SOURCES.calendly,
    account: '000000000000',
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'us-east-1',
    resources: [],
    detail: body,
  };
}

/** Polls until `check` answers something other than undefined (events are delivered asynchronously). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** POSTs a body to the site's Calendly webhook, signed as Calendly signs (or as told). */
export async function postCalendly(
  siteUrl: string,
  body: unknown,
  signingKey: string,
  options: { at?: number; header?: string } = {},
): Promise<{ status: number; json: unknown }> {
  const raw = JSON.stringify(body);
  const response = await fetch(`${siteUrl}/api/webhooks/calendly`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Calendly-Webhook-Signature': options.header ?? signCalendlyPayload(raw, signingKey, options.at) },
    body: raw,
  });
  return { status: response.status, json: await response.json() };
}
