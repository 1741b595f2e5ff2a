import * as z from '@herway/shared/zod';
import type { SES_EVENT_SOURCE } from './ses';

// What every event shares: the bus, the sources HerWay puts events with, EventBridge's envelope,
// and how one event of the catalog is defined. The events themselves live by source
// (stripe-events.ts, calendly-events.ts, ses-events.ts), so a Lambda that parses one source's
// events builds no other source's schemas at its cold start (docs/lambda-bundles.md).

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

/** One event of the catalog: its name, where it comes from, its detail's schema and its envelope's. */
export function defineEvent<const N extends string, const S extends EventSource | typeof SES_EVENT_SOURCE, const D extends string, T extends z.core.$ZodType>(
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
