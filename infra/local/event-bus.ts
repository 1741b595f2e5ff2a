import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EVENT_BUS_NAME, type EventBridgeEnvelope, type EventRule } from '@herway/events/catalog';
import { assertValidPattern, matchesPattern } from '@herway/events/pattern';
import { DeliveryJournal, type JournalEntry } from './event-journal';

// The local EventBridge (DESIGN §5): no emulator exists on npm, so this small HTTP server speaks
// the one action our client uses, PutEvents (AWS JSON 1.1), routes each accepted entry through the
// rule patterns of @herway/events/catalog and invokes the consumers with a real EventBridge
// envelope, after replying, with retries and a dead-letter directory standing in for the SQS DLQ.

export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'us-east-1';

export type LocalRule = Pick<EventRule, 'name' | 'pattern' | 'consumer'>;

/** Runs a consumer (functions/src/events/<consumer>.ts) with an event; a throw means failure. */
export type InvokeConsumer = (consumer: string, envelope: EventBridgeEnvelope) => unknown;

type Log = Pick<Console, 'warn' | 'error'>;

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
  log?: Log;
}

export interface LocalEventBus {
  url: string;
  /** Resolves when no delivery (including its retries and dead-lettering) is in flight. */
  waitForIdle(): Promise<void>;
  /** Stops accepting events and waits for the deliveries in flight. */
  close(): Promise<void>;
}

/** The JSON file written to the dead-letter directory. */
export interface DeadLetter {
  rule: string;
  consumer: string;
  envelope: EventBridgeEnvelope;
  error: { name: string; message: string; stack?: string };
  attempts: number;
  failedAt: string;
}

const MAX_ENTRIES = 10;
const MAX_REQUEST_ENTRIES_BYTES = 256 * 1024;
const MAX_BODY_BYTES = 4 * 1024 * 1024;

class AwsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface PutEventsEntry {
  Source?: unknown;
  DetailType?: unknown;
  Detail?: unknown;
  EventBusName?: unknown;
  Resources?: unknown;
  Time?: unknown;
}

type EntryResult = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorDetails(error: unknown): DeadLetter['error'] {
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { name: 'Error', message: String(error) };
}

/** EventBridge's time format: ISO 8601 in UTC to the second. */
function eventTime(value: unknown): string | undefined {
  // The SDK sends a Date as epoch seconds in JSON 1.1; accept an ISO string too.
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entrySize(entry: PutEventsEntry): number {
  const bytes = (value: unknown) => (typeof value === 'string' ? Buffer.byteLength(value) : 0);
  const resources = Array.isArray(entry.Resources) ? entry.Resources.reduce<number>((sum, r) => sum + bytes(r), 0) : 0;
  return (entry.Time === undefined ? 0 : 14) + bytes(entry.Source) + bytes(entry.DetailType) + bytes(entry.Detail) + resources;
}

function required(field: string): EntryResult {
  return { ErrorCode: 'InvalidArgument', ErrorMessage: `Parameter ${field} is not valid. Reason: ${field} is a required argument.` };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new AwsError('ValidationException', 'Request body is too large.'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, status: number, body: unknown): Promise<void> {
  return new Promise((resolve) => {
    // 'close' also fires when the client went away before the reply was flushed.
    response.once('close', () => resolve());
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() });
    response.end(JSON.stringify(body));
  });
}

