/**
 * What the synthesized templates contain that AWS bills for, read from the templates alone (pure:
 * no CDK here). Every resource type must be listed below, priced or free with the reason: a type
 * the model does not know fails its test, so the model cannot silently fall behind the CDK.
 */

export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}

/** One template (a stack, or one of the domains' nested stacks), by its stack's name. */
export interface StackTemplate {
  readonly stack: string;
  readonly resources: Readonly<Record<string, CfnResource>>;
  /** What a nested stack hands up to its parent (the ARN of a function whose API route is the parent's). */
  readonly outputs?: Readonly<Record<string, { readonly Value: unknown }>>;
  /** A nested stack's parent, and the logical id of the nested stack's resource there. */
  readonly nestedAs?: { readonly parent: string; readonly logicalId: string };
}

/** Resource types AWS bills for, and the model line that prices them. */
export const PRICED_TYPES: Readonly<Record<string, string>> = {
  'AWS::Lambda::Function': 'Lambda (GB-s and requests, by the traffic of its role)',
  'AWS::ApiGatewayV2::Api': 'HTTP API requests',
  'AWS::CloudFront::Distribution': 'CloudFront requests and data out',
  'AWS::CloudFront::Function': 'CloudFront Functions invocations',
  'AWS::WAFv2::WebACL': 'WAF web ACL, its rules, its requests',
  'AWS::DynamoDB::Table': 'DynamoDB request units, storage, PITR',
  'AWS::S3::Bucket': 'S3 storage and requests',
  'AWS::SecretsManager::Secret': 'Secrets Manager secret-months',
  'AWS::SQS::Queue': 'SQS requests',
  'AWS::Events::EventBus': 'EventBridge custom events',
  'AWS::Scheduler::Schedule': 'Scheduler invocations',
  'AWS::Scheduler::ScheduleGroup': 'Scheduler invocations of the schedules made at run time',
  'AWS::CloudWatch::Alarm': 'CloudWatch alarm metrics (a metric-math alarm pays for each metric it reads)',
  'AWS::CloudWatch::Dashboard': 'CloudWatch dashboard-months',
  'AWS::Logs::LogGroup': 'CloudWatch Logs ingestion and storage (retention from the template)',
  'AWS::Cognito::UserPool': 'Cognito MAUs at the pool feature plan',
  'AWS::SES::EmailIdentity': 'SES messages',
  'AWS::SNS::Topic': 'SNS alarm e-mails',
  'AWS::Route53::RecordSet': 'Route 53 hosted zone (the zone the records are in)',
  'AWS::Budgets::Budget': 'AWS Budgets budget-days (free without actions; an AWS::Budgets::BudgetsAction is not known, so adding one fails the test)',
};

/** Resource types with no charge of their own (their cost is in a priced line, or there is none). */
export const FREE_TYPES: Readonly<Record<string, string>> = {
  'AWS::IAM::Role': 'IAM is free',
  'AWS::IAM::Policy': 'IAM is free',
  'AWS::Lambda::Permission': 'a resource policy',
  'AWS::Lambda::EventInvokeConfig': 'retry settings',
  'AWS::Lambda::LayerVersion': 'code storage, free under 75 GB',
  'AWS::ApiGatewayV2::Integration': 'billed per API request',
  'AWS::ApiGatewayV2::Route': 'billed per API request',
  'AWS::ApiGatewayV2::Stage': 'billed per API request (its access logs are a log group)',
  'AWS::ApiGatewayV2::DomainName': "a regional custom domain costs nothing; its requests are the API's",
  'AWS::ApiGatewayV2::ApiMapping': 'configuration',
  'AWS::CloudFront::ResponseHeadersPolicy': 'configuration',
  'AWS::CloudFront::OriginAccessControl': 'configuration',
  'AWS::S3::BucketPolicy': 'configuration',
  'AWS::SQS::QueuePolicy': 'configuration',
  'AWS::SNS::TopicPolicy': 'configuration',
  'AWS::SES::ConfigurationSet': 'configuration (messages are billed on the SES line)',
  'AWS::SES::ConfigurationSetEventDestination': "SES publishes its bounce and complaint events to EventBridge's default bus at no charge",
  'AWS::SNS::Subscription': 'billed per notification (SNS line)',
  'AWS::Events::Rule': 'rules are free; events are billed on the bus',
  'AWS::Cognito::UserPoolGroup': 'billed per MAU',
  'AWS::Cognito::UserPoolClient': 'billed per MAU (no client-credentials grant)',
  'AWS::CloudFormation::Stack': 'CloudFormation is free for AWS resource types',
  'Custom::CDKBucketDeployment': 'runs at deploy time only',
  'Custom::MentorLinksCheck': 'runs at deploy time only',
  'Custom::SeedDiscountCodes': 'runs at deploy time only (dev: the sample discount codes)',
  'AWS::CloudFormation::CustomResource': 'runs at deploy time only',
};

