import { createHash } from 'node:crypto';
import { ConflictException, CreateScheduleCommand, DeleteScheduleCommand, ResourceNotFoundException, SchedulerClient } from '@aws-sdk/client-scheduler';
import * as z from '@herway/shared/zod';
import type { SessionMessage, SessionMessageKind } from './store/session-message';

// EventBridge Scheduler one-time schedules (`at(...)`) for a booking's reminder and nudge e-mails
// (docs/sessions-and-reminders.md). Each schedule invokes the send-session-message job once with its message
// and deletes itself afterwards. On the local stack SCHEDULER_ENDPOINT points the same calls at
// the local scheduler (infra/local/local-event-scheduler.ts).

const settingsSchema = z.object({
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  SCHEDULER_ENDPOINT: z.optional(z.url()),
  /** The schedule group the reminders live in (infra/constructs/session-messages.ts). */
  SESSION_SCHEDULE_GROUP: z._default(z.string().check(z.minLength(1)), 'herway-session-messages'),
  /** The send-session-message function the schedules invoke, and the role Scheduler invokes it with. */
  SESSION_MESSAGE_TARGET_ARN: z.string().check(z.startsWith('arn:')),
  SESSION_MESSAGE_ROLE_ARN: z.string().check(z.startsWith('arn:')),
  /** Where a message that kept failing goes (an SQS queue). */
  SESSION_MESSAGE_DLQ_ARN: z.optional(z.string().check(z.startsWith('arn:'))),
});
type ScheduleSettings = z.infer<typeof settingsSchema>;

let cached: { settings: ScheduleSettings; client: SchedulerClient } | undefined;

function scheduler(): { settings: ScheduleSettings; client: SchedulerClient } {
  if (!cached) {
    const parsed = settingsSchema.safeParse(process.env);
    if (!parsed.success) throw new Error(`Session reminders are not configured: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
    const settings = parsed.data;
    cached = {
      settings,
      client: new SchedulerClient({ region: settings.AWS_REGION, ...(settings.SCHEDULER_ENDPOINT ? { endpoint: settings.SCHEDULER_ENDPOINT } : {}) }),
    };
  }
  return cached;
}

/** A schedule's name (64 characters at most): the kind and a digest of the booking id. */
export function scheduleName(kind: SessionMessageKind, bookingId: string): string {
  return `session-${kind}-${createHash('sha256').update(bookingId).digest('hex').slice(0, 40)}`;
}

/** Scheduler's `at()` wants `yyyy-mm-ddThh:mm:ss`, read in ScheduleExpressionTimezone. */
const atExpression = (when: Date) => `at(${when.toISOString().slice(0, 19)})`;

/** Creates the schedule that sends this message at `when`; one already there (a redelivery) is kept. */
export async function scheduleSessionMessage(message: SessionMessage, when: Date): Promise<'created' | 'exists'> {
  const { settings, client } = scheduler();
  try {
    await client.send(
      new CreateScheduleCommand({
        Name: scheduleName(message.kind, message.bookingId),
        GroupName: settings.SESSION_SCHEDULE_GROUP,
        ScheduleExpression: atExpression(when),
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: settings.SESSION_MESSAGE_TARGET_ARN,
          RoleArn: settings.SESSION_MESSAGE_ROLE_ARN,
          Input: JSON.stringify(message),
          RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 6 * 3600 },
          ...(settings.SESSION_MESSAGE_DLQ_ARN ? { DeadLetterConfig: { Arn: settings.SESSION_MESSAGE_DLQ_ARN } } : {}),
        },
      }),
    );
    return 'created';
  } catch (error) {
    if (error instanceof ConflictException || (error as Error).name === 'ConflictException') return 'exists';
    throw error;
  }
}

/** Deletes a booking's schedules (those already sent or never made are fine). */
export async function deleteSessionMessages(bookingId: string, kinds: readonly SessionMessageKind[] = ['reminder', 'nudge']): Promise<void> {
  const { settings, client } = scheduler();
  for (const kind of kinds) {
    try {
      await client.send(new DeleteScheduleCommand({ Name: scheduleName(kind, bookingId), GroupName: settings.SESSION_SCHEDULE_GROUP }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException) && (error as Error).name !== 'ResourceNotFoundException') throw error;
    }
  }
}
