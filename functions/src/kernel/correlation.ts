/**
 * One correlation id from a request to the consumers of the events it put on the bus. An HTTP
 * request's id is API Gateway's request id (also in the API's access log); a webhook puts its
 * events with that id among the entry's `Resources` (the envelope's `resources`, which EventBridge
 * delivers as given; the detail stays the provider's payload), and each consumer logs under it.
 * The logger prints it as `correlation_id` on every line.
 */

const CORRELATION_PREFIX = 'herway:correlation-id/';

/** The `Resources` entry that carries a correlation id on the bus. */
export function correlationResource(correlationId: string): string {
  return `${CORRELATION_PREFIX}${correlationId}`;
}

/**
 * The correlation id an EventBridge envelope carries, else the envelope's own event id (an event
 * put by something else, or replayed by hand without it).
 */
export function correlationIdOfEnvelope(event: unknown): string | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const { resources, id } = event as { resources?: unknown; id?: unknown };
  const carried = Array.isArray(resources)
    ? resources.find((resource): resource is string => typeof resource === 'string' && resource.startsWith(CORRELATION_PREFIX))
    : undefined;
  if (carried) return carried.slice(CORRELATION_PREFIX.length);
  return typeof id === 'string' ? id : undefined;
}