/** What invokes a function, which decides the traffic it gets. */
export type LambdaRole = 'api' | 'consumer' | 'job' | 'runtime-schedule' | 'deploy' | 'unclassified';

export interface LambdaFunction {
  readonly id: string;
  readonly memoryMb: number;
  readonly arch: 'arm64' | 'x86_64';
  readonly role: LambdaRole;
  /** Active X-Ray tracing: each traced invocation is a trace recorded. */
  readonly traced: boolean;
}

export interface Inventory {
  readonly lambdas: readonly LambdaFunction[];
  readonly httpApis: number;
  readonly distributions: number;
  readonly cloudfrontFunctions: number;
  readonly webAcls: readonly { readonly rules: number }[];
  readonly tables: readonly { readonly onDemand: boolean; readonly pitr: boolean; readonly indexes: number }[];
  readonly buckets: number;
  readonly secrets: number;
  /** Secrets the operators create, named in `{{resolve:secretsmanager:NAME:...}}` references (billed the same). */
  readonly externalSecrets: readonly string[];
  readonly queues: number;
  readonly eventBuses: number;
  /** Recurring schedules in the template, as invocations a month. */
  readonly scheduleInvocationsPerMonth: readonly number[];
  readonly scheduleGroups: number;
  readonly alarms: number;
  /** What alarms are billed by: one per alarm on a metric, one per metric read by a metric-math alarm. */
  readonly alarmMetrics: number;
  readonly dashboards: number;
  readonly logGroups: readonly { readonly retentionDays: number }[];
  readonly userPools: readonly { readonly tier: string }[];
  readonly sesIdentities: number;
  readonly snsTopics: number;
  readonly hostedZones: number;
  /** AWS Budgets budgets (none with actions: the model does not know AWS::Budgets::BudgetsAction). */
  readonly budgets: number;
  /** Types that are neither priced nor listed as free: must stay empty. */
  readonly unknownTypes: readonly string[];
}

type Entry = readonly [string, CfnResource, StackTemplate];

const entriesOf = (templates: readonly StackTemplate[]): Entry[] =>
  templates.flatMap((template) => Object.entries(template.resources).map(([id, resource]) => [id, resource, template] as const));

const ofType = (entries: readonly Entry[], type: string): Entry[] => entries.filter(([, resource]) => resource.Type === type);

/** The logical id a `Fn::GetAtt` or `Ref` names, if the value is one. */
export function referencedId(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  const ref = (value as { Ref?: unknown }).Ref;
  return typeof ref === 'string' ? ref : undefined;
}

