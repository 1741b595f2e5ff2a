import * as z from '@herway/shared/zod';
import type { EventPattern } from './pattern';
import { inviteeCanceledWebhookSchema, inviteeCreatedWebhookSchema } from './calendly';
import { SES_EVENT_SOURCE, sesBounceDetailSchema, sesComplaintDetailSchema } from './ses';
import {
  chargeRefundedEventSchema,
  paymentIntentPaymentFailedEventSchema,
  paymentIntentProcessingEventSchema,
  paymentIntentSucceededEventSchema,
  refundCreatedEventSchema,
} from './stripe';

// The event catalog: every event HerWay consumes (name, source, detail-type, detail schema) and
// the rules that route them to one consumer each. Most are ours, put on the HerWay bus by the
// webhooks; SES's bounces and complaints arrive on the account's default bus, where AWS services
// publish. Producers (the webhooks), consumers (functions/src/<domain>/events/<consumer>.ts), CDK and the
// local bus all read this module.

/** The app's custom bus; functions read its name from EVENT_BUS_NAME. */
export const EVENT_BUS_NAME = 'herway';

export const EVENT_SOURCES = {
  stripe: 'herway.stripe',
  calendly: 'herway.calendly',
} as const;
/** The sources HerWay's own code puts events with (PutEvents refuses an `aws.*` source). */
export type EventSource = (typeof EVENT_SOURCES)[keyof typeof EVENT_SOURCES];

/** The envelope EventBridge delivers to a rule's target, with `detail` parsed by `detail`. */
export function eventBridgeEnvelopeSchema<T extends z.core.$ZodType>(detail: T) {
  return z.looseObject({
    version: z.string(),
    id: z.string(),
    'detail-type': z.string(),
    source: z.string(),
    account: z.string(),
    time: z.iso.datetime({ offset: true }),
    region: z.string(),
    resources: z.array(z.string()),
    detail,
  });
}

/** An EventBridge event as delivered to a target. */
export interface EventBridgeEnvelope<D = unknown> {
  version: string;
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: D;
}

function defineEvent<const N extends string, const S extends EventSource | typeof SES_EVENT_SOURCE, const D extends string, T extends z.core.$ZodType>(
  name: N,
  source: S,
  detailType: D,
  detail: T,
) {
  // The shape spread into a new object, not z.extend: that pulls Zod's shape-merging code (~7 KB)
  // into every consumer's bundle (docs/lambda-bundles.md).
  const envelope = z.looseObject({
    ...eventBridgeEnvelopeSchema(detail).shape,
    source: z.literal(source),
    'detail-type': z.literal(detailType),
  });
  return { name, source, detailType, detail, envelope } as const;
}

// The detail of a Stripe event is the verified Stripe event itself; of a Calendly event, the
// webhook body. The detail-type is the provider's own type string.
export const paymentSucceededEvent = defineEvent('Payment.Succeeded', EVENT_SOURCES.stripe, 'payment_intent.succeeded', paymentIntentSucceededEventSchema);
export const paymentFailedEvent = defineEvent('Payment.Failed', EVENT_SOURCES.stripe, 'payment_intent.payment_failed', paymentIntentPaymentFailedEventSchema);
export const paymentProcessingEvent = defineEvent('Payment.Processing', EVENT_SOURCES.stripe, 'payment_intent.processing', paymentIntentProcessingEventSchema);
export const chargeRefundedEvent = defineEvent('Charge.Refunded', EVENT_SOURCES.stripe, 'charge.refunded', chargeRefundedEventSchema);
export const refundCreatedEvent = defineEvent('Refund.Created', EVENT_SOURCES.stripe, 'refund.created', refundCreatedEventSchema);
export const bookingCreatedEvent = defineEvent('Booking.Created', EVENT_SOURCES.calendly, 'invitee.created', inviteeCreatedWebhookSchema);
export const bookingCanceledEvent = defineEvent('Booking.Canceled', EVENT_SOURCES.calendly, 'invitee.canceled', inviteeCanceledWebhookSchema);

