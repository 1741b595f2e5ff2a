import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { CfnResource, RemovalPolicy } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobEntry } from '../lib/lambda-entries';
import { scheduledJobs } from '../domains/access-map';
import type { ScheduledJobDefinition } from '../domains/access-map';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import { createDeadLetterQueue, deadLetterAlarm } from './dead-letter';
import { HerwayFunction } from './herway-function';

export interface ScheduledJobsProps {
  readonly stage: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly resources: BindableResources;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /** The stage's alarm topic: each job's dead-letter queue gets an alarm that notifies it; none without (stages.ts `alarms`). */
  readonly alarmAction?: IAlarmAction;
}

/** A job reads a few days of Stripe and writes a few records: minutes at most. */
export const JOB_TIMEOUT = Duration.minutes(5);

/**
 * The jobs the domains run on a clock (infra/domains/), each a function with its least-privilege grants and an
 * EventBridge Scheduler schedule (UTC cron) that invokes it, retries a failed run twice and then
 * sends it to a dead-letter queue, with an alarm on a stage with alarms: a run that failed is a person's job.
 */
export class ScheduledJobs extends Construct {
  readonly jobs = new Map<
    string,
    { readonly job: ScheduledJobDefinition; readonly fn: HerwayFunction; readonly schedule: Schedule; readonly deadLetterQueue: Queue }
  >();
  /** Each job's dead-letter alarm, for the dashboard (monitoring.ts). */
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const job of scheduledJobs) {
      const deadLetterQueue = createDeadLetterQueue(this, `${job.name}-dlq`, props.removalPolicy);
      const fn = new HerwayFunction(this, job.name, {
        entry: jobEntry(job.name),
        description: `HerWay ${props.stage}: ${job.description}`,
        environment: props.environment,
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        timeout: JOB_TIMEOUT,
        // Scheduler invokes the job asynchronously: a run that still fails after Lambda's two
        // retries lands in the same queue as a run Scheduler could not deliver, and alarms with it.
        deadLetterQueue,
      });
      bindAccess(fn, job.access, props.resources);
      const role = new Role(this, `${job.name}-scheduler-role`, { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
      const schedule = new Schedule(this, `${job.name}-schedule`, {
        description: `HerWay ${props.stage}: ${job.description}`,
        schedule: ScheduleExpression.cron(job.schedule),
        target: new LambdaInvoke(fn.function, { role, deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.hours(6) }),
      });
      const functionId = Stack.of(this).resolve((fn.function.node.defaultChild as CfnResource).logicalId) as string;
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
        reason: `The Scheduler target's grant (aws-cdk-lib): lambda:InvokeFunction on the ${job.name} function and its versions, nothing else.`,
      });
      if (props.alarmAction) {
        this.alarms.push(
          deadLetterAlarm(this, `${job.name}-dlq-alarm`, {
            queue: deadLetterQueue,
            description: `HerWay ${props.stage}: a run of ${job.name} failed after its retries; read its logs, fix the cause and run it again (docs/observability.md).`,
            period: Duration.minutes(5),
            action: props.alarmAction,
          }),
        );
      }
      this.jobs.set(job.name, { job, fn, schedule, deadLetterQueue });
    }
  }
}
