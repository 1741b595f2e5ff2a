import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inviteeCanceledWebhookSchema, inviteeCreatedWebhookSchema } from '@herway/events/calendly';
import type { InviteeCreatedWebhook } from '@herway/events/calendly';
import { sampleMentorRecords } from '@herway/functions/bookings/mentors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCalendlySignature } from '@herway/functions/bookings/calendly-signature';
import { startGateway } from './gateway';
import type { Gateway, LocalPage } from './gateway';
import { LOCAL_SCHEDULER_PATH, localScheduler } from './local-scheduler';

const key = 'scheduler-test-key';
const now = new Date('2026-03-01T12:00:00.000Z');
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'herway-scheduler-')), 'local-scheduler');

let gateway: Gateway;
let scheduler: LocalPage;
const received: { body: string; check: ReturnType<typeof verifyCalendlySignature> }[] = [];
let webhookStatus = 200;

const mentors = sampleMentorRecords('2026-01-01T00:00:00.000Z');
const startScheduler = () => localScheduler({ siteUrl: gateway.url, signingKey: key, dataDir, mentors: () => Promise.resolve(mentors), now: () => now });

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    loadHandler: async (name) => {
      if (name !== 'bookings/receive-calendly-event') throw new Error(`No stand-in handler for ${name}`);
      return async (event) => {
        received.push({ body: event.body ?? '', check: verifyCalendlySignature(event.headers['calendly-webhook-signature'] ?? '', event.body ?? '', key) });
        return {
          statusCode: webhookStatus,
          body: JSON.stringify(webhookStatus === 200 ? { received: true } : { message: 'Calendly signature does not match' }),
        };
      };
    },
    localPages: { [LOCAL_SCHEDULER_PATH]: (req, res, url) => scheduler(req, res, url) },
  });
  scheduler = startScheduler();
});

afterAll(async () => {
  await gateway.close();
});

