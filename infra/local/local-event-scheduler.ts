import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as z from '@herway/shared/zod';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './event-bus';
import { parseCreateSchedule, ScheduleStore } from './event-scheduler-store';
import type { StoredSchedule } from './event-scheduler-store';
import { type InvokeTarget, ScheduleRunner } from './event-scheduler-runner';

// The local EventBridge Scheduler (docs/architecture.md#the-local-stack): no emulator exists on npm, so this small HTTP
// server speaks the REST-JSON calls our adapter makes (CreateSchedule, GetSchedule,
// DeleteSchedule, ListSchedules) and, when a one-time schedule is due, invokes its Lambda target
// locally with the schedule's input, retrying a failure as Scheduler does and then writing it to
// a dead-letter directory (event-scheduler-runner.ts). Its clock can be moved forward
// (POST /local/clock), so a test sees a reminder due in a day without waiting a day.

export type { InvokeTarget } from './event-scheduler-runner';

export interface LocalEventSchedulerOptions {
  port: number;
  host?: string;
  /** Where the schedules and the dead letters are kept. */
  dataDir: string;
  invoke: InvokeTarget;
  /** How often due schedules are looked for (default 1 s). */
  tickMs?: number;
  /** Wait before the n-th retry of a failed invocation, on the scheduler's clock (default n × 60 s). */
  retryDelayMs?: (attempt: number) => number;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface LocalEventScheduler {
  url: string;
  /** The scheduler's clock: real time plus how far it was moved forward. */
  now(): number;
  /** Moves the clock forward and runs every schedule then due; resolves when they have run. */
  advance(ms: number): Promise<{ now: string; ran: string[] }>;
  close(): Promise<void>;
}

const clockSchema = z.union([
  z.object({ advanceMs: z.number().check(z.positive(), z.maximum(400 * 86_400_000)) }),
  z.object({ to: z.iso.datetime({ offset: true }) }),
]);

function sendJson(res: ServerResponse, status: number, body: unknown, errorType?: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
  res.end(JSON.stringify(errorType ? { __type: errorType, Message: (body as { Message: string }).Message } : body));
}

const fail = (res: ServerResponse, status: number, type: string, message: string) => sendJson(res, status, { Message: message }, type);

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return undefined; // Not JSON: the schema refuses it with a 400.
  }
}

const arnOf = (schedule: StoredSchedule) => `arn:aws:scheduler:${LOCAL_REGION}:${LOCAL_ACCOUNT}:schedule/${schedule.group}/${schedule.name}`;

interface SchedulerContext {
  store: ScheduleStore;
  runner: ScheduleRunner;
}

async function handleClock(context: SchedulerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { runner } = context;
  if (req.method === 'GET') return sendJson(res, 200, { now: new Date(runner.now()).toISOString() });
  const parsed = clockSchema.safeParse(await readJson(req));
  if (!parsed.success) return fail(res, 400, 'ValidationException', 'Send {"advanceMs": n} or {"to": "<ISO time>"}.');
  const target = 'advanceMs' in parsed.data ? runner.now() + parsed.data.advanceMs : Date.parse(parsed.data.to);
  const moved = await runner.advanceTo(target);
  sendJson(res, 200, moved);
}

async function handleSchedule(context: SchedulerContext, req: IncomingMessage, res: ServerResponse, name: string, url: URL): Promise<void> {
  const { store } = context;
  const group = url.searchParams.get('groupName') ?? 'default';
  if (req.method === 'POST') {
    const schedule = parseCreateSchedule(name, await readJson(req));
    if (typeof schedule === 'string') return fail(res, 400, 'ValidationException', schedule);
    if (!store.add(schedule)) return fail(res, 409, 'ConflictException', `Schedule ${name} already exists.`);
    return sendJson(res, 200, { ScheduleArn: arnOf(schedule) });
  }
  const schedule = store.get(group, name);
  if (!schedule) return fail(res, 404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
  if (req.method === 'DELETE') {
    store.delete(group, name);
    return sendJson(res, 200, {});
  }
  const at = new Date(schedule.dueAt).toISOString().slice(0, 19);
  sendJson(res, 200, {
    Name: name,
    GroupName: group,
    Arn: arnOf(schedule),
    ScheduleExpression: `at(${at})`,
    ScheduleExpressionTimezone: 'UTC',
    State: schedule.enabled ? 'ENABLED' : 'DISABLED',
    Target: { Arn: schedule.targetArn, Input: schedule.input },
  });
}

async function route(context: SchedulerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://scheduler.local');
  if (url.pathname === '/local/clock') return handleClock(context, req, res);
  const match = /^\/schedules\/([^/]+)$/.exec(url.pathname);
  if (match && ['POST', 'GET', 'DELETE'].includes(req.method ?? '')) return handleSchedule(context, req, res, decodeURIComponent(match[1] as string), url);
  if (url.pathname === '/schedules' && req.method === 'GET') {
    const group = url.searchParams.get('ScheduleGroup') ?? undefined;
    return sendJson(res, 200, {
      Schedules: context.store
        .list(group)
        .map((schedule) => ({ Name: schedule.name, GroupName: schedule.group, Arn: arnOf(schedule), State: schedule.enabled ? 'ENABLED' : 'DISABLED' })),
    });
  }
  fail(res, 404, 'ResourceNotFoundException', `The local scheduler does not serve ${req.method} ${url.pathname}.`);
}

export async function startLocalEventScheduler(options: LocalEventSchedulerOptions): Promise<LocalEventScheduler> {
  const store = new ScheduleStore(path.join(options.dataDir, 'schedules.json'));
  const log = options.log ?? console;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => attempt * 60_000);
  const runner = new ScheduleRunner({ store, dataDir: options.dataDir, invoke: options.invoke, retryDelayMs, log });
  const server = createServer((req, res) => {
    route({ store, runner }, req, res).catch((error: unknown) => {
      log.error('Local scheduler: request failed', error);
      if (!res.headersSent) fail(res, 500, 'InternalServerException', 'The local scheduler failed; see the terminal.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // A port in use says so, instead of crashing the stack.
    server.listen(options.port, options.host ?? 'localhost', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const timer = setInterval(() => void runner.runDue(), options.tickMs ?? 1000);
  timer.unref();
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? 'localhost'}:${address.port}`,
    now: () => runner.now(),
    advance: (ms) => runner.advanceTo(runner.now() + ms),
    async close() {
      clearInterval(timer);
      await runner.idle();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