async function writeDeadLetter(dlqDir: string, letter: DeadLetter): Promise<string> {
  await mkdir(dlqDir, { recursive: true });
  const file = path.join(dlqDir, `${letter.failedAt.replace(/[:.]/g, '-')}-${letter.rule}-${letter.envelope.id}.json`);
  // Written then renamed, so a replay never reads half a file.
  await writeFile(`${file}.tmp`, `${JSON.stringify(letter, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}

function checkRules(rules: readonly LocalRule[]): void {
  const names = new Set<string>();
  for (const rule of rules) {
    if (names.has(rule.name)) throw new Error(`Duplicate event rule name '${rule.name}'`);
    names.add(rule.name);
    assertValidPattern(rule.pattern);
  }
}

export async function startLocalEventBus(options: LocalEventBusOptions): Promise<LocalEventBus> {
  const { rules, invoke, dlqDir, host = '127.0.0.1', retries = 2, retryDelayMs = 200, busName = EVENT_BUS_NAME } = options;
  const log = options.log ?? console;
  checkRules(rules);
  await mkdir(dlqDir, { recursive: true });

  const inFlight = new Set<Promise<void>>();
  const journal = options.journalDir ? new DeliveryJournal(options.journalDir) : undefined;

  /** Runs one delivery in the background (waitForIdle sees it), then forgets its journal file. */
  function track(rule: LocalRule, envelope: EventBridgeEnvelope, after: Promise<unknown>, file?: string): void {
    const delivery = after.then(() => deliver(rule, envelope)).then(() => (file ? journal?.done(file) : undefined));
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  async function deliver(rule: LocalRule, envelope: EventBridgeEnvelope): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Each target gets its own copy, as each Lambda invocation gets its own parse.
        await invoke(rule.consumer, structuredClone(envelope));
        return;
      } catch (error) {
        const { message } = errorDetails(error);
        if (attempt > retries) {
          const letter: DeadLetter = {
            rule: rule.name,
            consumer: rule.consumer,
            envelope,
            error: errorDetails(error),
            attempts: attempt,
            failedAt: new Date().toISOString(),
          };
          try {
            const file = await writeDeadLetter(dlqDir, letter);
            log.error(`[event-bus] ${rule.consumer} failed ${attempt} times on ${envelope.id} (${message}); dead letter ${file}`);
          } catch (writeError) {
            log.error(`[event-bus] could not write dead letter: ${errorDetails(writeError).message}`, JSON.stringify(letter));
          }
          return;
        }
        log.warn(`[event-bus] ${rule.consumer} failed on ${envelope.id} (attempt ${attempt}: ${message}); retrying`);
        await sleep(retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  function accept(entry: PutEventsEntry, accepted: JournalEntry[]): EntryResult {
    if (typeof entry.Source !== 'string' || entry.Source === '') return required('Source');
    if (typeof entry.DetailType !== 'string' || entry.DetailType === '') return required('DetailType');
    if (typeof entry.Detail !== 'string' || entry.Detail === '') return required('Detail');
    let detail: unknown;
    try {
      detail = JSON.parse(entry.Detail);
    } catch {
      detail = undefined;
    }
    if (!isRecord(detail)) return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
    if (entry.Source.startsWith('aws.')) {
      return { ErrorCode: 'NotAuthorizedForSourceException', ErrorMessage: 'Not authorized for the source.' };
    }
    const bus = typeof entry.EventBusName === 'string' && entry.EventBusName !== '' ? entry.EventBusName : 'default';
    const busId = bus.startsWith('arn:') ? bus.slice(bus.lastIndexOf('/') + 1) : bus;
    if (busId !== busName && busId !== 'default') {
      return { ErrorCode: 'ResourceNotFoundException', ErrorMessage: `Event bus ${bus} does not exist.` };
    }
    const time = entry.Time === undefined ? eventTime(Date.now() / 1000) : eventTime(entry.Time);
    if (!time) return { ErrorCode: 'InvalidArgument', ErrorMessage: 'Parameter Time is not valid.' };
    const resources = Array.isArray(entry.Resources) ? entry.Resources.filter((r): r is string => typeof r === 'string') : [];

    const envelope: EventBridgeEnvelope = {
      version: '0',
      id: randomUUID(),
      'detail-type': entry.DetailType,
      source: entry.Source,
      account: LOCAL_ACCOUNT,
      time,
      region: LOCAL_REGION,
      resources,
      detail,
    };
    if (busId === 'default') {
      // As in AWS: an event without EventBusName goes to the default bus, where no rule of ours is.
      log.warn(`[event-bus] ${envelope.source} ${envelope['detail-type']} was put on the default bus; set EventBusName '${busName}'`);
      return { EventId: envelope.id };
    }
    for (const rule of rules.filter((candidate) => matchesPattern(candidate.pattern, envelope))) accepted.push({ rule: rule.name, envelope });
    return { EventId: envelope.id };
  }

  /** Journals the accepted deliveries (before the reply), then runs each after the reply. */
  async function schedule(accepted: readonly JournalEntry[], replied: Promise<void>): Promise<void> {
    const files = journal ? await journal.record(accepted) : [];
    accepted.forEach(({ rule: name, envelope }, index) => {
      const rule = rules.find((candidate) => candidate.name === name);
      if (rule) track(rule, envelope, replied, files[index]);
    });
  }

  async function putEvents(body: string, replied: Promise<void>) {
    let input: unknown;
    try {
      input = JSON.parse(body);
    } catch {
      throw new AwsError('SerializationException', 'Start of structure or map found where not expected.');
    }
    const entries = isRecord(input) ? input.Entries : undefined;
    if (!Array.isArray(entries) || entries.length === 0 || entries.length > MAX_ENTRIES || !entries.every(isRecord)) {
      throw new AwsError(
        'ValidationException',
        `1 validation error detected: Value at 'entries' failed to satisfy constraint: Member must have length between 1 and ${MAX_ENTRIES}`,
      );
    }
    if (entries.reduce((sum, entry) => sum + entrySize(entry), 0) > MAX_REQUEST_ENTRIES_BYTES) {
      throw new AwsError('ValidationException', 'Total size of the entries in the request is over the limit.');
    }
    const accepted: JournalEntry[] = [];
    const results = entries.map((entry) => accept(entry, accepted));
    await schedule(accepted, replied);
    return { FailedEntryCount: results.filter((result) => 'ErrorCode' in result).length, Entries: results };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let markReplied: () => void = () => {};
    const replied = new Promise<void>((resolve) => {
      markReplied = resolve;
    });
    try {
      const target = request.headers['x-amz-target'];
      if (request.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
        throw new AwsError('UnknownOperationException', `The local event bus implements only AWSEvents.PutEvents, not ${String(target)}.`);
      }
      const result = await putEvents(await readBody(request), replied);
      await reply(response, 200, result);
    } catch (error) {
      const awsError = error instanceof AwsError ? error : new AwsError('InternalException', errorDetails(error).message);
      await reply(response, awsError.type === 'InternalException' ? 500 : 400, { __type: awsError.type, message: awsError.message });
    } finally {
      markReplied();
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await resumePending();

  /** Delivers what an earlier run accepted and never finished (it was stopped, or killed). */
  async function resumePending(): Promise<void> {
    for (const pending of (await journal?.pending()) ?? []) {
      const rule = rules.find((candidate) => candidate.name === pending.rule);
      if (!rule) {
        log.warn(`[event-bus] no rule named '${pending.rule}' for the pending event ${pending.envelope.id}; kept in ${pending.file}`);
        continue;
      }
      log.warn(`[event-bus] delivering ${pending.envelope.id} (${pending.envelope['detail-type']}), accepted before the last stop`);
      track(rule, pending.envelope, Promise.resolve(), pending.file);
    }
  }

  async function waitForIdle(): Promise<void> {
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  return {
    url: `http://${host}:${port}`,
    waitForIdle,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await waitForIdle();
    },
  };
}

