import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventSource } from '@herway/events/envelope';
import { config } from './config';
import { correlationResource } from './correlation';

/**
 * Puts events on the app's bus. One client per container; on the local stack EVENTBRIDGE_ENDPOINT
 * points it at the local bus (infra/local/event-bus.ts), in AWS it is unset.
 */
let client: EventBridgeClient | undefined;

function eventBridgeClient(): EventBridgeClient {
  const settings = config();
  client ??= new EventBridgeClient({
    region: settings.AWS_REGION,
    ...(settings.EVENTBRIDGE_ENDPOINT ? { endpoint: settings.EVENTBRIDGE_ENDPOINT } : {}),
  });
  return client;
}

export interface PutEventInput {
  /** A source of the event catalog (@herway/events/envelope). */
  source: EventSource;
  /** The provider's event type, e.g. 'payment_intent.succeeded'. */
  detailType: string;
  /** A JSON object: the verified provider event. */
  detail: object;
  /** The id the consumers log under: the putting request's (kernel/correlation.ts). */
  correlationId: string;
}

/** Thrown when EventBridge did not take the event: the caller must not acknowledge the webhook. */
export class EventNotPublishedError extends Error {
  override readonly name = 'EventNotPublishedError';
}

/**
 * Puts one event on the bus (EVENT_BUS_NAME) and returns its EventBridge id. PutEvents reports
 * per-entry failures in a 200 reply, so a failed entry is turned into a throw here.
 */
export async function putEvent({ source, detailType, detail, correlationId }: PutEventInput): Promise<string> {
  const result = await eventBridgeClient().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: config().EVENT_BUS_NAME,
          Source: source,
          DetailType: detailType,
          Detail: JSON.stringify(detail),
          Resources: [correlationResource(correlationId)],
        },
      ],
    }),
  );
  const [entry] = result.Entries ?? [];
  if ((result.FailedEntryCount ?? 0) > 0 || !entry?.EventId) {
    const reason = entry?.ErrorCode ? `${entry.ErrorCode}: ${entry.ErrorMessage ?? ''}` : 'no event id returned';
    throw new EventNotPublishedError(`EventBridge did not accept ${source} ${detailType} (${reason})`);
  }
  return entry.EventId;
}
