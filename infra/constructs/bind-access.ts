import { Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Config } from '@herway/functions/kernel/config';
import type { LambdaAccess, SchedulingAction, SecretVariable, SuppressionListAction } from '../domains/lambda-access';
import type { HerwayFunction } from './herway-function';
import type { ProviderSecrets } from './provider-secrets';

/** The resources a HerWay Lambda may be bound to. Optional ones are bound only if its access names them. */
export interface BindableResources {
  readonly table: ITable;
  readonly contentBucket?: IBucket;
  readonly userPool?: IUserPool;
  readonly bus?: IEventBus;
  readonly mail?: MailResources;
  readonly secrets?: ProviderSecrets;
  /** The event rules' dead-letter queues, by rule (event-routing.ts). */
  readonly deadLetterQueues?: readonly { readonly rule: string; readonly queue: IQueue }[];
  /** The session reminders' schedule group (session-messages.ts). */
  readonly sessionMessages?: { bindScheduling(fn: HerwayFunction, actions: readonly SchedulingAction[]): void };
}

/** What sending needs: the identities ses:SendEmail is granted on, and the configuration set every send names (mail-sender.ts). */
export interface MailResources {
  readonly identityArns: readonly string[];
  readonly configurationSet: { readonly name: string; readonly arn: string };
}

/**
 * ses:SendEmail through the configuration set: SES authorises a send against the identity and the
 * configuration set it names, so both are granted; the set's name is the handlers' SES_CONFIGURATION_SET.
 */
function bindMail(fn: HerwayFunction, mail: MailResources): void {
  fn.bindMail({ identityArns: [...mail.identityArns, mail.configurationSet.arn] });
  fn.addEnvironment('SES_CONFIGURATION_SET', mail.configurationSet.name);
}

/** Changes to SES's account-level suppression list, which has no resource to scope them to. */
function bindSuppressionList(fn: HerwayFunction, actions: readonly SuppressionListAction[]): void {
  // A policy of its own, so its acknowledgement is not the tracing grant's (both are on '*').
  const policy = new Policy(fn, 'SesSuppressionList', {
    statements: [new PolicyStatement({ actions: [...new Set(actions)].sort().map((action) => `ses:${action}`), resources: ['*'] })],
    roles: [fn.role],
  });
  Validations.of(policy).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: `SES's account-level suppression list (${actions.join(', ')}) has no resource-level permissions; nothing else is granted on '*' by this policy (docs/email.md).`,
  });
}

function need<T>(value: T | undefined, what: string, fn: HerwayFunction): T {
  if (value === undefined) throw new Error(`${fn.entry.name} needs ${what}, which was not given to its construct`);
  return value;
}

/** Applies one function's access (its domain's entry, infra/domains/) through its bind helpers. */
export function bindAccess(fn: HerwayFunction, access: LambdaAccess, resources: BindableResources): void {
  if (access.table) fn.bindTable(resources.table, access.table);
  if (access.content) fn.bindContent(need(resources.contentBucket, 'the content bucket', fn), access.content);
  if (access.mail) bindMail(fn, need(resources.mail, 'the SES identity and configuration set', fn));
  if (access.mailSuppression?.length) bindSuppressionList(fn, access.mailSuppression);
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
    // Named as the handlers' config reads it: a secret variable that is not one of its settings does not compile.
    fn.bindSecret(variable satisfies keyof Config, values[variable], secrets.revision);
  }
}
