import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { LambdaAccess, SchedulingAction, SecretVariable } from './handler-access';
import type { HerwayFunction } from './herway-function';
import type { ProviderSecrets } from './provider-secrets';

/** The resources a HerWay Lambda may be bound to. Optional ones are bound only if its access names them. */
export interface BindableResources {
  readonly table: ITable;
  readonly contentBucket?: IBucket;
  readonly userPool?: IUserPool;
  readonly bus?: IEventBus;
  readonly mail?: { readonly identityArns: readonly string[] };
  readonly secrets?: ProviderSecrets;
  /** The event rules' dead-letter queues, by rule (event-routing.ts). */
  readonly deadLetterQueues?: readonly { readonly rule: string; readonly queue: IQueue }[];
  /** The session reminders' schedule group (session-messages.ts). */
  readonly sessionMessages?: { bindScheduling(fn: HerwayFunction, actions: readonly SchedulingAction[]): void };
}

function need<T>(value: T | undefined, what: string, fn: HerwayFunction): T {
  if (value === undefined) throw new Error(`${fn.entry.name} needs ${what}, which was not given to its construct`);
  return value;
}

/** Applies one function's access (infra/constructs/handler-access.ts) through its bind helpers. */
export function bindAccess(fn: HerwayFunction, access: LambdaAccess, resources: BindableResources): void {
  if (access.table) fn.bindTable(resources.table, access.table);
  if (access.content) fn.bindContent(need(resources.contentBucket, 'the content bucket', fn), access.content);
  if (access.mail) fn.bindMail(need(resources.mail, 'the SES identity', fn));
  if (access.userPoolAdmin?.length) fn.bindUserPoolAdmin(need(resources.userPool, 'the user pool', fn), access.userPoolAdmin);
  if (access.putEvents) fn.bindEventBus(need(resources.bus, 'the event bus', fn));
  if (access.healthChecks) {
    fn.bindHealthChecks({
      table: resources.table,
      bucket: need(resources.contentBucket, 'the content bucket', fn),
      pool: need(resources.userPool, 'the user pool', fn),
      bus: need(resources.bus, 'the event bus', fn),
    });
  }
  if (access.deadLetterCounts) fn.bindDeadLetterCounts(need(resources.deadLetterQueues, 'the dead-letter queues', fn));
  if (access.sessionMessages?.length) need(resources.sessionMessages, 'the session reminder schedules', fn).bindScheduling(fn, access.sessionMessages);
  for (const variable of access.secrets ?? []) {
    const secrets = need(resources.secrets, 'the provider secrets', fn);
    const values: Record<SecretVariable, string> = {
      STRIPE_SECRET_KEY: secrets.stripeSecretKey,
      STRIPE_WEBHOOK_SECRET: secrets.stripeWebhookSecret,
      CALENDLY_WEBHOOK_SIGNING_KEY: secrets.calendlySigningKey,
      PAYMENT_LINK_KEY: secrets.paymentLinkKey,
      BOOKING_LINK_KEY: secrets.bookingLinkKey,
    };
    fn.bindSecret(variable, values[variable], secrets.revision);
  }
}
