// The local Stripe's webhook deliveries, as Stripe makes them: later than the API answer (events
// reach the webhook a second or two after the payment, so a page never sees the records at once),
// retried when the webhook fails, and kept on disk from the moment the event exists, so a kill -9
// of the local stack loses no paid order: the next start delivers what was pending.

type Json = Record<string, unknown>;

export interface OutboxEntry {
  event: Json;
  /** Deliveries tried so far. */
  attempt: number;
  /** When the next delivery is due (epoch ms). */
  dueAt: number;
}

export interface OutboxOptions {
  /** The stored entries (the state file's `outbox`), changed in place. */
  entries: OutboxEntry[];
  /** One signed POST to the webhook; true on a 2xx answer. */
  deliver: (event: Json) => Promise<boolean>;
  /** Writes the state file; resolves once it is on disk. */
  persist: () => Promise<void>;
  /** How long after the event its first delivery is made. */
  delayMs: number;
  /** Waits before each retry of a failed delivery. */
  retryDelaysMs: readonly number[];
  now: () => number;
  log: Pick<Console, 'warn' | 'error'>;
}

export class WebhookOutbox {
  private readonly timers = new Map<OutboxEntry, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: OutboxOptions) {}

  /** Accepts an event: on disk before this resolves, delivered after the delay. */
  enqueue(event: Json): Promise<void> {
    // Counted as running until scheduled, so waitForIdle never misses an event still being written.
    const run = this.accept(event).finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  private async accept(event: Json): Promise<void> {
    const entry: OutboxEntry = { event, attempt: 0, dueAt: this.options.now() + this.options.delayMs };
    this.options.entries.push(entry);
    await this.options.persist();
    this.schedule(entry);
  }

  /** Schedules what an earlier run left pending: when it was due, or after this run's delay if sooner. */
  resume(): void {
    const latest = this.options.now() + this.options.delayMs;
    for (const entry of this.options.entries) {
      entry.dueAt = Math.min(entry.dueAt, latest);
      this.schedule(entry);
    }
  }

  /** Resolves when nothing is scheduled or being delivered. */
  async waitForIdle(): Promise<void> {
    while (this.timers.size > 0 || this.running.size > 0) {
      await Promise.allSettled([...this.running, new Promise((resolve) => setTimeout(resolve, 10))]);
    }
  }

  /** Stops delivering; pending entries stay on disk for the next start. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(entry: OutboxEntry): void {
    if (this.closed) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(entry);
        const run = this.attempt(entry).finally(() => this.running.delete(run));
        this.running.add(run);
      },
      Math.max(0, entry.dueAt - this.options.now()),
    );
    timer.unref();
    this.timers.set(entry, timer);
  }

  private async attempt(entry: OutboxEntry): Promise<void> {
    const delivered = await this.options.deliver(entry.event);
    entry.attempt += 1;
    const retryIn = this.options.retryDelaysMs[entry.attempt - 1];
    if (delivered || retryIn === undefined) {
      if (!delivered) this.options.log.error(`[local-stripe] gave up delivering ${String(entry.event.type)} ${String(entry.event.id)}`);
      this.options.entries.splice(this.options.entries.indexOf(entry), 1);
    } else {
      entry.dueAt = this.options.now() + retryIn;
      this.schedule(entry);
    }
    await this.options.persist();
  }
}
