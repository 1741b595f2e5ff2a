import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { scheduleName } from '../bookings/session-schedules';
import type { SessionMessageKind } from '../bookings/store/session-message';

// The local EventBridge Scheduler's clock and schedules, for tests (infra/local/local-event-scheduler.ts).

function endpoint(env: Record<string, string | undefined> = process.env): string {
  const url = env.SCHEDULER_ENDPOINT;
  if (!url) throw new Error('SCHEDULER_ENDPOINT is not set: these helpers need the local stack');
  return url;
}

/** The scheduler's clock now (it runs ahead of real time once a test moves it). */
export async function schedulerNow(env?: Record<string, string | undefined>): Promise<Date> {
  const { now } = (await (await fetch(`${endpoint(env)}/local/clock`)).json()) as { now: string };
  return new Date(now);
}

/** Moves the scheduler's clock to `to` (never back) and resolves once every schedule then due has run. */
export async function moveSchedulerClock(to: Date, env?: Record<string, string | undefined>): Promise<string[]> {
  const response = await fetch(`${endpoint(env)}/local/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: to.toISOString() }),
  });
  if (!response.ok) throw new Error(`The local scheduler refused the clock move: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { ran: string[] }).ran;
}

/** When the booking's message is due (its `at()` time), or undefined when it has no schedule. */
export async function scheduledAt(kind: SessionMessageKind, bookingId: string): Promise<string | undefined> {
  const client = new SchedulerClient({ region: 'us-east-1', endpoint: endpoint() });
  try {
    const schedule = await client.send(
      new GetScheduleCommand({ Name: scheduleName(kind, bookingId), GroupName: process.env.SESSION_SCHEDULE_GROUP ?? 'herway-session-messages' }),
    );
    return /^at\((.+)\)$/.exec(schedule.ScheduleExpression ?? '')?.[1];
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  } finally {
    client.destroy();
  }
}
