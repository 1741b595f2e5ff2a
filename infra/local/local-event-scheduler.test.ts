import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ValidationException,
} from '@aws-sdk/client-scheduler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalEventScheduler } from './local-event-scheduler';
import type { LocalEventScheduler } from './local-event-scheduler';
import { jobOfArn, localJobArn } from './local-jobs';

const HOUR = 3600_000;
const target = localJobArn('send-session-message');
const role = 'arn:aws:iam::000000000000:role/herway-local-scheduler';

const createAt = (name: string, when: Date, input: unknown = { n: name }, retries = 2) =>
  new CreateScheduleCommand({
    Name: name,
    GroupName: 'herway-session-messages',
    ScheduleExpression: `at(${when.toISOString().slice(0, 19)})`,
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: { Arn: target, RoleArn: role, Input: JSON.stringify(input), RetryPolicy: { MaximumRetryAttempts: retries } },
  });

describe('the local EventBridge Scheduler', () => {
  let dataDir: string;
  let scheduler: LocalEventScheduler;
  let client: SchedulerClient;
  const invoke = vi.fn<(arn: string, input: unknown) => Promise<unknown>>();

  async function start() {
    scheduler = await startLocalEventScheduler({
      port: 0,
      dataDir,
      invoke,
      tickMs: 3_600_000,
      retryDelayMs: () => 60_000,
      log: { warn: () => undefined, error: () => undefined },
    });
    client = new SchedulerClient({ region: 'us-east-1', endpoint: scheduler.url, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  }

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'herway-scheduler-'));
    invoke.mockReset().mockResolvedValue(undefined);
    await start();
  });

  afterEach(async () => {
    client.destroy();
    await scheduler.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a one-time schedule when its time comes on the moved clock, with its input, then deletes it', async () => {
    const due = new Date(Math.ceil((scheduler.now() + 24 * HOUR) / 1000) * 1000);
    await client.send(createAt('reminder-1', due));
    expect((await client.send(new GetScheduleCommand({ Name: 'reminder-1', GroupName: 'herway-session-messages' }))).ScheduleExpression).toBe(
      `at(${due.toISOString().slice(0, 19)})`,
    );
    expect((await scheduler.advance(23 * HOUR)).ran).toEqual([]);
    expect(invoke).not.toHaveBeenCalled();
    expect((await scheduler.advance(HOUR + 1000)).ran).toEqual(['reminder-1']);
    expect(invoke).toHaveBeenCalledWith(target, { n: 'reminder-1' });
    await expect(client.send(new GetScheduleCommand({ Name: 'reminder-1', GroupName: 'herway-session-messages' }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
  });

  it('answers ConflictException for a name taken and ResourceNotFoundException for one unknown, as Scheduler does', async () => {
    await client.send(createAt('reminder-2', new Date(scheduler.now() + HOUR)));
    await expect(client.send(createAt('reminder-2', new Date(scheduler.now() + HOUR)))).rejects.toBeInstanceOf(ConflictException);
    await client.send(new DeleteScheduleCommand({ Name: 'reminder-2', GroupName: 'herway-session-messages' }));
    await expect(client.send(new DeleteScheduleCommand({ Name: 'reminder-2', GroupName: 'herway-session-messages' }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
    expect((await scheduler.advance(2 * HOUR)).ran).toEqual([]);
  });

  it('refuses what it does not emulate, and bad names, with ValidationException', async () => {
    await expect(client.send(new CreateScheduleCommand({ ...createAt('x', new Date()).input, ScheduleExpression: 'rate(5 minutes)' }))).rejects.toBeInstanceOf(
      ValidationException,
    );
    await expect(client.send(createAt('bad name!', new Date()))).rejects.toBeInstanceOf(ValidationException);
  });

  it('retries a failing target, then writes it to the dead letters', async () => {
    invoke.mockRejectedValue(new Error('SES is down'));
    await client.send(createAt('reminder-3', new Date(scheduler.now() + HOUR), {}, 1));
    await scheduler.advance(HOUR);
    expect(invoke).toHaveBeenCalledTimes(1);
    await scheduler.advance(60_000);
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(readdirSync(path.join(dataDir, 'dead-letters'))).toEqual([expect.stringMatching(/^reminder-3-\d+\.json$/)]);
    await scheduler.advance(HOUR);
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('keeps its schedules across a restart', async () => {
    await client.send(createAt('reminder-4', new Date(scheduler.now() + HOUR)));
    client.destroy();
    await scheduler.close();
    await start();
    expect((await scheduler.advance(HOUR)).ran).toEqual(['reminder-4']);
  });

  it('moves its clock forward only, through POST /local/clock', async () => {
    const before = scheduler.now();
    const moved = await fetch(`${scheduler.url}/local/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 2 * HOUR }) });
    expect(Date.parse(((await moved.json()) as { now: string }).now)).toBeGreaterThanOrEqual(before + 2 * HOUR);
    const back = await fetch(`${scheduler.url}/local/clock`, { method: 'POST', body: JSON.stringify({ to: new Date(before - HOUR).toISOString() }) });
    expect(Date.parse(((await back.json()) as { now: string }).now)).toBeGreaterThanOrEqual(before + 2 * HOUR);
    expect((await fetch(`${scheduler.url}/local/clock`, { method: 'POST', body: 'soon' })).status).toBe(400);
  });
});

describe('local job ARNs', () => {
  it('name a job under functions/src/jobs, and nothing else', () => {
    expect(jobOfArn(localJobArn('send-session-message'))).toBe('send-session-message');
    expect(jobOfArn('arn:aws:lambda:us-east-1:000000000000:function:herway-local-../../etc')).toBeUndefined();
    expect(jobOfArn('arn:aws:lambda:us-east-1:000000000000:function:other')).toBeUndefined();
  });
});
