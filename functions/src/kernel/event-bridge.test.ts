import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const eventBridge = mockClient(EventBridgeClient);
const detail = { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } };

/** A fresh adapter (its settings are read once per module) under the given environment. */
async function loadAdapter(environment: Record<string, string | undefined> = {}) {
  vi.stubEnv('EVENT_BUS_NAME', undefined);
  vi.stubEnv('EVENTBRIDGE_ENDPOINT', undefined);
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./event-bridge');
}

describe('putEvent', () => {
  beforeEach(() => {
    eventBridge.reset();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('puts one entry on the herway bus and returns its event id', async () => {
    // Prepare
    const { putEvent } = await loadAdapter();
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] });

    // Act
    const eventId = await putEvent({ source: 'herway.stripe', detailType: 'payment_intent.succeeded', detail, correlationId: 'request-1' });

    // Assess
    expect(eventId).toBe('e-1');
    const calls = eventBridge.commandCalls(PutEventsCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      Entries: [
        {
          EventBusName: 'herway',
          Source: 'herway.stripe',
          DetailType: 'payment_intent.succeeded',
          Detail: JSON.stringify(detail),
          // The putting request's id, for the consumer's logs (kernel/correlation.ts).
          Resources: ['herway:correlation-id/request-1'],
        },
      ],
    });
  });

  it('throws when the entry failed, so the webhook does not answer 200', async () => {
    const { EventNotPublishedError, putEvent } = await loadAdapter();
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'Service is temporarily unavailable' }],
    });

    const put = putEvent({ source: 'herway.stripe', detailType: 'payment_intent.succeeded', detail, correlationId: 'request-1' });

    await expect(put).rejects.toThrow(EventNotPublishedError);
    await expect(put).rejects.toThrow(/InternalFailure: Service is temporarily unavailable/);
  });

  it('throws when the reply carries no event id', async () => {
    const { putEvent } = await loadAdapter();
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [] });

    await expect(putEvent({ source: 'herway.calendly', detailType: 'invitee.created', detail: {}, correlationId: 'request-1' })).rejects.toThrow(
      /no event id returned/,
    );
  });

  it('lets a failed request reject', async () => {
    const { putEvent } = await loadAdapter();
    eventBridge.on(PutEventsCommand).rejects(new Error('socket hang up'));

    await expect(putEvent({ source: 'herway.stripe', detailType: 'refund.created', detail, correlationId: 'request-1' })).rejects.toThrow('socket hang up');
  });

  it('uses the bus named by EVENT_BUS_NAME', async () => {
    const { putEvent } = await loadAdapter({ EVENT_BUS_NAME: 'herway-dev' });
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'e-2' }] });

    await putEvent({ source: 'herway.calendly', detailType: 'invitee.canceled', detail: {}, correlationId: 'request-1' });

    expect(eventBridge.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries?.[0]?.EventBusName).toBe('herway-dev');
  });
});
