import { Duration } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import type { EventPattern, IEventBus } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { EVENT_BUS_NAME, eventRules, onDefaultBus } from '@herway/events/catalog';
import type { EventRule } from '@herway/events/catalog';
import { Construct } from 'constructs';
import { consumerAccess } from '../domains/access-map';
import { consumerEntry } from '../lib/lambda-entries';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import { createDeadLetterQueue, deadLetterAlarm } from './dead-letter';
import { CONSUMER_TIMEOUT, HerwayFunction } from './herway-function';

export interface EventRoutingProps {
  readonly stage: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly resources: Omit<BindableResources, 'bus'>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /** The stage's alarm topic: each dead-letter queue gets an alarm that notifies it; none without (stages.ts `alarms`). */
  readonly alarmAction?: IAlarmAction;
  /** Concurrency reserved for each consumer (stages.ts `reservedConcurrency`); none when undefined. */
  readonly consumerConcurrency?: number;
}

/**
 * Events (docs/architecture.md#the-event-pipeline; one construct owning its functions, rules and grants): the app's
 * custom bus, and for each rule of the event catalog (events/src/catalog.ts) its consumer, the
 * rule with its pattern, a retry policy and an SQS dead-letter queue, and (on a stage with alarms)
 * an alarm on that queue's depth. A rule for AWS services' events (SES's bounces and complaints)
 * is on the account's default bus, the only bus they publish to.
 *
 * EventBridge invokes Lambda asynchronously: its retry policy and DLQ cover deliveries it could
 * not make, and the function's own asynchronous-invocation retries and DLQ cover a consumer that
 * throws. Both use the rule's queue, and both put the original event in the message body, so one
 * replay procedure serves either.
 */
export class EventRouting extends Construct {
  readonly bus: EventBus;
  /** The account's default bus, where AWS services publish (SES's bounces and complaints: docs/email.md). */
  readonly defaultBus: IEventBus;
  /** Per rule of the catalog: its consumer and dead-letter queue. */
  readonly routes = new Map<string, { readonly rule: EventRule; readonly consumer: HerwayFunction; readonly deadLetterQueue: Queue }>();
  /** The dead-letter alarms, for the dashboard (monitoring.ts). */
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: EventRoutingProps) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', { eventBusName: `${EVENT_BUS_NAME}-${props.stage}` });
    this.defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');

    for (const rule of eventRules) {
      const dlq = createDeadLetterQueue(this, `${rule.name}-dlq`, props.removalPolicy);
      const consumer = new HerwayFunction(this, rule.consumer, {
        entry: consumerEntry(rule.consumer),
        description: `HerWay ${props.stage}: consumer of ${rule.events.join(', ')} (rule ${rule.name})`,
        environment: props.environment,
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        timeout: CONSUMER_TIMEOUT,
        deadLetterQueue: dlq,
        reservedConcurrency: props.consumerConcurrency,
      });
      consumer.function.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(6) });
      bindAccess(consumer, consumerAccess[rule.consumer], { ...props.resources, bus: this.bus });

      new Rule(this, `${rule.name}-rule`, {
        eventBus: onDefaultBus(rule) ? this.defaultBus : this.bus,
        description: `${rule.events.join(', ')} → ${rule.consumer}`,
        eventPattern: toCdkPattern(rule),
        targets: [new LambdaFunction(consumer.function, { deadLetterQueue: dlq, retryAttempts: 20, maxEventAge: Duration.hours(24) })],
      });

      if (props.alarmAction) {
        this.alarms.push(
          deadLetterAlarm(this, `${rule.name}-dlq-alarm`, {
            queue: dlq,
            description: `HerWay ${props.stage}: events for ${rule.consumer} were dead-lettered; fix the cause, then replay them (README "Deploying").`,
            period: Duration.minutes(1),
            action: props.alarmAction,
          }),
        );
      }

      this.routes.set(rule.name, { rule, consumer, deadLetterQueue: dlq });
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