// SES's own events (ses.ts): its detail-types, its detail.
export const mailBouncedEvent = defineEvent('Mail.Bounced', SES_EVENT_SOURCE, 'Email Bounced', sesBounceDetailSchema);
export const mailComplainedEvent = defineEvent('Mail.Complained', SES_EVENT_SOURCE, 'Email Complaint Received', sesComplaintDetailSchema);

export const eventCatalog = [
  paymentSucceededEvent,
  paymentFailedEvent,
  paymentProcessingEvent,
  chargeRefundedEvent,
  refundCreatedEvent,
  bookingCreatedEvent,
  bookingCanceledEvent,
  mailBouncedEvent,
  mailComplainedEvent,
] as const;
export type CatalogEvent = (typeof eventCatalog)[number];
export type CatalogEventName = CatalogEvent['name'];

/** The catalog entry for a source and detail-type, if we use that event. */
export function findCatalogEvent(source: string, detailType: string): CatalogEvent | undefined {
  return eventCatalog.find((event) => event.source === source && event.detailType === detailType);
}

/** What the refund consumer receives: either of the two refund events. */
export const refundEnvelopeSchema = z.union([chargeRefundedEvent.envelope, refundCreatedEvent.envelope]);
export type RefundEnvelope = z.infer<typeof refundEnvelopeSchema>;

/** What the unsettled-payment consumer receives: a failed payment or one still processing. */
export const unsettledPaymentEnvelopeSchema = z.union([paymentFailedEvent.envelope, paymentProcessingEvent.envelope]);

/** What the mail-feedback consumer receives: a bounce or a complaint. */
export const mailFeedbackEnvelopeSchema = z.union([mailBouncedEvent.envelope, mailComplainedEvent.envelope]);
export type MailFeedbackEnvelope = z.infer<typeof mailFeedbackEnvelopeSchema>;

export interface EventRule {
  /** Rule name (CDK construct id and local log label). */
  readonly name: string;
  /** The EventBridge event pattern, in its JSON form. */
  readonly pattern: EventPattern;
  /** The consumer handler file: functions/src/<domain>/events/<consumer>.ts (the domain that owns it). */
  readonly consumer: string;
  /** The catalog events the pattern routes. */
  readonly events: readonly CatalogEventName[];
  /** 'default': the rule is on the account's default bus, where AWS services (SES) publish; otherwise on the HerWay bus. */
  readonly bus?: 'default';
}

/** A pattern matching exactly the given events, which must share one source. */
function patternFor<const E extends readonly CatalogEvent[]>(...events: E) {
  const [first] = events;
  if (!first || events.some((event) => event.source !== first.source)) {
    throw new Error('A rule routes events of exactly one source');
  }
  return {
    source: [first.source],
    'detail-type': events.map((event) => event.detailType) as { [K in keyof E]: E[K]['detailType'] },
  } as const;
}

function rule<const N extends string, const C extends string, const E extends readonly CatalogEvent[]>(name: N, consumer: C, ...events: E) {
  return {
    name,
    pattern: patternFor(...events),
    consumer,
    events: events.map((event) => event.name) as { [K in keyof E]: E[K]['name'] },
  } as const satisfies EventRule;
}

export const eventRules = [
  rule('payment-succeeded', 'on-payment-succeeded', paymentSucceededEvent),
  // A payment that failed or still waits on the bank: one consumer (docs/payments-notices.md).
  rule('payment-unsettled', 'on-payment-unsettled', paymentFailedEvent, paymentProcessingEvent),
  rule('refunded', 'on-refund', chargeRefundedEvent, refundCreatedEvent),
  rule('booking-created', 'on-booking-created', bookingCreatedEvent),
  rule('booking-canceled', 'on-booking-canceled', bookingCanceledEvent),
  // SES can publish only to the default bus (docs/email.md).
  { ...rule('mail-feedback', 'on-mail-feedback', mailBouncedEvent, mailComplainedEvent), bus: 'default' },
] as const satisfies readonly EventRule[];

/** Whether a rule is on the account's default bus (AWS services' events) rather than the HerWay bus. */
export function onDefaultBus(rule: Pick<EventRule, 'name' | 'bus'>): boolean {
  return rule.bus === 'default';
}
export type EventRuleName = (typeof eventRules)[number]['name'];
export type EventConsumer = (typeof eventRules)[number]['consumer'];
