import { describe, expect, it } from 'vitest';
import {
  bookingCreatedEvent,
  EVENT_BUS_NAME,
  eventBridgeEnvelopeSchema,
  eventCatalog,
  eventRules,
  findCatalogEvent,
  mailBouncedEvent,
  mailFeedbackEnvelopeSchema,
  paymentSucceededEvent,
  refundEnvelopeSchema,
} from './catalog';
import { type FixtureName, readFixture } from './fixture';
import { assertValidPattern, matchesPattern } from './pattern';
import { CALENDLY_EVENT_TYPES } from './calendly';
import { SES_EVENT_TYPES } from './ses';
import { STRIPE_EVENT_TYPES } from './stripe';

function envelope(source: string, detailType: string, detail: unknown) {
  return {
    version: '0',
    id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
    'detail-type': detailType,
    source,
    account: '000000000000',
    time: '2025-11-21T14:32:00Z',
    region: 'us-east-1',
    resources: [],
    detail,
  };
}

const fixtures: Record<string, FixtureName> = {
  'Payment.Succeeded': 'stripe/payment-intent-succeeded',
  'Payment.Failed': 'stripe/payment-intent-payment-failed',
  'Payment.Processing': 'stripe/payment-intent-processing',
  'Charge.Refunded': 'stripe/charge-refunded',
  'Refund.Created': 'stripe/refund-created',
  'Booking.Created': 'calendly/invitee-created',
  'Booking.Canceled': 'calendly/invitee-canceled',
  'Mail.Bounced': 'ses/email-bounced',
  'Mail.Complained': 'ses/email-complaint-received',
};

describe('event catalog', () => {
  it('names the bus and lists every provider event type we use once', () => {
    expect(EVENT_BUS_NAME).toBe('herway');
    expect(eventCatalog.map((event) => event.detailType).sort()).toEqual([...STRIPE_EVENT_TYPES, ...CALENDLY_EVENT_TYPES, ...SES_EVENT_TYPES].sort());
    expect(new Set(eventCatalog.map((event) => event.name)).size).toBe(eventCatalog.length);
  });

  it('parses each fixture as the envelope of its event', () => {
    for (const event of eventCatalog) {
      const fixture = readFixture(fixtures[event.name] as FixtureName);
      const parsed = event.envelope.parse(envelope(event.source, event.detailType, fixture));
      expect(parsed.detail).toEqual(fixture);
    }
  });

  it('refuses an envelope from another source or detail-type', () => {
    const detail = readFixture('stripe/payment-intent-succeeded');
    expect(paymentSucceededEvent.envelope.safeParse(envelope('herway.calendly', 'payment_intent.succeeded', detail)).success).toBe(false);
    expect(paymentSucceededEvent.envelope.safeParse(envelope('herway.stripe', 'charge.refunded', detail)).success).toBe(false);
    expect(bookingCreatedEvent.envelope.safeParse(envelope('herway.calendly', 'invitee.created', detail)).success).toBe(false);
  });

  it('builds a generic envelope schema around any detail schema', () => {
    const schema = eventBridgeEnvelopeSchema(paymentSucceededEvent.detail);
    const parsed = schema.parse(envelope('anything', 'anything', readFixture('stripe/payment-intent-succeeded')));
    expect(parsed.detail.data.object.id).toBe('pi_3QmB8cLkdIwHu7ix0sJ2Vd4E');
    const { time: _time, ...withoutTime } = envelope('s', 'd', {});
    expect(schema.safeParse(withoutTime).success).toBe(false);
  });

  it('parses either refund event for the refund consumer', () => {
    const charge = refundEnvelopeSchema.parse(envelope('herway.stripe', 'charge.refunded', readFixture('stripe/charge-refunded')));
    const refund = refundEnvelopeSchema.parse(envelope('herway.stripe', 'refund.created', readFixture('stripe/refund-created')));
    expect([charge.detail.type, refund.detail.type]).toEqual(['charge.refunded', 'refund.created']);
  });

  it("parses SES's bounce and complaint for the mail-feedback consumer, with the send's kind tag, and refuses a delivery", () => {
    const bounce = mailFeedbackEnvelopeSchema.parse(envelope('aws.ses', 'Email Bounced', readFixture('ses/email-bounced')));
    const complaint = mailFeedbackEnvelopeSchema.parse(envelope('aws.ses', 'Email Complaint Received', readFixture('ses/email-complaint-received')));
    expect(bounce.detail.eventType === 'Bounce' && [bounce.detail.bounce.bounceType, bounce.detail.mail.tags?.kind]).toEqual([
      'Permanent',
      ['contact-confirmation'],
    ]);
    expect(complaint.detail.eventType === 'Complaint' && complaint.detail.complaint.complainedRecipients).toEqual([
      { emailAddress: 'complaint@simulator.amazonses.com' },
    ]);
    const delivery = { ...(readFixture('ses/email-bounced') as object), eventType: 'Delivery' };
    expect(mailFeedbackEnvelopeSchema.safeParse(envelope('aws.ses', 'Email Delivered', delivery)).success).toBe(false);
    expect(mailBouncedEvent.envelope.safeParse(envelope('herway.stripe', 'Email Bounced', readFixture('ses/email-bounced'))).success).toBe(false);
  });

  it('finds an event by source and detail-type', () => {
    expect(findCatalogEvent('herway.stripe', 'payment_intent.succeeded')).toBe(paymentSucceededEvent);
    expect(findCatalogEvent('herway.calendly', 'payment_intent.succeeded')).toBeUndefined();
    expect(findCatalogEvent('herway.stripe', 'customer.created')).toBeUndefined();
  });
});