/** Invocations a month of a Scheduler expression: `rate(n unit)` or a cron whose minutes/hours are `*`, a list, or `a/b`. */
export function invocationsPerMonth(expression: string): number {
  const rate = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression);
  const minutesPerMonth = 30 * 24 * 60;
  if (rate) return minutesPerMonth / (Number(rate[1]) * { minute: 1, hour: 60, day: 1440 }[rate[2] as 'minute' | 'hour' | 'day']);
  const cron = /^cron\((\S+) (\S+) (\S+) (\S+) (\S+) (\S+)\)$/.exec(expression);
  if (!cron || cron[3] !== '*' || cron[4] !== '*' || !['?', '*'].includes(cron[5] as string))
    throw new Error(`Schedule ${expression}: not a daily-or-more-often expression the model can count`);
  const count = (field: string, range: number) => {
    if (field === '*') return range;
    const step = /^(\d+)\/(\d+)$/.exec(field);
    if (step) return Math.ceil((range - Number(step[1])) / Number(step[2]));
    return field.split(',').length;
  };
  return 30 * count(cron[2] as string, 24) * count(cron[1] as string, 60);
}

/** A resource of one template, named apart from a resource of the same logical id in another. */
const key = (template: StackTemplate, id: string | undefined) => `${template.stack}/${id ?? ''}`;

/**
 * The function a reference names, by {@link key}: in the reference's template, or, when it reads
 * `Outputs.<name>` of a nested stack (an API route's permission names its function so), the
 * resource that output hands up.
 */
function referencedFunction(templates: readonly StackTemplate[], template: StackTemplate, value: unknown): string {
  const getAtt = (value as { 'Fn::GetAtt'?: unknown[] } | undefined)?.['Fn::GetAtt'];
  const output = typeof getAtt?.[1] === 'string' && getAtt[1].startsWith('Outputs.') ? getAtt[1].slice('Outputs.'.length) : undefined;
  const nested = output && templates.find((candidate) => candidate.nestedAs?.parent === template.stack && candidate.nestedAs.logicalId === getAtt?.[0]);
  if (output && nested) return referencedFunction(templates, nested, nested.outputs?.[output]?.Value);
  return key(template, referencedId(value));
}

