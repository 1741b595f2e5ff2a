import { describe, expect, it } from 'vitest';
import { calendlyWebhookSchema, inviteeCanceledWebhookSchema, inviteeCreatedWebhookSchema, isCalendlyEventType } from './calendly';
import { readFixture } from './fixture';

describe('Calendly webhook schemas', () => {
  it('parse invitee.created with the scheduled event, mentor and tracking', () => {
    const webhook = inviteeCreatedWebhookSchema.parse(readFixture('calendly/invitee-created'));
    const { payload } = webhook;
    expect(payload).toMatchObject({
      uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/9c6b2f1e-3d4a-4b5c-8e7f-1a2b3c4d5e6f',
      email: 'maya.thompson@example.com',
      name: 'Maya Thompson',
      status: 'active',
      event: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2',
      rescheduled: false,
      tracking: { utm_source: 'herway', utm_content: '3f1c9a52-8e0b-4d6f-a1b7-2c9e4f5d6a70', utm_term: null },
    });
    expect(payload.scheduled_event).toMatchObject({
      start_time: '2025-12-02T22:00:00.000000Z',
      end_time: '2025-12-02T23:00:00.000000Z',
      name: 'Mentorship Session (60 min)',
      event_memberships: [{ user_name: 'Alex Rivera', user_email: 'alex.rivera@herway.example' }],
    });
    expect(payload.cancellation).toBeUndefined();
    // Undeclared fields survive.
    expect(payload.questions_and_answers).toHaveLength(1);
  });

  it('parse invitee.canceled with its cancellation', () => {
    const webhook = inviteeCanceledWebhookSchema.parse(readFixture('calendly/invitee-canceled'));
    expect(webhook.payload.status).toBe('canceled');
    expect(webhook.payload.cancellation).toMatchObject({
      canceled_by: 'Maya Thompson',
      canceler_type: 'invitee',
      reason: 'Tournament moved to that evening',
    });
  });

  it('discriminate by event, and refuse a payload without a scheduled event time', () => {
    expect(calendlyWebhookSchema.parse(readFixture('calendly/invitee-created')).event).toBe('invitee.created');
    expect(calendlyWebhookSchema.parse(readFixture('calendly/invitee-canceled')).event).toBe('invitee.canceled');

    const broken = readFixture('calendly/invitee-created') as { payload: { scheduled_event: { start_time?: string } } };
    delete broken.payload.scheduled_event.start_time;
    expect(calendlyWebhookSchema.safeParse(broken).success).toBe(false);

    const other = readFixture('calendly/invitee-created') as { event: string };
    other.event = 'routing_form_submission.created';
    expect(calendlyWebhookSchema.safeParse(other).success).toBe(false);
  });

  it('accept a minimal payload with the optional parts absent or null', () => {
    const minimal = {
      event: 'invitee.created',
      created_at: '2025-11-21T16:04:12Z',
      payload: {
        uri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
        email: 'a@example.com',
        name: null,
        status: 'active',
        event: 'https://api.calendly.com/scheduled_events/E1',
        tracking: null,
        scheduled_event: {
          uri: 'https://api.calendly.com/scheduled_events/E1',
          start_time: '2025-12-02T22:00:00Z',
          end_time: '2025-12-02T23:00:00Z',
        },
      },
    };
    const parsed = calendlyWebhookSchema.parse(minimal);
    expect(parsed.payload.scheduled_event.event_memberships).toEqual([]);
  });

  it('tell our event types from the others', () => {
    expect(isCalendlyEventType('invitee.canceled')).toBe(true);
    expect(isCalendlyEventType('invitee_no_show.created')).toBe(false);
  });
});
