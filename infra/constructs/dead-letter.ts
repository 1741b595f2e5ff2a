import { Duration } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

// The dead-letter queues of the events, the scheduled jobs and the session reminders, and the
// alarm that tells a person one holds a message.

/** How long a failed event waits in its dead-letter queue for `replay` (README "Deploying"). */
export const DEAD_LETTER_RETENTION = Duration.days(14);

/** An encrypted, TLS-only queue that keeps what failed for {@link DEAD_LETTER_RETENTION}. */
export function createDeadLetterQueue(scope: Construct, id: string, removalPolicy: RemovalPolicy): Queue {
  return new Queue(scope, id, { retentionPeriod: DEAD_LETTER_RETENTION, encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, removalPolicy });
}

export interface DeadLetterAlarmProps {
  readonly queue: Queue;
  /** What the person alarmed reads: what failed and what to do. */
  readonly description: string;
  /** How often the queue's depth is read. */
  readonly period: Duration;
  readonly action: IAlarmAction;
}

/** Alarms (and notifies `action`) as soon as the queue holds a message. */
export function deadLetterAlarm(scope: Construct, id: string, props: DeadLetterAlarmProps): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: props.description,
    metric: props.queue.metricApproximateNumberOfMessagesVisible({ period: props.period, statistic: 'Maximum' }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(props.action);
  return alarm;
}