const post = (url: string, form: Record<string, string>) =>
  fetch(url.startsWith('http') ? url : `${gateway.url}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

const bookingForm = { mentor: 'maya-reynolds', date: '2026-03-10', time: '16:00', timezone: 'America/New_York', name: 'Ava Lopez', email: 'ava@example.com' };
const tracking = { utm_content: 'athlete-1', utm_source: 'herway', utm_medium: 'dashboard' };

const lastCreated = () => inviteeCreatedWebhookSchema.parse(JSON.parse(received.at(-1)?.body ?? ''));

/** Books through the form; the invitee.created the webhook got, and the confirmation page. */
async function book(form: Record<string, string> = { ...bookingForm, ...tracking }): Promise<{ created: InviteeCreatedWebhook; html: string }> {
  const response = await post(LOCAL_SCHEDULER_PATH, form);
  expect(response.status).toBe(200);
  return { html: await response.text(), created: lastCreated() };
}

describe('the local scheduler behind the local gateway', () => {
  it('serves the form as HTML with its own restrictive headers', async () => {
    const response = await fetch(`${gateway.url}${LOCAL_SCHEDULER_PATH}?mentor=jordan-ellis`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('Book a 60-minute session with Jordan Ellis');
  });

  it('books: posts a signed invitee.created and confirms, linking to its cancel and reschedule pages', async () => {
    const { created, html } = await book();
    expect(html).toContain("You're scheduled");
    expect(html).toContain(`href="${gateway.url}/sessions"`);
    expect(received.at(-1)?.check.valid).toBe(true);
    expect(created.payload.tracking).toMatchObject(tracking);
    expect(created.payload.scheduled_event.start_time).toBe('2026-03-10T20:00:00.000Z');
    expect(created.payload.cancel_url).toMatch(new RegExp(`^${gateway.url}/local/scheduler/cancellations/[0-9a-f-]{36}$`));
    expect(html).toContain(`href="${created.payload.cancel_url}">Cancel</a>`);
    expect(html).toContain(`href="${created.payload.reschedule_url}">Reschedule</a>`);
    expect(html).not.toContain('name="booking"');
    expect(existsSync(path.join(dataDir, 'invitees.json'))).toBe(true);
  });

  it('cancels through cancel_url, as Calendly does, once', async () => {
    const { created } = await book();
    const cancelUrl = created.payload.cancel_url ?? '';
    const form = await fetch(cancelUrl);
    expect(form.status).toBe(200);
    const html = await form.text();
    for (const text of [
      'Maya Reynolds',
      'Tuesday, March 10, 2026 at 4:00 PM (Eastern Time)',
      '60 minutes',
      '<textarea id="reason"',
      "HerWay's 24-hour policy applies",
      '>Cancel session</button>',
    ]) {
      expect(html).toContain(text);
    }

    const cancelled = await post(cancelUrl, { reason: 'Sick' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('Session cancelled');
    const cancellation = inviteeCanceledWebhookSchema.parse(JSON.parse(received.at(-1)?.body ?? ''));
    expect(received.at(-1)?.check.valid).toBe(true);
    expect(cancellation.payload).toMatchObject({ uri: created.payload.uri, status: 'canceled', rescheduled: false });
    expect(cancellation.payload.cancellation).toEqual({ canceled_by: 'Ava Lopez', canceler_type: 'invitee', created_at: now.toISOString(), reason: 'Sick' });

    const sent = received.length;
    expect(await (await fetch(cancelUrl)).text()).toContain('was already cancelled');
    const again = await post(cancelUrl, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('was already cancelled');
    const reschedule = await post(created.payload.reschedule_url ?? '', { ...bookingForm, date: '2026-03-12' });
    expect([reschedule.status, received.length]).toEqual([409, sent]);
  });

  it('reschedules through reschedule_url, as Calendly does: the old invitee cancelled, a new one created', async () => {
    const { created: old } = await book({ ...bookingForm, timezone: 'America/Chicago', ...tracking });
    const form = await (await fetch(old.payload.reschedule_url ?? '')).text();
    expect(form).toContain('Reschedule your session with Maya Reynolds');
    expect(form).toContain('Tuesday, March 10, 2026 at 4:00 PM (Central Time)');
    expect(form).toContain('value="2026-03-10"');
    expect(form).toContain('<option value="16:00" selected>');
    expect(form).toContain('<option value="America/Chicago" selected>');
    expect(form).toContain('value="ava@example.com"');
    expect(form).not.toContain('id="mentor"');

    const sent = received.length;
    const response = await post(old.payload.reschedule_url ?? '', {
      date: '2026-03-12',
      time: '09:30',
      timezone: 'America/Chicago',
      name: 'Ava Lopez',
      email: 'ava@example.com',
      mentor: 'jordan-ellis',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("You're rescheduled");
    expect(received).toHaveLength(sent + 2);
    const canceled = inviteeCanceledWebhookSchema.parse(JSON.parse(received[sent]?.body ?? ''));
    const replacement = lastCreated();
    expect(canceled.payload).toMatchObject({ uri: old.payload.uri, rescheduled: true, new_invitee: replacement.payload.uri });
    expect(canceled.payload.cancellation).toMatchObject({ canceler_type: 'invitee', created_at: now.toISOString() });
    expect(replacement.payload).toMatchObject({ old_invitee: old.payload.uri, timezone: 'America/Chicago', tracking: old.payload.tracking });
    expect(replacement.payload.scheduled_event).toMatchObject({
      start_time: '2026-03-12T14:30:00.000Z',
      event_memberships: [expect.objectContaining({ user_name: 'Maya Reynolds' })],
    });
    expect(html).toContain(`href="${replacement.payload.cancel_url}">Cancel</a>`);

    const oldPage = await (await fetch(old.payload.cancel_url ?? '')).text();
    expect(oldPage).toContain('already rescheduled to Thursday, March 12, 2026 at 9:30 AM (Central Time)');
    expect(oldPage).toContain(`href="${replacement.payload.reschedule_url}"`);
    expect(
      (await post(old.payload.reschedule_url ?? '', { date: '2026-03-13', time: '09:30', timezone: 'UTC', name: 'Ava', email: 'ava@example.com' })).status,
    ).toBe(409);
    expect(received).toHaveLength(sent + 2);
  });

  it('shows a form again with the errors, sending nothing, for a bad booking or reschedule', async () => {
    const { created } = await book();
    const sent = received.length;
    const booking = await post(LOCAL_SCHEDULER_PATH, { ...bookingForm, name: '', email: 'x' });
    expect(booking.status).toBe(400);
    expect(await booking.text()).toContain('Enter your name.');
    const reschedule = await post(created.payload.reschedule_url ?? '', { ...bookingForm, time: '03:00' });
    expect(reschedule.status).toBe(400);
    expect(await reschedule.text()).toContain('Choose a start time.');
    expect(received).toHaveLength(sent);
  });

  it('says so when the webhook refuses a booking or a cancellation, which can then be tried again', async () => {
    const { created } = await book();
    webhookStatus = 400;
    const booking = await post(LOCAL_SCHEDULER_PATH, bookingForm);
    const cancellation = await post(created.payload.cancel_url ?? '', {});
    webhookStatus = 200;
    expect(booking.status).toBe(502);
    expect(await booking.text()).toContain('webhook answered 400: Calendly signature does not match');
    expect(cancellation.status).toBe(502);
    expect(await cancellation.text()).toContain('The cancellation was not accepted (webhook answered 400');
    expect((await post(created.payload.cancel_url ?? '', {})).status).toBe(200);
  });

  it('answers 404 for a link that names no booking of its own', async () => {
    for (const page of ['cancellations/9c6b2f1e-3d4a-4b5c-8e7f-1a2b3c4d5e6f', 'reschedulings/garbage', 'elsewhere']) {
      const response = await fetch(`${gateway.url}${LOCAL_SCHEDULER_PATH}/${page}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('This link does not name a booking made with the local scheduler.');
    }
  });

  it("serves a stand-in page at the booking's video-call link", async () => {
    const { created } = await book();
    const response = await fetch(created.payload.scheduled_event.location?.join_url ?? '');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Video call (local stand-in)');
  });

  it('keeps its invitees on disk: after a restart their links still work', async () => {
    const { created } = await book();
    scheduler = startScheduler();
    const page = await fetch(created.payload.cancel_url ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Cancel your session');
    expect((await post(created.payload.cancel_url ?? '', {})).status).toBe(200);
    scheduler = startScheduler();
    expect(await (await fetch(created.payload.cancel_url ?? '')).text()).toContain('was already cancelled');
  });
});
