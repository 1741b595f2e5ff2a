import { inviteeCanceledWebhookSchema, inviteeCreatedWebhookSchema } from '@herway/events/calendly';
import { readFixture } from '@herway/events/fixture';
import { getMentor } from '@herway/shared/catalog/mentors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCalendlySignature } from '../../functions/src/services/calendly-signature';
import { startGateway } from './gateway';
import type { Gateway } from './gateway';
import {
  LOCAL_SCHEDULER_PATH,
  buildInviteeCanceled,
  buildInviteeCreated,
  formValues,
  localScheduler,
  renderBookingForm,
  validateBooking,
  zonedTimeToUtc,
} from './local-scheduler';

const key = 'scheduler-test-key';
const now = new Date('2026-03-01T12:00:00.000Z');

function keysDeep(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([name, inner]) => [`${prefix}${name}`, ...keysDeep(inner, `${prefix}${name}.`)]);
}

describe('zonedTimeToUtc', () => {
  it('turns a wall-clock time in a zone into the instant, across daylight saving', () => {
    expect(zonedTimeToUtc('2026-01-15', '16:00', 'America/New_York').toISOString()).toBe('2026-01-15T21:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '16:00', 'America/New_York').toISOString()).toBe('2026-07-15T20:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:30', 'America/Los_Angeles').toISOString()).toBe('2026-07-15T16:30:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:30', 'America/Phoenix').toISOString()).toBe('2026-07-15T16:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '07:00', 'America/Chicago').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:30', 'UTC').toISOString()).toBe('2026-07-15T09:30:00.000Z');
  });
});

describe('the Calendly payloads it builds', () => {
  const request = {
    mentor: getMentor('jordan-ellis'),
    start: new Date('2026-03-10T16:00:00.000Z'),
    timeZone: 'America/Chicago',
    name: 'Ava Lopez',
    email: 'ava@example.com',
    tracking: { utm_source: 'herway', utm_medium: 'dashboard', utm_content: 'athlete-1', utm_term: 'jordan-ellis' },
  };

  it('invitee.created has the shape of the real fixture, the mentor, the length and the UTM fields', () => {
    const created = buildInviteeCreated(request, now);
    expect(inviteeCreatedWebhookSchema.safeParse(created).success).toBe(true);
    expect(keysDeep(created).sort()).toEqual(
      keysDeep(readFixture('calendly/invitee-created'))
        .filter((name) => !name.startsWith('payload.scheduled_event.location.'))
        .concat('payload.scheduled_event.location.location', 'payload.scheduled_event.location.type')
        .sort(),
    );
    expect(created.payload).toMatchObject({ email: 'ava@example.com', name: 'Ava Lopez', status: 'active', timezone: 'America/Chicago' });
    expect(created.payload.uri.startsWith(`${created.payload.scheduled_event.uri}/invitees/`)).toBe(true);
    expect(created.payload.scheduled_event).toMatchObject({
      start_time: '2026-03-10T16:00:00.000Z',
      end_time: '2026-03-10T17:00:00.000Z',
      name: 'Mentorship Session (60 min)',
      event_memberships: [expect.objectContaining({ user_name: 'Jordan Ellis' })],
    });
    expect(created.payload.tracking).toEqual({ ...request.tracking, utm_campaign: null, salesforce_uuid: null });
  });

  it('invitee.canceled is the same invitee, cancelled', () => {
    const created = buildInviteeCreated(request, now);
    const canceled = inviteeCanceledWebhookSchema.parse(buildInviteeCanceled(created, 'Tournament moved', now));
    expect(canceled.payload.uri).toBe(created.payload.uri);
    expect(canceled.payload.status).toBe('canceled');
    expect(canceled.payload.cancellation).toMatchObject({ canceled_by: 'Ava Lopez', canceler_type: 'invitee', reason: 'Tournament moved' });
  });
});

