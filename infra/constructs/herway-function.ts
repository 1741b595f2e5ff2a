import { Duration, Names, Stack, Validations } from 'aws-cdk-lib';
import type { CfnResource, RemovalPolicy } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LAMBDA_HANDLER } from '../lib/lambda-bundling';
import { lambdaCode } from '../lib/lambda-code';
import type { LambdaEntry } from '../lib/lambda-entries';
import type { ContentAccess, TableAccess, UserPoolAdminAction } from '../domains/lambda-access';

/**
 * One HerWay Lambda (STYLE: the powertools example's function construct): the runtime,
 * architecture, bundling, log group and retention are fixed here, and every permission is added
 * through a bind helper, which also sets the environment variable naming the resource. The role
 * starts empty: no managed policy, logs only to its own log group. X-Ray traces every invocation
 * (active tracing: no SDK in the bundle; the AWS SDK passes the trace on to the services it calls,
 * so EventBridge continues a webhook's trace into its consumer).
 */

/** The newest Node LTS runtime in aws-cdk-lib 2.276 (the bundles target it: LAMBDA_TARGET). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/** What every HerWay function of a stage shares: its stage, environment and log settings. */
export interface FunctionSettings {
  readonly stage: string;
  /** Every function's environment: stage, table, bucket, user pool and client ids, site origins, e-mail settings. */
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

export interface HerwayFunctionProps {
  readonly entry: LambdaEntry;
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly timeout: Duration;
  readonly memorySize?: number;
  /** Where an asynchronous invocation (an event) goes once its retries are spent. */
  readonly deadLetterQueue?: IQueue;
  /** Concurrency set aside for this function alone (and its ceiling): the payment path's (stages.ts). */
  readonly reservedConcurrency?: number;
}

const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  write: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

export class HerwayFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly entry: LambdaEntry;

