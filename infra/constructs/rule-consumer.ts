import { Duration } from 'aws-cdk-lib';
import type { Alarm, IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule } from 'aws-cdk-lib/aws-events';
import type { EventPattern } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { onDefaultBus } from '@herway/events/catalog';
import type { EventRule, eventRules } from '@herway/events/catalog';
import { Construct } from 'constructs';
import type { LambdaAccess } from '../domains/lambda-access';
import { consumerEntry } from '../lib/lambda-entries';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import { createDeadLetterQueue, deadLetterAlarm } from './dead-letter';
import type { EventBuses } from './event-buses';
import { CONSUMER_TIMEOUT, HerwayFunction } from './herway-function';
import type { FunctionSettings } from './herway-function';

/** A rule of the event catalog. */
export type CatalogRule = (typeof eventRules)[number];

export interface RuleConsumerProps extends FunctionSettings {
  readonly rule: CatalogRule;
  /** Its entry in its domain's access (infra/domains/). */
  readonly access: LambdaAccess;
  readonly resources: BindableResources;
  readonly buses: EventBuses;
  /** The stage's alarm topic: the dead-letter queue gets an alarm that notifies it; none without (stages.ts `alarms`). */
  readonly alarmAction?: IAlarmAction;
  /** Concurrency reserved for the consumer (stages.ts `reservedConcurrency`); none when undefined. */
  readonly reservedConcurrency?: number;
}

/**
 * One rule of the event catalog (events/src/catalog.ts) and what it delivers to: its consumer,
 * the rule with its pattern and a retry policy, an SQS dead-letter queue and (on a stage with
 * alarms) an alarm on that queue's depth. A rule for AWS services' events (SES's bounces and
 * complaints) is on the account's default bus, the only bus they publish to.
 *
 * EventBridge invokes Lambda asynchronously: its retry policy and DLQ cover deliveries it could
 * not make, and the function's own asynchronous-invocation retries and DLQ cover a consumer that
 * throws. Both use the rule's queue, and both put the original event in the message body, so one
 * replay procedure serves either.
 */
export class RuleConsumer extends Construct {
  readonly rule: CatalogRule;
  readonly consumer: HerwayFunction;
  readonly deadLetterQueue: Queue;
  /** On a stage with alarms. */
  readonly alarm?: Alarm;

  constructor(scope: Construct, id: string, props: RuleConsumerProps) {
    super(scope, id);
    const { rule, stage } = props;
    this.rule = rule;
    this.deadLetterQueue = createDeadLetterQueue(this, 'Dlq', props.removalPolicy);
    this.consumer = new HerwayFunction(this, 'Consumer', {
      entry: consumerEntry(rule.consumer),
      description: `HerWay ${stage}: consumer of ${rule.events.join(', ')} (rule ${rule.name})`,
      environment: props.environment,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      timeout: CONSUMER_TIMEOUT,
      deadLetterQueue: this.deadLetterQueue,
      reservedConcurrency: props.reservedConcurrency,
    });
    this.consumer.function.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(6) });
    bindAccess(this.consumer, props.access, props.resources);

    new Rule(this, 'Rule', {
      eventBus: onDefaultBus(rule) ? props.buses.defaultBus : props.buses.bus,
      description: `${rule.events.join(', ')} → ${rule.consumer}`,
      eventPattern: toCdkPattern(rule),
      targets: [new LambdaFunction(this.consumer.function, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 20, maxEventAge: Duration.hours(24) })],
    });

    if (props.alarmAction) {
      this.alarm = deadLetterAlarm(this, 'DlqAlarm', {
        queue: this.deadLetterQueue,
        description: `HerWay ${stage}: events for ${rule.consumer} were dead-lettered; fix the cause, then replay them (README "Deploying").`,
        period: Duration.minutes(1),
        action: props.alarmAction,
      });
    }
  }
}

/** The catalog's pattern (EventBridge's JSON form) in CDK's shape; a field CDK names otherwise is refused. */
export function toCdkPattern(rule: EventRule): EventPattern {
  const { source, 'detail-type': detailType, detail, ...rest } = rule.pattern as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw new Error(`Rule ${rule.name} uses pattern fields the CDK app does not map: ${Object.keys(rest).join(', ')}`);
  return {
    ...(source ? { source: source as string[] } : {}),
    ...(detailType ? { detailType: detailType as string[] } : {}),
    ...(detail ? { detail: detail as Record<string, unknown> } : {}),
  };
}
