import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EventBridgeClient, ListRulesCommand, PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventBridgeEnvelope, eventRules, paymentSucceededEvent, refundEnvelopeSchema } from '@herway/events/catalog';
import { readFixture } from '@herway/events/fixture';
import { type DeadLetter, type InvokeConsumer, type LocalEventBus, replayDeadLetters, startLocalEventBus } from './event-bus';

const succeeded = readFixture('stripe/payment-intent-succeeded') as object;
const refund = readFixture('stripe/refund-created') as object;

function stripeEntry(detailType: string, detail: object, overrides: Partial<PutEventsRequestEntry> = {}): PutEventsRequestEntry {
  return { EventBusName: 'herway', Source: 'herway.stripe', DetailType: detailType, Detail: JSON.stringify(detail), ...overrides };
}

describe('local event bus', () => {
  let dlqDir: string;
  let bus: LocalEventBus | undefined;
  let client: EventBridgeClient;
  const log = { warn: vi.fn(), error: vi.fn() };
  const invoke = vi.fn<InvokeConsumer>();

  async function start(options: { retries?: number; journalDir?: string } = {}): Promise<LocalEventBus> {
    bus = await startLocalEventBus({ port: 0, rules: eventRules, invoke, dlqDir, retryDelayMs: 5, log, ...options });
    client = new EventBridgeClient({
      region: 'us-east-1',
      endpoint: bus.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    return bus;
  }

  async function put(...entries: PutEventsRequestEntry[]) {
    return client.send(new PutEventsCommand({ Entries: entries }));
  }

  beforeEach(async () => {
    dlqDir = await mkdtemp(path.join(tmpdir(), 'herway-dlq-'));
    invoke.mockReset();
    log.warn.mockReset();
    log.error.mockReset();
  });

  afterEach(async () => {
    client?.destroy();
    await bus?.close();
    bus = undefined;
    vi.unstubAllEnvs();
    await rm(dlqDir, { recursive: true, force: true });
  });

  it('delivers a matching event to its consumer in a real EventBridge envelope', async () => {
    const { waitForIdle } = await start();

    const result = await put(stripeEntry('payment_intent.succeeded', succeeded, { Time: new Date('2025-11-21T14:32:05.250Z') }));
    await waitForIdle();

    expect(result.FailedEntryCount).toBe(0);
    const eventId = result.Entries?.[0]?.EventId;
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(invoke).toHaveBeenCalledTimes(1);
    const [consumer, envelope] = invoke.mock.calls[0] as [string, EventBridgeEnvelope];
    expect(consumer).toBe('on-payment-succeeded');
    expect(envelope).toEqual({
      version: '0',
      id: eventId,
      'detail-type': 'payment_intent.succeeded',
      source: 'herway.stripe',
      account: '000000000000',
      time: '2025-11-21T14:32:05Z',
      region: 'us-east-1',
      resources: [],
      detail: succeeded,
    });
    // The consumer's contract accepts it as is.
    expect(paymentSucceededEvent.envelope.parse(envelope).detail.data.object.id).toBe('pi_3QmB8cLkdIwHu7ix0sJ2Vd4E');
  });

  it('routes each event by its rule pattern, and a non-matching event to nobody', async () => {
    const { waitForIdle } = await start();

    const result = await put(
      stripeEntry('customer.created', { id: 'evt_1' }),
      stripeEntry('payment_intent.succeeded', succeeded, { Source: 'herway.calendly' }),
      stripeEntry('refund.created', refund),
    );
    await waitForIdle();

    expect(result.FailedEntryCount).toBe(0);
    expect(result.Entries?.every((entry) => entry.EventId)).toBe(true);
    expect(invoke).toHaveBeenCalledTimes(1);
    const [consumer, envelope] = invoke.mock.calls[0] as [string, EventBridgeEnvelope];
    expect(consumer).toBe('on-refund');
    expect(refundEnvelopeSchema.parse(envelope).detail.type).toBe('refund.created');
  });

  it('reports invalid entries as failed entries, as AWS does, and accepts the others', async () => {
    const { waitForIdle } = await start();

    const result = await put(
      { EventBusName: 'herway', DetailType: 'payment_intent.succeeded', Detail: '{}' },
      { EventBusName: 'herway', Source: 'herway.stripe', Detail: '{}' },
      { EventBusName: 'herway', Source: 'herway.stripe', DetailType: 'payment_intent.succeeded' },
      stripeEntry('payment_intent.succeeded', {}, { Detail: '{"id": ' }),
      stripeEntry('payment_intent.succeeded', {}, { Detail: '["not", "an", "object"]' }),
      stripeEntry('payment_intent.succeeded', {}, { EventBusName: 'someone-elses-bus' }),
      stripeEntry('payment_intent.succeeded', {}, { Source: 'aws.events' }),
      stripeEntry('payment_intent.succeeded', succeeded, { EventBusName: 'arn:aws:events:us-east-1:000000000000:event-bus/herway' }),
    );
    await waitForIdle();

    expect(result.FailedEntryCount).toBe(7);
    expect(result.Entries?.map((entry) => entry.ErrorCode ?? 'ok')).toEqual([
      'InvalidArgument',
      'InvalidArgument',
      'InvalidArgument',
      'MalformedDetail',
      'MalformedDetail',
      'ResourceNotFoundException',
      'NotAuthorizedForSourceException',
      'ok',
    ]);
    expect(result.Entries?.[0]?.ErrorMessage).toBe('Parameter Source is not valid. Reason: Source is a required argument.');
    expect(result.Entries?.[2]?.ErrorMessage).toBe('Parameter Detail is not valid. Reason: Detail is a required argument.');
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it('accepts an event put on the default bus but routes it nowhere, like AWS', async () => {
    const { waitForIdle } = await start();

    const result = await put(stripeEntry('payment_intent.succeeded', succeeded, { EventBusName: undefined }));
    await waitForIdle();

    expect(result.FailedEntryCount).toBe(0);
    expect(invoke).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('default bus'));
  });

  it('refuses requests PutEvents cannot take', async () => {
    await start();

    await expect(put()).rejects.toMatchObject({ name: 'ValidationException' });
    const eleven = Array.from({ length: 11 }, () => stripeEntry('refund.created', refund));
    await expect(put(...eleven)).rejects.toMatchObject({ name: 'ValidationException' });
    const huge = { id: 'evt_big', padding: 'x'.repeat(256 * 1024) };
    await expect(put(stripeEntry('refund.created', huge))).rejects.toThrow(/over the limit/);
    await expect(client.send(new ListRulesCommand({}))).rejects.toMatchObject({ name: 'UnknownOperationException' });
    expect(invoke).not.toHaveBeenCalled();
  });

  it('replies without waiting for the consumer, and waitForIdle waits for it', async () => {
    let release: () => void = () => {};
    invoke.mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
    const { waitForIdle } = await start();

    const result = await put(stripeEntry('refund.created', refund));

    expect(result.FailedEntryCount).toBe(0);
    let idle = false;
    const idlePromise = waitForIdle().then(() => (idle = true));
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect(idle).toBe(false);
    release();
    await idlePromise;
    expect(idle).toBe(true);
  });

  it('keeps an accepted event on disk until its consumer is done, and delivers it after a crash', async () => {
    const journalDir = path.join(dlqDir, 'pending');
    // The first run "dies" while the consumer runs: the consumer never finishes.
    let abandon: (error: Error) => void = () => {};
    invoke.mockImplementationOnce(() => new Promise<void>((_, reject) => (abandon = reject)));
    await start({ journalDir, retries: 0 });
    try {
      const accepted = await put(stripeEntry('payment_intent.succeeded', succeeded));
      const eventId = accepted.Entries?.[0]?.EventId;
      // Acknowledged only once it is on disk.
      expect(await readdir(journalDir)).toEqual([expect.stringContaining(`${eventId}-payment-succeeded.json`)]);

      invoke.mockResolvedValue(undefined);
      const second = await startLocalEventBus({ port: 0, rules: eventRules, invoke, dlqDir, journalDir, retryDelayMs: 5, log });
      await second.waitForIdle();
      await second.close();
      expect(invoke).toHaveBeenCalledTimes(2);
      expect(invoke.mock.calls[1]?.[1]).toMatchObject({ id: eventId, 'detail-type': 'payment_intent.succeeded' });
      expect(await readdir(journalDir)).toEqual([]);
    } finally {
      // Let the abandoned first run end (its failure dead-letters, as the DLQ would).
      abandon(new Error('process killed'));
    }
  });

  it('retries a failing consumer with the same event until it succeeds', async () => {
    invoke.mockRejectedValueOnce(new Error('table busy')).mockRejectedValueOnce(new Error('table busy')).mockResolvedValue(undefined);
    const { waitForIdle } = await start();

    await put(stripeEntry('payment_intent.succeeded', succeeded));
    await waitForIdle();

    expect(invoke).toHaveBeenCalledTimes(3);
    const ids = invoke.mock.calls.map(([, envelope]) => envelope.id);
    expect(new Set(ids).size).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(await readdir(dlqDir)).toEqual([]);
  });

  it('dead-letters an event whose consumer keeps failing, and replays it', async () => {
    invoke.mockRejectedValue(new Error('consumer is broken'));
    const { waitForIdle } = await start({ retries: 1 });

    const result = await put(stripeEntry('payment_intent.succeeded', succeeded));
    await waitForIdle();

    expect(invoke).toHaveBeenCalledTimes(2);
    const files = await readdir(dlqDir);
    expect(files).toHaveLength(1);
    const letter = JSON.parse(await readFile(path.join(dlqDir, files[0] as string), 'utf8')) as DeadLetter;
    expect(letter).toMatchObject({
      rule: 'payment-succeeded',
      consumer: 'on-payment-succeeded',
      attempts: 2,
      error: { message: 'consumer is broken' },
      envelope: { id: result.Entries?.[0]?.EventId, source: 'herway.stripe', detail: succeeded },
    });
    expect(Number.isNaN(Date.parse(letter.failedAt))).toBe(false);
    expect(log.error).toHaveBeenCalledTimes(1);

    // A replay while the consumer still fails keeps the file.
    const stillBroken = await replayDeadLetters({ dlqDir, rules: eventRules, invoke });
    expect(stillBroken.replayed).toEqual([]);
    expect(stillBroken.failed).toEqual([{ file: path.join(dlqDir, files[0] as string), error: 'consumer is broken' }]);
    expect(await readdir(dlqDir)).toHaveLength(1);

    // Once fixed, the replay delivers the same event and drains the queue.
    const fixed = vi.fn<InvokeConsumer>();
    const replay = await replayDeadLetters({ dlqDir, rules: eventRules, invoke: fixed });
    expect(replay).toEqual({ replayed: [path.join(dlqDir, files[0] as string)], failed: [] });
    expect(fixed).toHaveBeenCalledWith('on-payment-succeeded', letter.envelope);
    expect(await readdir(dlqDir)).toEqual([]);
  });

  it('replays nothing from a missing or empty dead-letter directory', async () => {
    const fixed = vi.fn<InvokeConsumer>();
    expect(await replayDeadLetters({ dlqDir, rules: eventRules, invoke: fixed })).toEqual({ replayed: [], failed: [] });
    expect(await replayDeadLetters({ dlqDir: path.join(dlqDir, 'missing'), rules: eventRules, invoke: fixed })).toEqual({
      replayed: [],
      failed: [],
    });
    expect(fixed).not.toHaveBeenCalled();
  });

  it('receives what the functions adapter puts when EVENTBRIDGE_ENDPOINT points at it', async () => {
    const { url, waitForIdle } = await start();
    vi.stubEnv('EVENTBRIDGE_ENDPOINT', url);
    vi.stubEnv('EVENT_BUS_NAME', undefined);
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
    vi.resetModules();
    const { putEvent } = await import('@herway/functions/kernel/event-bridge');

    const eventId = await putEvent({
      source: 'herway.calendly',
      detailType: 'invitee.created',
      detail: readFixture('calendly/invitee-created') as object,
      correlationId: 'req-local-1',
    });
    await waitForIdle();

    expect(invoke).toHaveBeenCalledWith('on-booking-created', expect.objectContaining({ id: eventId, source: 'herway.calendly' }));
  });

  it("delivers an AWS service's own event, on the default bus, to the rules on that bus only", async () => {
    const { publishServiceEvent, waitForIdle } = await start();
    const sesEvent = (detailType: string, detail: object): EventBridgeEnvelope => ({
      version: '0',
      id: `ses-${detailType}`,
      'detail-type': detailType,
      source: 'aws.ses',
      account: '000000000000',
      time: '2025-11-21T14:32:02Z',
      region: 'us-east-1',
      resources: [],
      detail,
    });
    await publishServiceEvent(sesEvent('Email Bounced', readFixture('ses/email-bounced') as object));
    await publishServiceEvent(sesEvent('Email Delivered', {}));
    // A HerWay event arriving on the default bus reaches none of the HerWay bus's rules.
    await publishServiceEvent({ ...sesEvent('payment_intent.succeeded', succeeded), source: 'herway.stripe' });
    await waitForIdle();
    expect(invoke.mock.calls.map(([consumer, envelope]) => [consumer, envelope.id])).toEqual([['on-mail-feedback', 'ses-Email Bounced']]);
  });

  it('refuses rules it cannot evaluate', async () => {
    const rules = [{ name: 'r', consumer: 'c', pattern: { detail: { amount: [{ numeric: ['>', 0] }] } } }] as never;
    await expect(startLocalEventBus({ port: 0, rules, invoke, dlqDir })).rejects.toThrow(/unsupported operator 'numeric'/);
    const duplicate = [eventRules[0], eventRules[0]];
    await expect(startLocalEventBus({ port: 0, rules: duplicate, invoke, dlqDir })).rejects.toThrow(/Duplicate/);
  });
});
