import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inviteeCreatedWebhookSchema } from '@herway/events/calendly';
import type { InviteeCreatedWebhook } from '@herway/events/calendly';
import { findMentor, mentors } from '@herway/shared/catalog/mentors';
import type { Mentor } from '@herway/shared/catalog/mentors';
import { signCalendlyPayload } from '../../functions/src/services/calendly-signature';
import type { LocalPage } from './gateway';

// The local scheduler (DESIGN §5 "Stripe and the scheduler"): Calendly has no offline emulator,
// so on the local stack the dashboard's booking links open this page instead. It books like
// Calendly does from the outside: it builds a real `invitee.created` payload (the shape of
// events/src/fixtures/calendly) with the link's UTM fields, signs it with the local signing key
// exactly as Calendly signs, and POSTs it to the site's own /api/webhooks/calendly. A booking
// can be cancelled the same way (`invitee.canceled`). Local only: never in the route table.

export const LOCAL_SCHEDULER_PATH = '/local/scheduler';

export interface LocalSchedulerOptions {
  /** Where the API runs: deliveries go to `${siteUrl}/api/webhooks/calendly`. */
  siteUrl: string;
  /** Where the web app runs (the link back to /sessions); defaults to siteUrl. */
  appUrl?: string;
  /** The local Calendly signing key the webhook verifies with. */
  signingKey: string;
  now?: () => Date;
}

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
type UtmField = (typeof UTM_FIELDS)[number];
type Tracking = Partial<Record<UtmField, string>>;

export const TIME_ZONES: readonly { id: string; label: string }[] = [
  { id: 'America/New_York', label: 'Eastern Time' },
  { id: 'America/Chicago', label: 'Central Time' },
  { id: 'America/Denver', label: 'Mountain Time' },
  { id: 'America/Phoenix', label: 'Arizona Time' },
  { id: 'America/Los_Angeles', label: 'Pacific Time' },
  { id: 'America/Anchorage', label: 'Alaska Time' },
  { id: 'Pacific/Honolulu', label: 'Hawaii Time' },
  { id: 'UTC', label: 'UTC' },
];

