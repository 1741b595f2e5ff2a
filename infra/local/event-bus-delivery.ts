import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventBridgeEnvelope, EventRule } from '@herway/events/catalog';
import { DeliveryJournal, type JournalEntry } from './event-journal';
import { isRecord } from './event-bus-entries';

// How the local EventBridge (event-bus.ts) delivers to a rule's consumer: in the background after
// the reply, retried with a doubling delay, journalled until done so a crash loses none, and
// written to the dead-letter directory when it keeps failing; `npm run events:replay` delivers
// those again.

export type LocalRule = Pick<EventRule, 'name' | 'pattern' | 'consumer' | 'bus'>;

/** Runs a consumer (functions/src/<domain>/events/<consumer>.ts) with an event; a throw means failure. */
export type InvokeConsumer = (consumer: string, envelope: EventBridgeEnvelope) => unknown;

/** The JSON file written to the dead-letter directory. */
export interface DeadLetter {
  rule: string;
  consumer: string;
  envelope: EventBridgeEnvelope;
  error: { name: string; message: string; stack?: string };
  attempts: number;
  failedAt: string;
}

export function errorDetails(error: unknown): DeadLetter['error'] {
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { name: 'Error', message: String(error) };
}

async function writeDeadLetter(dlqDir: string, letter: DeadLetter): Promise<string> {
  await mkdir(dlqDir, { recursive: true });
  const file = path.join(dlqDir, `${letter.failedAt.replace(/[:.]/g, '-')}-${letter.rule}-${letter.envelope.id}.json`);
  // Written then renamed, so a replay never reads half a file.
  await writeFile(`${file}.tmp`, `${JSON.stringify(letter, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}

export interface DeliveryOptions {
  rules: readonly LocalRule[];
  invoke: InvokeConsumer;
  dlqDir: string;
  journalDir?: string;
  retries: number;
  retryDelayMs: number;
  log: Pick<Console, 'warn' | 'error'>;
}

export class Deliveries {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly journal: DeliveryJournal | undefined;

  constructor(private readonly options: DeliveryOptions) {
    this.journal = options.journalDir ? new DeliveryJournal(options.journalDir) : undefined;
  }

  /** Journals the accepted deliveries (before the reply), then runs each after the reply. */
  async schedule(accepted: readonly JournalEntry[], replied: Promise<void>): Promise<void> {
    const files = this.journal ? await this.journal.record(accepted) : [];
    accepted.forEach(({ rule: name, envelope }, index) => {
      const rule = this.options.rules.find((candidate) => candidate.name === name);
      if (rule) this.track(rule, envelope, replied, files[index]);
    });
  }

  /** Delivers what an earlier run accepted and never finished (it was stopped, or killed). */
  async resumePending(): Promise<void> {
    for (const pending of (await this.journal?.pending()) ?? []) {
      const rule = this.options.rules.find((candidate) => candidate.name === pending.rule);
      if (!rule) {
        this.options.log.warn(`[event-bus] no rule named '${pending.rule}' for the pending event ${pending.envelope.id}; kept in ${pending.file}`);
        continue;
      }
      this.options.log.warn(`[event-bus] delivering ${pending.envelope.id} (${pending.envelope['detail-type']}), accepted before the last stop`);
      this.track(rule, pending.envelope, Promise.resolve(), pending.file);
    }
  }

  async waitForIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** Runs one delivery in the background (waitForIdle sees it), then forgets its journal file. */
  private track(rule: LocalRule, envelope: EventBridgeEnvelope, after: Promise<unknown>, file?: string): void {
    const delivery = after.then(() => this.deliver(rule, envelope)).then(() => (file ? this.journal?.done(file) : undefined));
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(rule: LocalRule, envelope: EventBridgeEnvelope): Promise<void> {
    const { invoke, retries, retryDelayMs, log } = this.options;
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Each target gets its own copy, as each Lambda invocation gets its own parse.
        await invoke(rule.consumer, structuredClone(envelope));
        return;
      } catch (error) {
        if (attempt > retries) return this.deadLetter(rule, envelope, error, attempt);
        log.warn(`[event-bus] ${rule.consumer} failed on ${envelope.id} (attempt ${attempt}: ${errorDetails(error).message}); retrying`);
        await sleep(retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  private async deadLetter(rule: LocalRule, envelope: EventBridgeEnvelope, error: unknown, attempts: number): Promise<void> {
    const letter: DeadLetter = {
      rule: rule.name,
      consumer: rule.consumer,
      envelope,
      error: errorDetails(error),
      attempts,
      failedAt: new Date().toISOString(),
    };
    try {
      const file = await writeDeadLetter(this.options.dlqDir, letter);
      this.options.log.error(`[event-bus] ${rule.consumer} failed ${attempts} times on ${envelope.id} (${letter.error.message}); dead letter ${file}`);
    } catch (writeError) {
      this.options.log.error(`[event-bus] could not write dead letter: ${errorDetails(writeError).message}`, JSON.stringify(letter));
    }
  }
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