/** The functions each kind of invoker reaches, by {@link key}. */
function invokers(entries: readonly Entry[], templates: readonly StackTemplate[]): Record<Exclude<LambdaRole, 'unclassified'>, Set<string>> {
  const permitted = (principal: string) =>
    new Set(
      ofType(entries, 'AWS::Lambda::Permission')
        .filter(([, resource]) => resource.Properties?.Principal === principal)
        .map(([, resource, template]) => referencedFunction(templates, template, resource.Properties?.FunctionName)),
    );
  const job = new Set(
    ofType(entries, 'AWS::Scheduler::Schedule').map(([, resource, template]) =>
      key(template, referencedId((resource.Properties?.Target as { Arn?: unknown })?.Arn)),
    ),
  );
  const deploy = new Set(
    entries
      .filter(([, resource]) => resource.Type.startsWith('Custom::') || resource.Type === 'AWS::CloudFormation::CustomResource')
      .map(([, resource, template]) => key(template, referencedId(resource.Properties?.ServiceToken))),
  );
  const schedulerRoles = new Set(
    ofType(entries, 'AWS::IAM::Role')
      .filter(([, resource]) => JSON.stringify(resource.Properties?.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'))
      .map(([id, , template]) => key(template, id)),
  );
  const scheduled = ofType(entries, 'AWS::IAM::Policy')
    .filter(([, resource, template]) =>
      (resource.Properties?.Roles as unknown[] | undefined)?.some((role) => schedulerRoles.has(key(template, referencedId(role)))),
    )
    .flatMap(([, resource, template]) =>
      (JSON.stringify(resource.Properties?.PolicyDocument).match(/"Fn::GetAtt":\["([^"]+)","Arn"\]/g) ?? []).map((match) =>
        key(template, match.replace(/^.*\["([^"]+)".*$/, '$1')),
      ),
    );
  return {
    api: permitted('apigateway.amazonaws.com'),
    consumer: permitted('events.amazonaws.com'),
    job,
    deploy,
    'runtime-schedule': new Set(scheduled.filter((id) => !job.has(id))),
  };
}

function lambdasOf(entries: readonly Entry[], templates: readonly StackTemplate[]): LambdaFunction[] {
  const by = invokers(entries, templates);
  return ofType(entries, 'AWS::Lambda::Function').map(([id, resource, template]) => {
    const properties = resource.Properties ?? {};
    const role: LambdaRole = (Object.keys(by) as (keyof typeof by)[]).find((candidate) => by[candidate].has(key(template, id))) ?? 'unclassified';
    const arch = (properties.Architectures as string[] | undefined)?.[0] === 'arm64' ? 'arm64' : 'x86_64';
    const traced = (properties.TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active';
    return { id, memoryMb: Number(properties.MemorySize ?? 128), arch, role, traced };
  });
}

/** The metrics an alarm reads: its one metric, or each metric (not expression) of its metric math. */
function metricsReadBy(alarm: Record<string, unknown>): number {
  const queries = alarm.Metrics as { MetricStat?: unknown }[] | undefined;
  return queries ? queries.filter((query) => query.MetricStat !== undefined).length : 1;
}

function externalSecretsOf(templates: readonly StackTemplate[]): string[] {
  const text = JSON.stringify(templates.map((template) => template.resources));
  return [...new Set([...text.matchAll(/resolve:secretsmanager:([^:"{}]+):/g)].map((match) => match[1] as string))].sort();
}

/** Everything billable in the templates, counted. */
export function inventoryOf(templates: readonly StackTemplate[]): Inventory {
  const entries = entriesOf(templates);
  const props = (type: string) => ofType(entries, type).map(([, resource]) => resource.Properties ?? {});
  const count = (type: string) => ofType(entries, type).length;
  return {
    lambdas: lambdasOf(entries, templates),
    httpApis: count('AWS::ApiGatewayV2::Api'),
    distributions: count('AWS::CloudFront::Distribution'),
    cloudfrontFunctions: count('AWS::CloudFront::Function'),
    webAcls: props('AWS::WAFv2::WebACL').map((p) => ({ rules: (p.Rules as unknown[] | undefined)?.length ?? 0 })),
    tables: props('AWS::DynamoDB::Table').map((p) => ({
      onDemand: p.BillingMode === 'PAY_PER_REQUEST',
      pitr: (p.PointInTimeRecoverySpecification as { PointInTimeRecoveryEnabled?: boolean } | undefined)?.PointInTimeRecoveryEnabled === true,
      indexes: (p.GlobalSecondaryIndexes as unknown[] | undefined)?.length ?? 0,
    })),
    buckets: count('AWS::S3::Bucket'),
    secrets: count('AWS::SecretsManager::Secret'),
    externalSecrets: externalSecretsOf(templates),
    queues: count('AWS::SQS::Queue'),
    eventBuses: count('AWS::Events::EventBus'),
    scheduleInvocationsPerMonth: props('AWS::Scheduler::Schedule').map((p) => invocationsPerMonth(String(p.ScheduleExpression))),
    scheduleGroups: count('AWS::Scheduler::ScheduleGroup'),
    alarms: count('AWS::CloudWatch::Alarm'),
    alarmMetrics: props('AWS::CloudWatch::Alarm').reduce((total, p) => total + metricsReadBy(p), 0),
    dashboards: count('AWS::CloudWatch::Dashboard'),
    logGroups: props('AWS::Logs::LogGroup').map((p) => ({ retentionDays: Number(p.RetentionInDays ?? 0) })),
    userPools: props('AWS::Cognito::UserPool').map((p) => ({ tier: String(p.UserPoolTier ?? 'ESSENTIALS') })),
    sesIdentities: count('AWS::SES::EmailIdentity'),
    snsTopics: count('AWS::SNS::Topic'),
    hostedZones: new Set(props('AWS::Route53::RecordSet').map((p) => JSON.stringify(p.HostedZoneId ?? p.HostedZoneName))).size,
    budgets: count('AWS::Budgets::Budget'),
    unknownTypes: [...new Set(entries.map(([, resource]) => resource.Type))].filter((type) => !(type in PRICED_TYPES) && !(type in FREE_TYPES)).sort(),
  };
}
