import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { CfnResource } from 'aws-cdk-lib';
import type { Alarm, IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { JobDefinition, JobName } from '../domains/domain';
import type { SchedulingAction } from '../domains/lambda-access';
import { jobEntry } from '../lib/lambda-entries';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import { createDeadLetterQueue, deadLetterAlarm } from './dead-letter';
import { HerwayFunction } from './herway-function';
import type { FunctionSettings } from './herway-function';

/**
 * The group the session reminders' one-time schedules are made in (docs/sessions-and-reminders.md).
 * It stays in the App stack: its name is fixed (the consumers' grants and environment name it),
 * so it must keep its logical id, or a deploy would create it again under the same name.
 */
export class SessionScheduleGroup extends Construct {
  readonly group: ScheduleGroup;

  constructor(scope: Construct, id: string, props: { readonly stage: string; readonly removalPolicy: RemovalPolicy }) {
    super(scope, id);
    // A kept group would make the retry of a rolled-back first deploy fail on "already exists": it
    // is kept on update and delete, but removed when the deploy that created it rolls back.
    const groupRemoval = props.removalPolicy === RemovalPolicy.RETAIN ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : props.removalPolicy;
    this.group = new ScheduleGroup(this, 'Group', { scheduleGroupName: `herway-${props.stage}-session-messages`, removalPolicy: groupRemoval });
  }
}

export interface SessionMessagesProps extends FunctionSettings {
  /** The job's name and its entry in its domain's access (infra/domains/bookings.ts). */
  readonly job: JobDefinition & { readonly name: JobName };
  readonly group: ScheduleGroup;
  readonly resources: BindableResources;
  /** The stage's alarm topic: the dead-letter queue gets an alarm that notifies it; none without (stages.ts `alarms`). */
  readonly alarmAction?: IAlarmAction;
}

/**
 * The session reminders' job: the function the one-time schedules of the group invoke, the role
 * Scheduler invokes it with, and a dead-letter queue (with an alarm on a stage with alarms) for a
 * message that kept failing. The booking consumers schedule through {@link bindScheduling}.
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
    this.group = props.group;
    this.deadLetterQueue = createDeadLetterQueue(this, 'Dlq', props.removalPolicy);
    this.fn = new HerwayFunction(this, 'Job', {
      entry: jobEntry(props.job.name),
      description: `HerWay ${props.stage}: ${props.job.description}`,
      environment: props.environment,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      timeout: Duration.seconds(30),
      // A reminder that still fails after Lambda's retries of the asynchronous invocation lands
      // beside the ones Scheduler could not deliver.
      deadLetterQueue: this.deadLetterQueue,
    });
    bindAccess(this.fn, props.job.access, props.resources);

    this.schedulerRole = new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    this.schedulerRole.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.function.functionArn] }));
    this.schedulerRole.addToPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }));

    if (props.alarmAction) {
      this.failedAlarm = deadLetterAlarm(this, 'FailedAlarm', {
        queue: this.deadLetterQueue,
        description: `HerWay ${props.stage}: session reminder e-mails failed after their retries; read the ${props.job.name} logs and the dead-letter queue.`,
        period: Duration.minutes(5),
        action: props.alarmAction,
      });
    }
  }

  /** Lets a function create and/or delete the group's schedules (creating hands them the invoking role). */
  bindScheduling(fn: HerwayFunction, actions: readonly SchedulingAction[]): void {
    const schedules = Stack.of(fn).formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.group.scheduleGroupName}/*` });
    fn.role.addToPolicy(new PolicyStatement({ actions: actions.map((action) => `scheduler:${action}`), resources: [schedules] }));
    if (actions.includes('CreateSchedule')) fn.role.addToPolicy(new PolicyStatement({ actions: ['iam:PassRole'], resources: [this.schedulerRole.roleArn] }));
    const roleId = Stack.of(this).resolve((this.schedulerRole.node.defaultChild as CfnResource).logicalId) as string;
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.group.scheduleGroupName}/*]`,
      reason: `Schedule names are made per booking: ${fn.entry.name} may create and delete schedules of the session reminder group only (and pass ${roleId}, the role they invoke ${this.fn.entry.name} with).`,
    });
    fn.addEnvironment('SESSION_SCHEDULE_GROUP', this.group.scheduleGroupName)
      .addEnvironment('SESSION_MESSAGE_TARGET_ARN', this.fn.function.functionArn)
      .addEnvironment('SESSION_MESSAGE_ROLE_ARN', this.schedulerRole.roleArn)
      .addEnvironment('SESSION_MESSAGE_DLQ_ARN', this.deadLetterQueue.queueArn);
  }
}
