import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScheduleStore, StoredSchedule } from './event-scheduler-store';

// The local EventBridge Scheduler's clock and runs (local-event-scheduler.ts): a due one-time
// schedule invokes its target; a failure is retried as Scheduler does, then written to the
// dead-letter directory. The clock is real time plus how far it was moved forward.

/** Runs the target of a schedule (a Lambda ARN) with its input; a throw is a failed invocation. */
export type InvokeTarget = (targetArn: string, input: unknown) => Promise<unknown>;

export interface RunnerOptions {
  store: ScheduleStore;
  /** Where the dead letters are written (`<dataDir>/dead-letters`). */
  dataDir: string;
  invoke: InvokeTarget;
  /** Wait before the n-th retry of a failed invocation, on the scheduler's clock. */
  retryDelayMs: (attempt: number) => number;
  log: Pick<Console, 'warn' | 'error'>;
}

export class ScheduleRunner {
  private offsetMs = 0;
  private running: Promise<string[]> = Promise.resolve([]);

  constructor(private readonly options: RunnerOptions) {}

  /** The scheduler's clock: real time plus how far it was moved forward. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Runs what is due, one run at a time (a tick and a clock move never run a schedule twice). */
  runDue(): Promise<string[]> {
    this.running = this.running.then(async () => {
      const ran: string[] = [];
      for (const schedule of this.options.store.due(this.now())) if (await this.runOne(schedule)) ran.push(schedule.name);
      return ran;
    });
    return this.running;
  }

  /** Moves the clock forward to `target` (never back) and runs every schedule then due. */
  async advanceTo(target: number): Promise<{ now: string; ran: string[] }> {
    this.offsetMs += Math.max(0, target - this.now());
    return { now: new Date(this.now()).toISOString(), ran: await this.runDue() };
  }

  /** Resolves when the run under way is done. */
  async idle(): Promise<void> {
    await this.running;
  }

  private async runOne(schedule: StoredSchedule): Promise<boolean> {
    const { store } = this.options;
    try {
      await this.options.invoke(schedule.targetArn, JSON.parse(schedule.input) as unknown);
      if (schedule.deleteAfterCompletion) store.delete(schedule.group, schedule.name);
      else store.update({ ...schedule, enabled: false });
      return true;
    } catch (error) {
      const attempts = schedule.attempts + 1;
      if (attempts <= schedule.retries) store.update({ ...schedule, attempts, dueAt: this.now() + this.options.retryDelayMs(attempts) });
      else await this.deadLetter(schedule, attempts, error);
      return false;
    }
  }

  private async deadLetter(schedule: StoredSchedule, attempts: number, error: unknown): Promise<void> {
    const { dataDir, log, store } = this.options;
    log.error(`Local scheduler: ${schedule.name} failed ${attempts} times; dead-lettered`, error);
    await mkdir(path.join(dataDir, 'dead-letters'), { recursive: true });
    const letter = { schedule, error: { name: (error as Error).name, message: (error as Error).message } };
    await writeFile(path.join(dataDir, 'dead-letters', `${schedule.name}-${Date.now()}.json`), JSON.stringify(letter, null, 2));
    store.delete(schedule.group, schedule.name);
  }
}
