import { bookingCanceledEvent, bookingCreatedEvent } from './calendly-events';
import type { EventPattern } from './pattern';
import { mailBouncedEvent, mailComplainedEvent } from './ses-events';
import { chargeRefundedEvent, paymentFailedEvent, paymentProcessingEvent, paymentSucceededEvent, refundCreatedEvent } from './stripe-events';

// The event catalog: every event HerWay consumes (name, source, detail-type, detail schema) and
// the rules that route them to one consumer each. Most are ours, put on the HerWay bus by the
// webhooks; SES's bounces and complaints arrive on the account's default bus, where AWS services
// publish. CDK and the local bus read this module; the webhooks and consumers
// (functions/src/<domain>/events/<consumer>.ts) import their own source's events instead
// (stripe-events.ts, calendly-events.ts, ses-events.ts, envelope.ts): a Lambda bundle cannot drop
// the schemas of a module it imports, so this one would build every event's schema at each cold
// start (docs/lambda-bundles.md).

export * from './calendly-events';
export * from './envelope';
export * from './ses-events';
export * from './stripe-events';

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
