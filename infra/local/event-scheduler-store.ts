import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from '@herway/shared/zod';

// The schedules of the local EventBridge Scheduler (local-event-scheduler.ts): validated as the
// real service validates what our adapter sends, kept in one JSON file so they survive a restart.

const NAME = /^[0-9a-zA-Z-_.]{1,64}$/;
const AT = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/;

export const createScheduleSchema = z.object({
  GroupName: z._default(z.string().check(z.regex(NAME)), 'default'),
  ScheduleExpression: z.string(),
  ScheduleExpressionTimezone: z._default(z.string(), 'UTC'),
  FlexibleTimeWindow: z.object({ Mode: z.enum(['OFF', 'FLEXIBLE']) }),
  ActionAfterCompletion: z._default(z.enum(['NONE', 'DELETE']), 'NONE'),
  State: z._default(z.enum(['ENABLED', 'DISABLED']), 'ENABLED'),
  Target: z.object({
    Arn: z.string().check(z.startsWith('arn:')),
    RoleArn: z.string().check(z.startsWith('arn:')),
    Input: z.optional(z.string()),
    RetryPolicy: z.optional(z.object({ MaximumRetryAttempts: z.optional(z.number()), MaximumEventAgeInSeconds: z.optional(z.number()) })),
    DeadLetterConfig: z.optional(z.object({ Arn: z.optional(z.string()) })),
  }),
});

export interface StoredSchedule {
  name: string;
  group: string;
  /** When it is due, in ms on the scheduler's clock. */
  dueAt: number;
  targetArn: string;
  input: string;
  retries: number;
  /** Failed invocations so far. */
  attempts: number;
  deleteAfterCompletion: boolean;
  enabled: boolean;
}

/** A CreateSchedule body as a schedule, or the ValidationException message the real service would give. */
export function parseCreateSchedule(name: string, body: unknown): StoredSchedule | string {
  if (!NAME.test(name)) return 'Name must be 1 to 64 letters, digits, hyphens, underscores or dots.';
  const parsed = createScheduleSchema.safeParse(body);
  if (!parsed.success) return `Invalid request: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`;
  const request = parsed.data;
  const at = AT.exec(request.ScheduleExpression);
  // Our adapter makes one-time UTC schedules only; rate() and cron() are not emulated.
  if (!at) return 'The local scheduler supports one-time at(yyyy-mm-ddThh:mm:ss) expressions only.';
  if (request.ScheduleExpressionTimezone !== 'UTC') return 'The local scheduler supports ScheduleExpressionTimezone UTC only.';
  const dueAt = Date.parse(`${at[1]}Z`);
  if (Number.isNaN(dueAt)) return 'Invalid Schedule Expression.';
  return {
    name,
    group: request.GroupName,
    dueAt,
    targetArn: request.Target.Arn,
    input: request.Target.Input ?? '{}',
    retries: Math.min(185, Math.max(0, request.Target.RetryPolicy?.MaximumRetryAttempts ?? 185)),
    attempts: 0,
    deleteAfterCompletion: request.ActionAfterCompletion === 'DELETE',
    enabled: request.State === 'ENABLED',
  };
}

const key = (group: string, name: string) => `${group}/${name}`;

/** The schedules, by group and name, written through to `file` on every change. */
export class ScheduleStore {
  private readonly schedules = new Map<string, StoredSchedule>();

  constructor(private readonly file: string) {
    try {
      for (const schedule of JSON.parse(readFileSync(file, 'utf8')) as StoredSchedule[]) this.schedules.set(key(schedule.group, schedule.name), schedule);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  get(group: string, name: string): StoredSchedule | undefined {
    return this.schedules.get(key(group, name));
  }

  /** False when a schedule of that name exists in the group (ConflictException). */
  add(schedule: StoredSchedule): boolean {
    if (this.schedules.has(key(schedule.group, schedule.name))) return false;
    this.schedules.set(key(schedule.group, schedule.name), schedule);
    this.save();
    return true;
  }

  /** False when there was none (ResourceNotFoundException). */
  delete(group: string, name: string): boolean {
    const removed = this.schedules.delete(key(group, name));
    if (removed) this.save();
    return removed;
  }

  update(schedule: StoredSchedule): void {
    if (!this.schedules.has(key(schedule.group, schedule.name))) return;
    this.schedules.set(key(schedule.group, schedule.name), schedule);
    this.save();
  }

  /** Enabled schedules due at `now`, soonest first. */
  due(now: number): StoredSchedule[] {
    return [...this.schedules.values()].filter((schedule) => schedule.enabled && schedule.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
  }

  list(group?: string): StoredSchedule[] {
    return [...this.schedules.values()].filter((schedule) => !group || schedule.group === group);
  }

  private save(): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify([...this.schedules.values()], null, 2));
    renameSync(temporary, this.file);
  }
}
