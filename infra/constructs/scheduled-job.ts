import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { CfnResource } from 'aws-cdk-lib';
import type { Alarm, IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ScheduledJobDefinition } from '../domains/domain';
import { jobEntry } from '../lib/lambda-entries';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import { createDeadLetterQueue, deadLetterAlarm } from './dead-letter';
import { HerwayFunction } from './herway-function';
import type { FunctionSettings } from './herway-function';

export interface ScheduledJobProps extends FunctionSettings {
  /** The job, as its domain declares it (infra/domains/): its cron and access. */
  readonly job: ScheduledJobDefinition;
  readonly resources: BindableResources;
  /** The stage's alarm topic: the job's dead-letter queue gets an alarm that notifies it; none without (stages.ts `alarms`). */
  readonly alarmAction?: IAlarmAction;
}

/** A job reads a few days of Stripe and writes a few records: minutes at most. */
export const JOB_TIMEOUT = Duration.minutes(5);

/**
 * A job run on a clock: its function with its least-privilege grants and an EventBridge Scheduler
 * schedule (UTC cron) that invokes it, retries a failed run twice and then sends it to a
 * dead-letter queue, with an alarm on a stage with alarms: a run that failed is a person's job.
 */
export class ScheduledJob extends Construct {
  readonly job: ScheduledJobDefinition;
  readonly fn: HerwayFunction;
  readonly schedule: Schedule;
  readonly deadLetterQueue: Queue;
  /** On a stage with alarms. */
  readonly alarm?: Alarm;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job, stage } = props;
    this.job = job;
    this.deadLetterQueue = createDeadLetterQueue(this, 'Dlq', props.removalPolicy);
    this.fn = new HerwayFunction(this, 'Job', {
      entry: jobEntry(job.name),
      description: `HerWay ${stage}: ${job.description}`,
      environment: props.environment,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      timeout: JOB_TIMEOUT,
      // Scheduler invokes the job asynchronously: a run that still fails after Lambda's two
      // retries lands in the same queue as a run Scheduler could not deliver, and alarms with it.
      deadLetterQueue: this.deadLetterQueue,
    });
    bindAccess(this.fn, job.access, props.resources);
    const role = new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    this.schedule = new Schedule(this, 'Schedule', {
      description: `HerWay ${stage}: ${job.description}`,
      schedule: ScheduleExpression.cron(job.schedule),
      target: new LambdaInvoke(this.fn.function, { role, deadLetterQueue: this.deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.hours(6) }),
    });
    const functionId = Stack.of(this).resolve((this.fn.function.node.defaultChild as CfnResource).logicalId) as string;
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason: `The Scheduler target's grant (aws-cdk-lib): lambda:InvokeFunction on the ${job.name} function and its versions, nothing else.`,
    });
    if (props.alarmAction) {
      this.alarm = deadLetterAlarm(this, 'DlqAlarm', {
        queue: this.deadLetterQueue,
        description: `HerWay ${stage}: a run of ${job.name} failed after its retries; read its logs, fix the cause and run it again (docs/observability.md).`,
        period: Duration.minutes(5),
        action: props.alarmAction,
      });
    }
  }
}
