import { inviteeCanceledWebhookSchema, inviteeCreatedWebhookSchema } from '@herway/events/calendly';
import { readFixture } from '@herway/events/fixture';
import { describe, expect, it } from 'vitest';
import { sampleMentorRecords } from '@herway/functions/bookings/mentors';
import { buildInviteeCanceled, buildInviteeCreated } from './local-scheduler-payloads';

const now = new Date('2026-03-01T12:00:00.000Z');

function keysDeep(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([name, inner]) => [`${prefix}${name}`, ...keysDeep(inner, `${prefix}${name}.`)]);
}

describe('the Calendly payloads it builds', () => {
  const request = {
    mentor: sampleMentorRecords('2026-01-01T00:00:00.000Z')[1] as ReturnType<typeof sampleMentorRecords>[number],
    start: new Date('2026-03-10T16:00:00.000Z'),
    timeZone: 'America/Chicago',
    name: 'Ava Lopez',
    email: 'ava@example.com',
    tracking: { utm_source: 'herway', utm_medium: 'dashboard', utm_content: 'athlete-1', utm_term: 'jordan-ellis' },
  };

  const siteUrl = 'http://localhost:3000';

  it('invitee.created has the shape of the real fixture, the mentor, the length and the UTM fields', () => {
    const created = buildInviteeCreated(request, { now, siteUrl });
    expect(inviteeCreatedWebhookSchema.safeParse(created).success).toBe(true);
    expect(keysDeep(created).sort()).toEqual(
      keysDeep(readFixture('calendly/invitee-created'))
        .filter((name) => name !== 'payload.scheduled_event.location.status')
        .concat('payload.scheduled_event.location.location')
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
    expect(created.payload.old_invitee).toBeNull();
  });

  it("links to the local scheduler's own cancel, reschedule and video-call pages of that invitee", () => {
    const created = buildInviteeCreated(request, { now, siteUrl: `${siteUrl}/` });
    const id = created.payload.uri.split('/').at(-1);
    expect(created.payload.cancel_url).toBe(`${siteUrl}/local/scheduler/cancellations/${id}`);
    expect(created.payload.reschedule_url).toBe(`${siteUrl}/local/scheduler/reschedulings/${id}`);
    expect(created.payload.scheduled_event.location).toEqual({
      type: 'custom',
      location: 'Video call (local scheduler)',
      join_url: `${siteUrl}/local/scheduler/calls/${id}`,
    });
  });

  it('invitee.canceled is the same invitee, cancelled by her', () => {
    const created = buildInviteeCreated(request, { now, siteUrl });
    const later = new Date('2026-03-05T08:00:00.000Z');
    const canceled = inviteeCanceledWebhookSchema.parse(buildInviteeCanceled(created, { now: later, reason: 'Tournament moved' }));
    expect(canceled.payload).toMatchObject({ uri: created.payload.uri, status: 'canceled', rescheduled: false, new_invitee: null });
    expect(canceled.payload.cancellation).toEqual({
      canceled_by: 'Ava Lopez',
      canceler_type: 'invitee',
      created_at: later.toISOString(),
      reason: 'Tournament moved',
    });
  });

  it('a reschedule cancels the old invitee naming the new one, which names the old one', () => {
    const old = buildInviteeCreated(request, { now, siteUrl });
    const replacement = buildInviteeCreated(request, { now, siteUrl, oldInvitee: old.payload.uri });
    const canceled = inviteeCanceledWebhookSchema.parse(buildInviteeCanceled(old, { now, reason: null, newInvitee: replacement.payload.uri }));
    expect(canceled.payload).toMatchObject({ rescheduled: true, new_invitee: replacement.payload.uri });
    expect(replacement.payload.old_invitee).toBe(old.payload.uri);
  });
});
