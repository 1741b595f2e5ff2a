import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENT_BUS_NAME, onDefaultBus } from '@herway/events/catalog';
import type { EventBridgeEnvelope } from '@herway/events/catalog';
import { assertValidPattern, matchesPattern } from '@herway/events/pattern';
import type { JournalEntry } from './event-journal';
import { Deliveries, errorDetails, type InvokeConsumer, type LocalRule } from './event-bus-delivery';
import { AwsError, envelopeOf, type EntryResult, putEventsEntries, readBody, reply } from './event-bus-entries';

// The local EventBridge (docs/architecture.md#the-local-stack): no emulator exists on npm, so this small HTTP server speaks
// the one action our client uses, PutEvents (AWS JSON 1.1, event-bus-entries.ts), routes each
// accepted entry through the rule patterns of @herway/events/catalog and invokes the consumers
// with a real EventBridge envelope, after replying, with retries and a dead-letter directory
// standing in for the SQS DLQ (event-bus-delivery.ts). It also has the account's default bus, on
// which AWS services publish their own events (the local SES's bounces and complaints, through
// `publishServiceEvent`), routed to the catalog's rules on that bus.

export { LOCAL_ACCOUNT, LOCAL_REGION } from './event-bus-entries';
export { replayDeadLetters } from './event-bus-delivery';
export type { DeadLetter, InvokeConsumer, LocalRule, ReplayResult } from './event-bus-delivery';

export interface LocalEventBusOptions {
  port: number;
  host?: string;
  rules: readonly LocalRule[];
  invoke: InvokeConsumer;
  /** Where events whose consumer kept failing are written, one JSON file each. */
  dlqDir: string;
  /**
   * Where accepted deliveries are kept until done (event-journal.ts), so a crash loses none;
   * those left by an earlier run are delivered when the bus starts. Without it, memory only.
   */
  journalDir?: string;
  /** Retries after the first failed delivery (default 2). */
  retries?: number;
  /** Delay before the first retry, doubled for each next one (default 200 ms). */
  retryDelayMs?: number;
  /** The custom bus the rules belong to (default 'herway'). */
  busName?: string;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface LocalEventBus {
  url: string;
  /**
   * An AWS service's own event (source `aws.*`, which PutEvents refuses), on the account's default
   * bus: delivered to the rules on that bus like PutEvents' entries, journalled first.
   */
  publishServiceEvent(envelope: EventBridgeEnvelope): Promise<void>;
  /** Resolves when no delivery (including its retries and dead-lettering) is in flight. */
  waitForIdle(): Promise<void>;
  /** Stops accepting events and waits for the deliveries in flight. */
  close(): Promise<void>;
}

/** The rules on one bus: the account's default bus, or the HerWay bus. */
function rulesOn(rules: readonly LocalRule[], bus: 'default' | 'herway'): LocalRule[] {
  return rules.filter((rule) => onDefaultBus(rule) === (bus === 'default'));
}

function checkRules(rules: readonly LocalRule[]): void {
  const names = new Set<string>();
  for (const rule of rules) {
    if (names.has(rule.name)) throw new Error(`Duplicate event rule name '${rule.name}'`);
    names.add(rule.name);
    assertValidPattern(rule.pattern);
  }
}

interface BusContext {
  rules: readonly LocalRule[];
  busName: string;
  deliveries: Deliveries;
  log: Pick<Console, 'warn' | 'error'>;
}

/** PutEvents: each entry's result, and its deliveries (one per matching rule) scheduled after the reply. */
async function putEvents(context: BusContext, body: string, replied: Promise<void>) {
  const accepted: JournalEntry[] = [];
  const results = putEventsEntries(body).map((entry): EntryResult => {
    const outcome = envelopeOf(entry, context.busName);
    if ('error' in outcome) return outcome.error;
    const { envelope, busId } = outcome;
    const matching = rulesOn(context.rules, busId === 'default' ? 'default' : 'herway').filter((rule) => matchesPattern(rule.pattern, envelope));
    // As in AWS: an event without EventBusName goes to the default bus, where only the rules for AWS services' events are.
    if (busId === 'default' && matching.length === 0) {
      context.log.warn(`[event-bus] ${envelope.source} ${envelope['detail-type']} was put on the default bus; set EventBusName '${context.busName}'`);
    }
    for (const rule of matching) accepted.push({ rule: rule.name, envelope });
    return { EventId: envelope.id };
  });
  await context.deliveries.schedule(accepted, replied);
  return { FailedEntryCount: results.filter((result) => 'ErrorCode' in result).length, Entries: results };
}

async function handle(context: BusContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  let markReplied: () => void = () => {};
  const replied = new Promise<void>((resolve) => {
    markReplied = resolve;
  });
  try {
    const target = request.headers['x-amz-target'];
    if (request.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
      throw new AwsError('UnknownOperationException', `The local event bus implements only AWSEvents.PutEvents, not ${String(target)}.`);
    }
    const result = await putEvents(context, await readBody(request), replied);
    await reply(response, 200, result);
  } catch (error) {
    const awsError = error instanceof AwsError ? error : new AwsError('InternalException', errorDetails(error).message);
    await reply(response, awsError.type === 'InternalException' ? 500 : 400, { __type: awsError.type, message: awsError.message });
  } finally {
    markReplied();
  }
}

export async function startLocalEventBus(options: LocalEventBusOptions): Promise<LocalEventBus> {
  const { rules, invoke, dlqDir, journalDir, host = '127.0.0.1', retries = 2, retryDelayMs = 200, busName = EVENT_BUS_NAME } = options;
  const log = options.log ?? console;
  checkRules(rules);
  await mkdir(dlqDir, { recursive: true });
  const deliveries = new Deliveries({ rules, invoke, dlqDir, journalDir, retries, retryDelayMs, log });
  const context: BusContext = { rules, busName, deliveries, log };

  const server = createServer((request, response) => void handle(context, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await deliveries.resumePending();

  return {
    url: `http://${host}:${port}`,
    publishServiceEvent: async (envelope) => {
      const matching = rulesOn(rules, 'default').filter((rule) => matchesPattern(rule.pattern, envelope));
      await deliveries.schedule(
        matching.map((rule) => ({ rule: rule.name, envelope })),
        Promise.resolve(),
      );
    },
    waitForIdle: () => deliveries.waitForIdle(),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await deliveries.waitForIdle();
    },
  };
}
