import { ConflictException, CreateScheduleCommand, DeleteScheduleCommand, ResourceNotFoundException, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const scheduler = mockClient(SchedulerClient);
const target = 'arn:aws:lambda:us-east-1:123456789012:function:herway-prod-send-session-message';
const role = 'arn:aws:iam::123456789012:role/herway-prod-session-messages';
const message = { kind: 'reminder' as const, userId: 'athlete-1', bookingId: 'pi_1_8f0c', sessionDate: '2026-12-10T17:00:00.000Z' };

/** A fresh adapter (its settings are read once per module) under the given environment. */
async function loadAdapter(environment: Record<string, string | undefined> = { SESSION_MESSAGE_TARGET_ARN: target, SESSION_MESSAGE_ROLE_ARN: role }) {
  for (const name of ['SESSION_MESSAGE_TARGET_ARN', 'SESSION_MESSAGE_ROLE_ARN', 'SESSION_MESSAGE_DLQ_ARN', 'SCHEDULER_ENDPOINT', 'SESSION_SCHEDULE_GROUP'])
    vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./session-schedules');
}

describe('session schedules', () => {
  beforeEach(() => scheduler.reset());
  afterEach(() => vi.unstubAllEnvs());

  it('creates a one-time UTC schedule that invokes the job with the message and deletes itself', async () => {
    const { scheduleSessionMessage, scheduleName } = await loadAdapter();
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:x' });
    expect(await scheduleSessionMessage(message, new Date('2026-12-09T17:00:00.000Z'))).toBe('created');
    expect(scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input).toEqual({
      Name: scheduleName('reminder', 'pi_1_8f0c'),
      GroupName: 'herway-session-messages',
      ScheduleExpression: 'at(2026-12-09T17:00:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: target, RoleArn: role, Input: JSON.stringify(message), RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 21_600 } },
    });
  });

  it('names schedules within 64 characters, one per kind and booking', async () => {
    const { scheduleName } = await loadAdapter();
    const long = `pi_${'x'.repeat(40)}_${'0'.repeat(36)}`;
    expect(scheduleName('reminder', long)).toMatch(/^session-reminder-[0-9a-f]{40}$/);
    expect(scheduleName('nudge', long).length).toBeLessThanOrEqual(64);
    expect(scheduleName('reminder', long)).not.toBe(scheduleName('reminder', `${long}1`));
  });

  it('keeps a schedule that exists already (a redelivered booking)', async () => {
    const { scheduleSessionMessage } = await loadAdapter();
    scheduler.on(CreateScheduleCommand).rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }));
    expect(await scheduleSessionMessage(message, new Date('2026-12-09T17:00:00.000Z'))).toBe('exists');
  });

  it('deletes both schedules of a booking, those already gone included', async () => {
    const { deleteSessionMessages } = await loadAdapter();
    scheduler
      .on(DeleteScheduleCommand)
      .rejectsOnce(new ResourceNotFoundException({ message: 'gone', Message: 'gone', $metadata: {} }))
      .resolves({});
    await deleteSessionMessages('pi_1_8f0c');
    expect(scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input.Name)).toEqual([
      expect.stringMatching(/^session-reminder-/),
      expect.stringMatching(/^session-nudge-/),
    ]);
  });

  it('says what is missing when the stage has no reminder settings', async () => {
    const { scheduleSessionMessage } = await loadAdapter({});
    await expect(scheduleSessionMessage(message, new Date())).rejects.toThrow(/not configured: SESSION_MESSAGE_TARGET_ARN, SESSION_MESSAGE_ROLE_ARN/);
  });
});