/** Start times offered, every 30 minutes from 7:00 to 21:30. */
export const START_TIMES: readonly string[] = Array.from({ length: 30 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const MAX_FORM_BYTES = 64 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---------------------------------------------------------------------------------------------
// Time zones without a library: the offset of a zone at an instant, from Intl.

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock date and time ('2025-12-02', '14:00') names in a time zone. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  const corrected = wall - zoneOffsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

function formatWhen(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(start);
}

// ---------------------------------------------------------------------------------------------
// Calendly payloads

export interface BookingRequest {
  mentor: Mentor;
  start: Date;
  timeZone: string;
  name: string;
  email: string;
  tracking: Tracking;
}

const calendlyId = () => randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();

/** A Calendly `invitee.created` webhook body, as Calendly sends it (events/src/fixtures/calendly). */
export function buildInviteeCreated(request: BookingRequest, now: Date): InviteeCreatedWebhook {
  const { mentor, start, timeZone, name, email, tracking } = request;
  const end = new Date(start.getTime() + mentor.sessionMinutes * 60_000);
  const eventUri = `https://api.calendly.com/scheduled_events/LOCAL${calendlyId()}`;
  const inviteeId = randomUUID();
  const hostUri = `https://api.calendly.com/users/LOCAL-${mentor.id}`;
  const at = now.toISOString();
  const body = {
    created_at: at,
    created_by: hostUri,
    event: 'invitee.created',
    payload: {
      cancel_url: `https://calendly.com/cancellations/${inviteeId}`,
      created_at: at,
      email,
      event: eventUri,
      first_name: null,
      invitee_scheduled_by: null,
      last_name: null,
      name,
      new_invitee: null,
      no_show: null,
      old_invitee: null,
      payment: null,
      questions_and_answers: [],
      reconfirmation: null,
      reschedule_url: `https://calendly.com/reschedulings/${inviteeId}`,
      rescheduled: false,
      routing_form_submission: null,
      scheduled_event: {
        created_at: at,
        end_time: end.toISOString(),
        event_guests: [],
        event_memberships: [
          {
            buffered_end_time: end.toISOString(),
            buffered_start_time: start.toISOString(),
            user: hostUri,
            user_email: `${mentor.id}@herway.local`,
            user_name: mentor.name,
          },
        ],
        event_type: `https://api.calendly.com/event_types/LOCAL-${mentor.id}`,
        invitees_counter: { active: 1, limit: 1, total: 1 },
        location: { type: 'custom', location: 'Video call (local scheduler)' },
        meeting_notes_html: null,
        meeting_notes_plain: null,
        name: `Mentorship Session (${mentor.sessionMinutes} min)`,
        start_time: start.toISOString(),
        status: 'active',
        updated_at: at,
        uri: eventUri,
      },
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

/** The `invitee.canceled` body Calendly sends when that invitee cancels. */
export function buildInviteeCanceled(created: InviteeCreatedWebhook, reason: string | null, now: Date): Record<string, unknown> {
  const at = now.toISOString();
  const cancellation = { canceled_by: created.payload.name ?? created.payload.email, canceler_type: 'invitee', created_at: at, reason };
  return {
    ...created,
    created_at: at,
    event: 'invitee.canceled',
    payload: {
      ...created.payload,
      cancellation,
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

/** Posts a body to the webhook signed as Calendly signs; the webhook's status and message. */
export async function deliverToWebhook(siteUrl: string, signingKey: string, body: unknown): Promise<{ status: number; message: string }> {
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

// ---------------------------------------------------------------------------------------------
// HTML

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const STYLE = `
  :root { color-scheme: light; --ink: #1f1630; --muted: #5b5168; --brand: #6d28d9; --brand-dark: #5b21b6; --line: #d9d3e3; --bg: #f7f5fb; --error: #b42318; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
  .local-note { margin: 0; padding: .5rem 1rem; background: #fff7d6; color: #5c4400; text-align: center; font-size: .875rem; }
  main { max-width: 34rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 3px rgba(31, 22, 48, .08); }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 .25rem; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
  .lead { color: var(--muted); margin: 0 0 1.25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1.25rem; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
  legend { font-weight: 600; margin-bottom: .5rem; padding: 0; }
  .field { margin-bottom: 1rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  .hint { display: block; color: var(--muted); font-size: .875rem; margin: -.5rem 0 1rem; }
  input, select, textarea { width: 100%; font: inherit; color: inherit; padding: .5rem .625rem; border: 1px solid #8d82a0; border-radius: 8px; background: #fff; }
  input[aria-invalid="true"], select[aria-invalid="true"] { border-color: var(--error); }
  .error { display: block; color: var(--error); font-size: .875rem; margin-top: .25rem; }
  .alert { border: 1px solid var(--error); background: #fef3f2; color: var(--error); border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1rem; }
  .success { border: 1px solid #067647; background: #ecfdf3; color: #05603a; border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1rem; }
  button, .button { display: inline-block; font: inherit; font-weight: 600; border: 0; border-radius: 8px; padding: .625rem 1.25rem; background: var(--brand); color: #fff; cursor: pointer; text-decoration: none; }
  button:hover, .button:hover { background: var(--brand-dark); }
  button.secondary { background: #fff; color: var(--error); border: 1px solid var(--error); }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  a { color: var(--brand-dark); }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | HerWay local scheduler</title>
<style>${STYLE}</style>
</head>
<body>
<p class="local-note">Local scheduler: stands in for Calendly on this machine. Nothing is sent to Calendly.</p>
<main>
<div class="card">
${content}
</div>
</main>
</body>
</html>`;
}

export interface FormValues {
  mentor: string;
  date: string;
  time: string;
  timeZone: string;
  name: string;
  email: string;
  tracking: Tracking;
}

type FormErrors = Partial<Record<'mentor' | 'date' | 'time' | 'timeZone' | 'name' | 'email', string>>;

function fieldError(id: string, errors: FormErrors, field: keyof FormErrors): { attributes: string; message: string } {
  const message = errors[field];
  if (!message) return { attributes: '', message: '' };
  return { attributes: ` aria-invalid="true" aria-describedby="${id}-error"`, message: `<span class="error" id="${id}-error">${escapeHtml(message)}</span>` };
}

function options(list: readonly { value: string; label: string }[], selected: string): string {
  return list.map(({ value, label }) => `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`).join('');
}

function timeLabel(value: string): string {
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The booking form (GET, or a POST with mistakes). */
export function renderBookingForm(values: FormValues, errors: FormErrors = {}, problem?: string): string {
  const mentor = findMentor(values.mentor);
  const heading = mentor ? `Book a ${mentor.sessionMinutes}-minute session with ${mentor.name}` : 'Book a mentorship session';
  const errorList = Object.values(errors);
  const summary = problem
    ? `<div class="alert" role="alert">${escapeHtml(problem)}</div>`
    : errorList.length > 0
      ? `<div class="alert" role="alert"><strong>Please check the form:</strong> ${errorList.map(escapeHtml).join(' ')}</div>`
      : '';
  const mentorField = fieldError('mentor', errors, 'mentor');
  const dateField = fieldError('date', errors, 'date');
  const timeField = fieldError('time', errors, 'time');
  const zoneField = fieldError('timezone', errors, 'timeZone');
  const nameField = fieldError('name', errors, 'name');
  const emailField = fieldError('email', errors, 'email');
  const hidden = UTM_FIELDS.filter((field) => values.tracking[field])
    .map((field) => `<input type="hidden" name="${field}" value="${escapeHtml(values.tracking[field] as string)}">`)
    .join('\n');
  return page(
    'Book a session',
    `<h1>${escapeHtml(heading)}</h1>
<p class="lead">${mentor ? `${escapeHtml(mentor.sport)} · ${escapeHtml(mentor.school)} · ${escapeHtml(mentor.sessionLength)}` : 'Choose your mentor, a date and a time.'}</p>
${summary}
<form method="post" action="${LOCAL_SCHEDULER_PATH}" novalidate>
<input type="hidden" name="action" value="book">
${hidden}
<div class="field">
  <label for="mentor">Mentor</label>
  <select id="mentor" name="mentor" required${mentorField.attributes}>
    ${options([{ value: '', label: 'Choose a mentor' }, ...mentors.map((m) => ({ value: m.id, label: `${m.name} (${m.sessionLength})` }))], values.mentor)}
  </select>
  ${mentorField.message}
</div>
<fieldset>
  <legend>When</legend>
  <div class="row">
    <div class="field">
      <label for="date">Date</label>
      <input id="date" name="date" type="date" required value="${escapeHtml(values.date)}"${dateField.attributes || ' aria-describedby="date-hint"'}>
      ${dateField.message}
    </div>
    <div class="field">
      <label for="time">Start time</label>
      <select id="time" name="time" required${timeField.attributes}>
        ${options(START_TIMES.map((value) => ({ value, label: timeLabel(value) })), values.time)}
      </select>
      ${timeField.message}
    </div>
  </div>
  <p class="hint" id="date-hint">Past dates are allowed here, so a finished session can be tried locally.</p>
  <div class="field">
    <label for="timezone">Time zone</label>
    <select id="timezone" name="timezone" required${zoneField.attributes}>
      ${options(TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.label })), values.timeZone)}
    </select>
    ${zoneField.message}
  </div>
</fieldset>
<fieldset>
  <legend>Your details</legend>
  <div class="field">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(values.name)}"${nameField.attributes}>
    ${nameField.message}
  </div>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email)}"${emailField.attributes}>
    ${emailField.message}
  </div>
</fieldset>
<div class="actions"><button type="submit">Schedule Event</button></div>
</form>`,
  );
}

function renderBooked(created: InviteeCreatedWebhook, timeZone: string, appUrl: string): string {
  const event = created.payload.scheduled_event;
  const start = new Date(event.start_time);
  const minutes = Math.round((new Date(event.end_time).getTime() - start.getTime()) / 60_000);
  const host = event.event_memberships[0]?.user_name ?? 'your mentor';
  const token = Buffer.from(JSON.stringify(created)).toString('base64url');
  return page(
    'Session scheduled',
    `<h1>You're scheduled</h1>
<div class="success" role="status">Your session with ${escapeHtml(host)} is booked. It appears on your sessions page in a moment.</div>
<dl>
  <dt>Mentor</dt><dd>${escapeHtml(host)}</dd>
  <dt>When</dt><dd>${escapeHtml(formatWhen(start, timeZone))}</dd>
  <dt>Length</dt><dd>${minutes} minutes</dd>
  <dt>Invitee</dt><dd>${escapeHtml(created.payload.name ?? created.payload.email)}</dd>
</dl>
<div class="actions"><a class="button" href="${escapeHtml(`${appUrl.replace(/\/$/, '')}/sessions`)}">Go to your sessions</a></div>
<h2>Need to cancel?</h2>
<form method="post" action="${LOCAL_SCHEDULER_PATH}">
<input type="hidden" name="action" value="cancel">
<input type="hidden" name="booking" value="${escapeHtml(token)}">
<input type="hidden" name="timezone" value="${escapeHtml(timeZone)}">
<div class="field">
  <label for="reason">Reason (optional)</label>
  <textarea id="reason" name="reason" rows="2" maxlength="500"></textarea>
</div>
<div class="actions"><button type="submit" class="secondary">Cancel this session</button></div>
</form>`,
  );
}

function renderCancelled(created: InviteeCreatedWebhook, timeZone: string, appUrl: string): string {
  const start = new Date(created.payload.scheduled_event.start_time);
  return page(
    'Session cancelled',
    `<h1>Session cancelled</h1>
<div class="success" role="status">Your session on ${escapeHtml(formatWhen(start, timeZone))} is cancelled and its session goes back to your package.</div>
<div class="actions"><a class="button" href="${escapeHtml(`${appUrl.replace(/\/$/, '')}/sessions`)}">Go to your sessions</a></div>`,
  );
}

function renderFailure(title: string, message: string, appUrl: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div class="alert" role="alert">${escapeHtml(message)}</div>
<div class="actions"><a href="${LOCAL_SCHEDULER_PATH}">Back to the scheduler</a> <a href="${escapeHtml(`${appUrl.replace(/\/$/, '')}/sessions`)}">Your sessions</a></div>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

function trackingFrom(params: URLSearchParams): Tracking {
  const tracking: Tracking = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) tracking[field] = value.slice(0, 255);
  }
  return tracking;
}

function tomorrow(now: Date): string {
  return new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The form's values from a query (GET) or a posted form. */
export function formValues(params: URLSearchParams, now: Date): FormValues {
  const zone = params.get('timezone') ?? '';
  return {
    mentor: params.get('mentor') ?? '',
    date: params.get('date') ?? tomorrow(now),
    time: params.get('time') ?? '16:00',
    timeZone: TIME_ZONES.some((candidate) => candidate.id === zone) ? zone : 'America/New_York',
    name: (params.get('name') ?? '').slice(0, 200),
    email: (params.get('email') ?? '').slice(0, 254),
    tracking: trackingFrom(params),
  };
}

/** Checks a posted booking; the request to send, or the errors to show. */
export function validateBooking(values: FormValues, params: URLSearchParams): { request: BookingRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const mentor = findMentor(values.mentor);
  if (!mentor) errors.mentor = 'Choose a mentor.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') || Number.isNaN(new Date(`${values.date}T00:00:00Z`).getTime())) errors.date = 'Enter a date.';
  if (!START_TIMES.includes(params.get('time') ?? '')) errors.time = 'Choose a start time.';
  if (!TIME_ZONES.some((zone) => zone.id === params.get('timezone'))) errors.timeZone = 'Choose a time zone.';
  const name = values.name.trim();
  if (!name) errors.name = 'Enter your name.';
  const email = values.email.trim();
  if (!EMAIL.test(email)) errors.email = 'Enter a valid email address.';
  if (!mentor || Object.keys(errors).length > 0) return { errors };
  return { request: { mentor, start: zonedTimeToUtc(values.date, values.time, values.timeZone), timeZone: values.timeZone, name, email, tracking: values.tracking } };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return 'too-large';
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, PAGE_HEADERS);
  res.end(html);
}

/** The page handler the local gateway mounts at LOCAL_SCHEDULER_PATH (GET shows the form, POST books or cancels). */
export function localScheduler(options: LocalSchedulerOptions): LocalPage {
  const now = options.now ?? (() => new Date());
  const appUrl = options.appUrl ?? options.siteUrl;

  async function book(params: URLSearchParams, res: ServerResponse): Promise<void> {
    const values = formValues(params, now());
    const checked = validateBooking(values, params);
    if ('errors' in checked) {
      send(res, 400, renderBookingForm(values, checked.errors));
      return;
    }
    const created = buildInviteeCreated(checked.request, now());
    const delivery = await deliverToWebhook(options.siteUrl, options.signingKey, created);
    if (delivery.status !== 200) {
      send(res, 502, renderBookingForm(values, {}, `The booking was not accepted (webhook answered ${delivery.status}: ${delivery.message}).`));
      return;
    }
    send(res, 200, renderBooked(created, checked.request.timeZone, appUrl));
  }

  async function cancel(params: URLSearchParams, res: ServerResponse): Promise<void> {
    let created: InviteeCreatedWebhook;
    try {
      created = inviteeCreatedWebhookSchema.parse(JSON.parse(Buffer.from(params.get('booking') ?? '', 'base64url').toString('utf8')));
    } catch {
      send(res, 400, renderFailure('Nothing to cancel', 'This cancellation form does not name a booking made here.', appUrl));
      return;
    }
    const reason = params.get('reason')?.trim().slice(0, 500) || null;
    const timeZone = TIME_ZONES.find((zone) => zone.id === params.get('timezone'))?.id ?? 'UTC';
    const delivery = await deliverToWebhook(options.siteUrl, options.signingKey, buildInviteeCanceled(created, reason, now()));
    if (delivery.status !== 200) {
      send(res, 502, renderFailure('Not cancelled', `The cancellation was not accepted (webhook answered ${delivery.status}: ${delivery.message}).`, appUrl));
      return;
    }
    send(res, 200, renderCancelled(created, timeZone, appUrl));
  }

  return async (req, res, url) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      send(res, 200, renderBookingForm(formValues(url.searchParams, now())));
      return;
    }
    if (req.method !== 'POST') {
      req.resume();
      res.writeHead(405, { Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const params = await readForm(req);
    if (params === 'too-large') {
      send(res, 413, renderFailure('Form too large', 'The form was too large to read.', appUrl));
      return;
    }
    if (params.get('action') === 'cancel') await cancel(params, res);
    else await book(params, res);
  };
}