  constructor(scope: Construct, id: string, props: HerwayFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `HerWay ${props.entry.name}`,
    });
    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    this.logGroup.grantWrite(this.role);
    this.function = new LambdaFunction(this, 'Function', {
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      handler: LAMBDA_HANDLER,
      code: lambdaCode(props.entry),
      role: this.role,
      logGroup: this.logGroup,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout,
      tracing: Tracing.ACTIVE,
      environment: {
        // The bundles carry linked source maps: stack traces point at the TypeScript.
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
      ...(props.reservedConcurrency === undefined ? {} : { reservedConcurrentExecutions: props.reservedConcurrency }),
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `Active tracing: aws-cdk-lib grants xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions, to ${props.entry.name}.`,
    });
  }

  addEnvironment(name: string, value: string): this {
    this.function.addEnvironment(name, value);
    return this;
  }

  /** The single table and its GSI1, exactly: no other index, no scan, no stream. */
  bindTable(table: ITable, access: TableAccess): this {
    this.role.addToPolicy(new PolicyStatement({ actions: [...TABLE_ACTIONS[access]], resources: [table.tableArn, `${table.tableArn}/index/GSI1`] }));
    return this.addEnvironment('TABLE_NAME', table.tableName);
  }

  /** Object operations under the given prefixes of the content bucket. */
  bindContent(bucket: IBucket, access: ContentAccess): this {
    const objects = (prefixes: readonly string[]) => prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`));
    const statements: [string, readonly string[] | undefined][] = [
      ['s3:GetObject', access.read],
      ['s3:PutObject', access.write],
      ['s3:DeleteObject', access.delete],
      ['s3:PutObjectTagging', access.tag],
    ];
    for (const [action, prefixes] of statements) {
      if (prefixes?.length) this.role.addToPolicy(new PolicyStatement({ actions: [action], resources: objects(prefixes) }));
    }
    const bucketArn = arnReference(this, bucket.node.defaultChild as CfnResource);
    for (const prefix of new Set([...(access.read ?? []), ...(access.write ?? []), ...(access.delete ?? []), ...(access.tag ?? [])])) {
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketArn}>/${prefix}*]`,
        reason: `Object ARNs need a wildcard: this grant covers only the objects under ${prefix} of the content bucket, for ${this.entry.name}.`,
      });
    }
    return this.addEnvironment('CONTENT_BUCKET', bucket.bucketName);
  }

  /** Sending from the SES identity (and, in the SES sandbox, to verified recipient identities). */
  bindMail(mail: { identityArns: readonly string[] }): this {
    this.role.addToPolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [...mail.identityArns] }));
    if (mail.identityArns.some((arn) => arn.endsWith('identity/*'))) {
      Validations.of(this.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
        reason:
          'Only while the account is in the SES sandbox (stage setting sesSandbox): SES then authorises ses:SendEmail against each recipient identity as well, and recipients may only be verified identities of this account.',
      });
    }
    return this;
  }

  /** The named Cognito admin operations on the user pool. */
  bindUserPoolAdmin(pool: IUserPool, actions: readonly UserPoolAdminAction[]): this {
    if (actions.length > 0) {
      this.role.addToPolicy(
        new PolicyStatement({ actions: [...new Set(actions)].sort().map((action) => `cognito-idp:${action}`), resources: [pool.userPoolArn] }),
      );
    }
    return this;
  }

  /** PutEvents on the app's bus. */
  bindEventBus(bus: IEventBus): this {
    bus.grantPutEventsTo(this.role);
    return this.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
  }

  /** The read-only look-ups of GET /api/health: one cheap question per service. */
  bindHealthChecks(resources: { table: ITable; bucket: IBucket; pool: IUserPool; bus: IEventBus }): this {
    const statement = (actions: string[], resource: string) => new PolicyStatement({ actions, resources: [resource] });
    this.role.addToPolicy(statement(['dynamodb:DescribeTable'], resources.table.tableArn));
    this.role.addToPolicy(statement(['s3:ListBucket'], resources.bucket.bucketArn));
    this.role.addToPolicy(statement(['cognito-idp:DescribeUserPool'], resources.pool.userPoolArn));
    this.role.addToPolicy(statement(['events:DescribeEventBus'], resources.bus.eventBusArn));
    // A policy of its own, so its acknowledgement is not the tracing grant's (both are on '*').
    const accountStatus = new Policy(this, 'SesAccountStatus', { statements: [statement(['ses:GetAccount'], '*')], roles: [this.role] });
    Validations.of(accountStatus).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: "GET /api/health asks SES for its account status (ses:GetAccount), an action with no resource-level permissions; nothing else is granted on '*'.",
    });
    return this.addEnvironment('TABLE_NAME', resources.table.tableName)
      .addEnvironment('CONTENT_BUCKET', resources.bucket.bucketName)
      .addEnvironment('EVENT_BUS_NAME', resources.bus.eventBusName);
  }

  /** Reading how many messages wait in each dead-letter queue: DEAD_LETTER_QUEUES names them (rule → URL). */
  bindDeadLetterCounts(queues: readonly { readonly rule: string; readonly queue: IQueue }[]): this {
    this.role.addToPolicy(new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: queues.map(({ queue }) => queue.queueArn) }));
    return this.addEnvironment('DEAD_LETTER_QUEUES', Stack.of(this).toJsonString(Object.fromEntries(queues.map(({ rule, queue }) => [rule, queue.queueUrl]))));
  }

  /** A secret's value, resolved by CloudFormation at deploy time (infra/constructs/provider-secrets.ts). */
  bindSecret(variable: string, value: string, revision: string): this {
    return this.addEnvironment(variable, value).addEnvironment('SECRETS_REVISION', revision);
  }
}

/**
 * How a resource's ARN is named in `scope`'s stack, as cdk-nag prints it: `<logical id>.Arn`, or
 * the parameter CDK passes it to a nested stack through.
 */
export function arnReference(scope: Construct, resource: CfnResource): string {
  const own = Stack.of(resource);
  const here = Stack.of(scope);
  if (here === own || !here.nested) return `${own.resolve(resource.logicalId) as string}.Arn`;
  return `referenceto${Names.uniqueId(resource)}Arn`;
}

/** A region-qualified ARN of an SES identity. */
export function sesIdentityArn(scope: Construct, identity: string): string {
  return Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
}

export const HTTP_TIMEOUT = Duration.seconds(25);
export const CONSUMER_TIMEOUT = Duration.seconds(60);
