import { EventBus } from 'aws-cdk-lib/aws-events';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { EVENT_BUS_NAME } from '@herway/events/catalog';
import { Construct } from 'constructs';

/**
 * The buses the event rules listen on (docs/architecture.md#the-event-pipeline): the app's own,
 * which the webhooks publish to, and the account's default bus, the only one AWS services publish
 * to (SES's bounces and complaints). Each rule, its consumer and its dead-letter queue belong to
 * the consumer's domain (domain-stack.ts, rule-consumer.ts).
 */
export class EventBuses extends Construct {
  readonly bus: EventBus;
  /** The account's default bus, where AWS services publish (SES's bounces and complaints: docs/email.md). */
  readonly defaultBus: IEventBus;

  constructor(scope: Construct, id: string, props: { readonly stage: string }) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', { eventBusName: `${EVENT_BUS_NAME}-${props.stage}` });
    this.defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
  }
}