function isDeadLetter(value: unknown): value is DeadLetter {
  return isRecord(value) && typeof value.rule === 'string' && isRecord(value.envelope) && typeof value.envelope.id === 'string' && 'detail' in value.envelope;
}

export interface ReplayResult {
  /** Files whose event was delivered and which were deleted. */
  replayed: string[];
  /** Files kept, with why. */
  failed: { file: string; error: string }[];
}

/**
 * Re-delivers every dead letter once (oldest first) to its rule's current consumer, deleting the
 * file on success. The envelope keeps its id: consumers are idempotent.
 */
export async function replayDeadLetters(options: { dlqDir: string; rules: readonly LocalRule[]; invoke: InvokeConsumer }): Promise<ReplayResult> {
  const result: ReplayResult = { replayed: [], failed: [] };
  let names: string[];
  try {
    names = await readdir(options.dlqDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  for (const name of names.filter((candidate) => candidate.endsWith('.json')).sort()) {
    const file = path.join(options.dlqDir, name);
    try {
      const letter: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!isDeadLetter(letter)) throw new Error('not a dead letter');
      const rule = options.rules.find((candidate) => candidate.name === letter.rule);
      if (!rule) throw new Error(`no rule named '${letter.rule}'`);
      await options.invoke(rule.consumer, letter.envelope);
      await rm(file);
      result.replayed.push(file);
    } catch (error) {
      result.failed.push({ file, error: errorDetails(error).message });
    }
  }
  return result;
}
