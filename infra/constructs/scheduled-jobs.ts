import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { CfnResource, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobEntry } from '../lib/lambda-entries';
import { scheduledJobs } from '../lib/scheduled-jobs';
import type { ScheduledJob } from '../lib/scheduled-jobs';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import { DEAD_LETTER_RETENTION } from './event-routing';
import { HerwayFunction } from './herway-function';

export interface ScheduledJobsProps {
  readonly stage: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly resources: BindableResources;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly alarmAction?: IAlarmAction;
}

/** A job reads a few days of Stripe and writes a few records: minutes at most. */
export const JOB_TIMEOUT = Duration.minutes(5);

/**
 * The jobs of infra/lib/scheduled-jobs.ts, each a function with its least-privilege grants and an
 * EventBridge Scheduler schedule (UTC cron) that invokes it, retries a failed run twice and then
 * sends it to a dead-letter queue with an alarm: a run that failed is a person's job.
 */
export class ScheduledJobs extends Construct {
  readonly jobs = new Map<string, { readonly job: ScheduledJob; readonly fn: HerwayFunction; readonly schedule: Schedule; readonly deadLetterQueue: Queue }>();
  /** Each job's failure and dead-letter alarms, for the dashboard (monitoring.ts). */
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const job of scheduledJobs) {
      const deadLetterQueue = new Queue(this, `${job.name}-dlq`, {
        retentionPeriod: DEAD_LETTER_RETENTION,
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        removalPolicy: props.removalPolicy,
      });
      const fn = new HerwayFunction(this, job.name, {
        entry: jobEntry(job.name),
        description: `HerWay ${props.stage}: ${job.description}`,
        environment: props.environment,
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        timeout: JOB_TIMEOUT,
      });
      bindAccess(fn, job.access, props.resources);
      Validations.of(deadLetterQueue).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason: `It is the dead-letter queue of the ${job.name} schedule (the Scheduler target's DeadLetterConfig), which cdk-nag does not recognise.`,
      });
      const role = new Role(this, `${job.name}-scheduler-role`, { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
      const schedule = new Schedule(this, `${job.name}-schedule`, {
        description: `HerWay ${props.stage}: ${job.description}`,
        schedule: ScheduleExpression.cron(job.cron),
        target: new LambdaInvoke(fn.function, { role, deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.hours(6) }),
      });
      const functionId = Stack.of(this).resolve((fn.function.node.defaultChild as CfnResource).logicalId) as string;
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
        reason: `The Scheduler target's grant (aws-cdk-lib): lambda:InvokeFunction on the ${job.name} function and its versions, nothing else.`,
      });
      const alarm = new Alarm(this, `${job.name}-failed-alarm`, {
        alarmDescription: `HerWay ${props.stage}: the scheduled job ${job.name} failed after its retries; read its logs and run it again.`,
        metric: fn.function.metricErrors({ period: Duration.hours(1), statistic: 'Sum' }),
        threshold: 3,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      const deadLetterAlarm = new Alarm(this, `${job.name}-dlq-alarm`, {
        alarmDescription: `HerWay ${props.stage}: a run of ${job.name} was dead-lettered after its retries; read its logs, fix the cause and run it again (docs/observability.md).`,
        metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      for (const each of [alarm, deadLetterAlarm]) {
        if (props.alarmAction) each.addAlarmAction(props.alarmAction);
        this.alarms.push(each);
      }
      this.jobs.set(job.name, { job, fn, schedule, deadLetterQueue });
    }
  }
}
