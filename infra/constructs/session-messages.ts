import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { CfnResource } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobEntry } from '../lib/lambda-entries';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import { createDeadLetterQueue, deadLetterAlarm } from './dead-letter';
import type { SchedulingAction } from '../domains/lambda-access';
import { bookings } from '../domains/bookings';
import { HerwayFunction } from './herway-function';

/** The job the reminder schedules invoke (functions/src/bookings/jobs/send-session-message.ts). */
export const SESSION_MESSAGE_JOB = 'send-session-message';

export interface SessionMessagesProps {
  readonly stage: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly resources: BindableResources;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /** The stage's alarm topic: the dead-letter queue gets an alarm that notifies it; none without (stages.ts `alarms`). */
  readonly alarmAction?: IAlarmAction;
}

/**
 * The session reminders (docs/sessions-and-reminders.md): a schedule group where the booking consumers create one-time
 * EventBridge Scheduler schedules, the send-session-message function they invoke, the role
 * Scheduler invokes it with, and a dead-letter queue (with an alarm on a stage with alarms) for a message that kept failing.
 */
export class SessionMessages extends Construct {
  readonly group: ScheduleGroup;
  readonly fn: HerwayFunction;
  readonly schedulerRole: Role;
  readonly deadLetterQueue: Queue;
  /** On a stage with alarms (stages.ts `alarms`). */
  readonly failedAlarm?: Alarm;

  constructor(scope: Construct, id: string, props: SessionMessagesProps) {
    super(scope, id);
    // The group's name is fixed (the consumers' grants and environment name it), so a kept group would
    // make the retry of a rolled-back first deploy fail on "already exists": it is kept on update and
    // delete, but removed when the deploy that created it rolls back.
    const groupRemoval = props.removalPolicy === RemovalPolicy.RETAIN ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : props.removalPolicy;
    this.group = new ScheduleGroup(this, 'Group', { scheduleGroupName: `herway-${props.stage}-session-messages`, removalPolicy: groupRemoval });
    this.deadLetterQueue = createDeadLetterQueue(this, 'Dlq', props.removalPolicy);
    this.fn = new HerwayFunction(this, SESSION_MESSAGE_JOB, {
      entry: jobEntry(SESSION_MESSAGE_JOB),
      description: `HerWay ${props.stage}: e-mails a session's reminder (24 h before) or mark-complete nudge (after), when its schedule fires`,
      environment: props.environment,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      timeout: Duration.seconds(30),
      // A reminder that still fails after Lambda's retries of the asynchronous invocation lands
      // beside the ones Scheduler could not deliver.
      deadLetterQueue: this.deadLetterQueue,
    });
    bindAccess(this.fn, bookings.jobs[SESSION_MESSAGE_JOB].access, props.resources);

    this.schedulerRole = new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    this.schedulerRole.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.function.functionArn] }));
    this.schedulerRole.addToPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }));

    if (props.alarmAction) {
      this.failedAlarm = deadLetterAlarm(this, 'FailedAlarm', {
        queue: this.deadLetterQueue,
        description: `HerWay ${props.stage}: session reminder e-mails failed after their retries; read the send-session-message logs and the dead-letter queue.`,
        period: Duration.minutes(5),
        action: props.alarmAction,
      });
    }
  }

  /** Lets a function create and/or delete the group's schedules (creating hands them the invoking role). */
  bindScheduling(fn: HerwayFunction, actions: readonly SchedulingAction[]): void {
    const schedules = Stack.of(this).formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.group.scheduleGroupName}/*` });
    fn.role.addToPolicy(new PolicyStatement({ actions: actions.map((action) => `scheduler:${action}`), resources: [schedules] }));
    if (actions.includes('CreateSchedule')) fn.role.addToPolicy(new PolicyStatement({ actions: ['iam:PassRole'], resources: [this.schedulerRole.roleArn] }));
    const roleId = Stack.of(this).resolve((this.schedulerRole.node.defaultChild as CfnResource).logicalId) as string;
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.group.scheduleGroupName}/*]`,
      reason: `Schedule names are made per booking: ${fn.entry.name} may create and delete schedules of the session reminder group only (and pass ${roleId}, the role they invoke send-session-message with).`,
    });
    fn.addEnvironment('SESSION_SCHEDULE_GROUP', this.group.scheduleGroupName)
      .addEnvironment('SESSION_MESSAGE_TARGET_ARN', this.fn.function.functionArn)
      .addEnvironment('SESSION_MESSAGE_ROLE_ARN', this.schedulerRole.roleArn)
      .addEnvironment('SESSION_MESSAGE_DLQ_ARN', this.deadLetterQueue.queueArn);
  }
}