describe('event rules', () => {
  it('route the events to their consumers', () => {
    expect(eventRules.map(({ name, pattern, consumer }) => ({ name, pattern, consumer }))).toEqual([
      { name: 'payment-succeeded', pattern: { source: ['herway.stripe'], 'detail-type': ['payment_intent.succeeded'] }, consumer: 'on-payment-succeeded' },
      {
        name: 'payment-unsettled',
        pattern: { source: ['herway.stripe'], 'detail-type': ['payment_intent.payment_failed', 'payment_intent.processing'] },
        consumer: 'on-payment-unsettled',
      },
      { name: 'refunded', pattern: { source: ['herway.stripe'], 'detail-type': ['charge.refunded', 'refund.created'] }, consumer: 'on-refund' },
      { name: 'booking-created', pattern: { source: ['herway.calendly'], 'detail-type': ['invitee.created'] }, consumer: 'on-booking-created' },
      { name: 'booking-canceled', pattern: { source: ['herway.calendly'], 'detail-type': ['invitee.canceled'] }, consumer: 'on-booking-canceled' },
      { name: 'mail-feedback', pattern: { source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complaint Received'] }, consumer: 'on-mail-feedback' },
    ]);
  });

  it("put SES's feedback on the default bus, the only bus SES publishes to, and every other rule on the HerWay bus", () => {
    expect(eventRules.filter((rule) => 'bus' in rule).map((rule) => [rule.name, 'bus' in rule ? rule.bus : undefined])).toEqual([['mail-feedback', 'default']]);
  });

  it('use only supported pattern syntax', () => {
    for (const rule of eventRules) expect(() => assertValidPattern(rule.pattern)).not.toThrow();
  });

  it('match exactly the catalog events each rule lists, so every event has one consumer', () => {
    for (const event of eventCatalog) {
      const sample = envelope(event.source, event.detailType, readFixture(fixtures[event.name] as FixtureName));
      const matching = eventRules.filter((rule) => matchesPattern(rule.pattern, sample));
      expect(
        matching.map((rule) => rule.name),
        event.name,
      ).toHaveLength(1);
      expect((matching[0]?.events as readonly string[]).includes(event.name)).toBe(true);
    }
  });

  it('have unique names and consumers', () => {
    expect(new Set(eventRules.map((rule) => rule.name)).size).toBe(eventRules.length);
    expect(new Set(eventRules.map((rule) => rule.consumer)).size).toBe(eventRules.length);
  });
});