describe('the booking form', () => {
  it('is prefilled from the query and keeps the UTM fields as hidden inputs', () => {
    const params = new URLSearchParams({ mentor: 'maya-reynolds', name: 'Ava <Lopez>', email: 'ava@example.com', utm_content: 'athlete-1', utm_source: 'herway', other: 'x' });
    const html = renderBookingForm(formValues(params, now));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Book a 60-minute session with Maya Reynolds');
    expect(html).toContain('value="Ava &lt;Lopez&gt;"');
    expect(html).toContain('<input type="hidden" name="utm_content" value="athlete-1">');
    expect(html).not.toContain('name="other"');
    expect(html).toContain('value="2026-03-02"');
    for (const id of ['mentor', 'date', 'time', 'timezone', 'name', 'email']) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('<button type="submit">Schedule Event</button>');
  });

  it('names each mistake next to its field', () => {
    const params = new URLSearchParams({ mentor: 'nobody', date: 'soon', time: '03:00', timezone: 'Mars/Base', name: ' ', email: 'nope' });
    const checked = validateBooking(formValues(params, now), params);
    expect(checked).toEqual({
      errors: { mentor: 'Choose a mentor.', date: 'Enter a date.', time: 'Choose a start time.', timeZone: 'Choose a time zone.', name: 'Enter your name.', email: 'Enter a valid email address.' },
    });
    const html = renderBookingForm(formValues(params, now), 'errors' in checked ? checked.errors : {});
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true" aria-describedby="email-error"');
  });
});

describe('the scheduler behind the local gateway', () => {
  let gateway: Gateway;
  const received: { body: string; check: ReturnType<typeof verifyCalendlySignature> }[] = [];
  let webhookStatus = 200;

  beforeAll(async () => {
    let siteUrl = '';
    gateway = await startGateway({
      port: 0,
      loadHandler: async (name) =>
        name === 'webhooks/receive-calendly-event'
          ? async (event) => {
              received.push({ body: event.body ?? '', check: verifyCalendlySignature(event.headers['calendly-webhook-signature'] ?? '', event.body ?? '', key) });
              return { statusCode: webhookStatus, body: JSON.stringify(webhookStatus === 200 ? { received: true } : { message: 'Calendly signature does not match' }) };
            }
          : undefined,
      localPages: { [LOCAL_SCHEDULER_PATH]: (req, res, url) => localScheduler({ siteUrl, signingKey: key })(req, res, url) },
    });
    siteUrl = gateway.url;
  });

  afterAll(async () => {
    await gateway.close();
  });

  const post = (form: Record<string, string>) =>
    fetch(`${gateway.url}${LOCAL_SCHEDULER_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

  it('serves the form as HTML with its own restrictive headers', async () => {
    const response = await fetch(`${gateway.url}${LOCAL_SCHEDULER_PATH}?mentor=jordan-ellis`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('Book a 60-minute session with Jordan Ellis');
  });

  it('books: posts a signed invitee.created to the webhook and confirms, with a cancel form', async () => {
    const response = await post({ action: 'book', mentor: 'maya-reynolds', date: '2026-03-10', time: '16:00', timezone: 'America/New_York', name: 'Ava Lopez', email: 'ava@example.com', utm_content: 'athlete-1', utm_source: 'herway', utm_medium: 'dashboard' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("You're scheduled");
    expect(html).toContain('href="' + gateway.url + '/sessions"');
    const delivery = received.at(-1);
    expect(delivery?.check.valid).toBe(true);
    const created = inviteeCreatedWebhookSchema.parse(JSON.parse(delivery?.body ?? ''));
    expect(created.payload.tracking).toMatchObject({ utm_content: 'athlete-1', utm_source: 'herway', utm_medium: 'dashboard' });
    expect(created.payload.scheduled_event.start_time).toBe('2026-03-10T20:00:00.000Z');

    const token = /name="booking" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const cancelled = await post({ action: 'cancel', booking: token, reason: 'Sick', timezone: 'America/New_York' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('Session cancelled');
    const cancellation = inviteeCanceledWebhookSchema.parse(JSON.parse(received.at(-1)?.body ?? ''));
    expect(cancellation.payload.uri).toBe(created.payload.uri);
    expect(cancellation.payload.cancellation?.reason).toBe('Sick');
  });

  it('shows the form again with the errors, sending nothing, for a bad form', async () => {
    const before = received.length;
    const response = await post({ action: 'book', mentor: 'maya-reynolds', date: '2026-03-10', time: '16:00', timezone: 'America/New_York', name: '', email: 'x' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter your name.');
    expect(received).toHaveLength(before);
  });

  it('says so when the webhook refuses the delivery', async () => {
    webhookStatus = 400;
    const response = await post({ action: 'book', mentor: 'maya-reynolds', date: '2026-03-10', time: '16:00', timezone: 'UTC', name: 'Ava', email: 'ava@example.com' });
    webhookStatus = 200;
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('webhook answered 400: Calendly signature does not match');
  });

  it('refuses a cancellation that names no booking', async () => {
    const response = await post({ action: 'cancel', booking: 'garbage' });
    expect(response.status).toBe(400);
  });
});
