import { createRequire } from 'node:module';
import { Stack } from 'aws-cdk-lib';
import type { CfnResource, NestedStack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { eventCatalog, eventRules, onDefaultBus } from '@herway/events/catalog';
import { seedDiscounts } from '@herway/shared/catalog/discounts';
import { routes } from '@herway/shared/routes';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@herway/shared/origin-headers';
import { contentSecurityPolicy } from '@herway/shared/security-headers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TTL_ATTRIBUTE, tableDefinition } from '@herway/functions/kernel/store/table-definition';
import { domainFunctions, handlerAccess, scheduledJobs } from '../domains/access-map';
import { consumerDomains, jobDomains } from '../domains/domain';
import { handlerId } from '../lib/construct-ids';
import type { LambdaAccess } from '../domains/lambda-access';
import { HerwayFunction } from '../constructs/herway-function';
import { USER_GROUPS } from '../constructs/user-directory';
import { API_PATH_PATTERN } from '../constructs/website';
import { SPA_REWRITE_CODE, VIEWER_IP_CODE } from '../constructs/website-functions';
import { PRERENDERED_PAGES, prerenderedFile } from '@herway/shared/prerendered-pages';
import { allLambdaEntries } from '../lib/lambda-entries';
import { analyzeBundles } from '../testing/bundle-access';
import type { BundleUse } from '../testing/bundle-access';
import {
  actionsOf,
  logicalId,
  nagAudit,
  resolveNested,
  resourcesWithNested,
  seenFromTop,
  stackResources,
  statementsOfRole,
  synthHerWay,
} from '../testing/synth-herway';
import type { Resources, Statement } from '../testing/synth-herway';

// Synthesizing, validating and bundling the app takes seconds, more on a busy 2-core CI machine:
// a generous limit guards against a hang without failing a slow but healthy run.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// One synthesized app (dev stage, bundling skipped) for every test of this file; the bundle
// analysis runs in esbuild's own process meanwhile.
const bundleUses = analyzeBundles(allLambdaEntries());
const herway = synthHerWay();
const { stacks, data, site } = herway;
const siteResources = site.toJSON().Resources as Resources;
const dataResources = data.toJSON().Resources as Resources;

const resolve = (value: unknown) => stacks.app.resolve(value) as unknown;
// The functions live in their domains' nested stacks (domain-stack.ts): each is read from its own
// stack's template, references to other stacks resolved to what the parent passes (resolveNested).
const fnProps = (fn: HerwayFunction) => resolveNested(fn, stackResources(fn)[logicalId(fn.function)]?.Properties) as Record<string, unknown>;
const envOf = (fn: HerwayFunction) => (fnProps(fn).Environment as { Variables: Record<string, unknown> }).Variables;
const statementsOf = (fn: HerwayFunction): Statement[] => resolveNested(fn, statementsOfRole(stackResources(fn), logicalId(fn.role))) as Statement[];
const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
/** The resources of a type in the App stack and its domains' stacks, as the App stack gives them. */
const allOfType = (type: string) => resourcesWithNested(stacks.app).filter(({ resource }) => resource.Type === type);
const importOf = (construct: Parameters<typeof logicalId>[0], attribute?: string) =>
  expect.objectContaining({ 'Fn::ImportValue': expect.stringContaining(attribute ? `${logicalId(construct)}${attribute}` : logicalId(construct)) });

const httpFunction = (handler: (typeof routes)[number]['handler']): HerwayFunction => {
  const fn = stacks.app.api.functions.get(handler);
  if (!fn) throw new Error(`No function for ${handler}`);
  return fn;
};

describe('the route table in AWS', () => {
  it('has one Lambda per handler and one HTTP API route per route-table entry', () => {
    expect(stacks.app.api.functions.size).toBe(new Set(routes.map((route) => route.handler)).size);
    expect(ofType(siteResources, 'AWS::ApiGatewayV2::Route')).toHaveLength(routes.length);
    for (const route of routes) {
      const fn = httpFunction(route.handler);
      Template.fromStack(Stack.of(fn)).hasResourceProperties('AWS::Lambda::Function', {
        Description: `HerWay dev: ${route.method} ${route.path} (${route.handler}, ${route.auth})`,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogGroup: { Ref: logicalId(fn.logGroup) } },
      });
      const [, routeResource] =
        ofType(siteResources, 'AWS::ApiGatewayV2::Route').find(([, resource]) => resource.Properties?.RouteKey === `${route.method} ${route.path}`) ?? [];
      expect(routeResource, `${route.method} ${route.path}`).toBeDefined();
      expect(routeResource?.Properties?.AuthorizationType).toBe('NONE');
      const integrationId = JSON.stringify(routeResource?.Properties?.Target).match(/"Ref":"(\w+)"/)?.[1] as string;
      expect(siteResources[integrationId]?.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      // The function's ARN, an output of its area's nested stack.
      const [nestedId, output] = (siteResources[integrationId]?.Properties?.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
      expect(nestedId).toBe(logicalId((Stack.of(fn) as NestedStack).nestedStackResource as CfnResource));
      expect(output).toMatch(new RegExp(`^Outputs\\.\\w*${handlerId(route.handler)}Function\\w*Arn$`));
    }
  });

  it('gives every HTTP function the user pool and its client, the site origin and the stage: each handler checks its own auth level', () => {
    const siteUrl = resolve(stacks.app.website.siteUrl);
    for (const route of routes) {
      expect(envOf(httpFunction(route.handler)), route.handler).toMatchObject({
        STAGE: 'dev',
        USER_POOL_ID: importOf(stacks.data.users.userPool),
        USER_POOL_CLIENT_ID: importOf(stacks.data.users.client),
        SITE_ORIGIN: siteUrl,
        NODE_OPTIONS: '--enable-source-maps',
      });
    }
    // Tokens are httpOnly cookies, which an API Gateway JWT authorizer cannot read: no authorizer anywhere.
    expect(ofType(siteResources, 'AWS::ApiGatewayV2::Authorizer')).toHaveLength(0);
  });

  it('gives the webhooks no table and no API key: only their own signing secret and PutEvents on the bus', () => {
    const webhooks = routes.filter((route) => 'webhook' in route && route.webhook);
    expect(webhooks.map((route) => route.handler).sort()).toEqual(['bookings/receive-calendly-event', 'payments/receive-stripe-event']);
    for (const route of webhooks) {
      const fn = httpFunction(route.handler);
      const actions = statementsOf(fn)
        .flatMap(actionsOf)
        .filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:'));
      expect(actions, route.handler).toEqual(['events:PutEvents']);
      expect(envOf(fn).STRIPE_SECRET_KEY).toBeUndefined();
      expect(envOf(fn).EVENT_BUS_NAME).toEqual({ Ref: logicalId(stacks.app.events.bus) });
    }
    expect(envOf(httpFunction('payments/receive-stripe-event')).STRIPE_WEBHOOK_SECRET).toBe(
      '{{resolve:secretsmanager:herway/dev/stripe:SecretString:webhookSecret::}}',
    );
    expect(envOf(httpFunction('bookings/receive-calendly-event')).CALENDLY_WEBHOOK_SIGNING_KEY).toBe(
      '{{resolve:secretsmanager:herway/dev/calendly:SecretString:signingKey::}}',
    );
  });

  it("gives admin functions only the admin rights they use: reading the calling admin's standing, and the removal of an admin", () => {
    const standing = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'];
    const expected: Record<string, string[]> = {
      'accounts/login-admin': ['cognito-idp:AdminGetUser'],
      // Signing out needs no standing: a removed admin may still end her session.
      'accounts/admin/logout-admin': [],
      'accounts/get-admin-status': [],
      'accounts/admin/remove-admin': [
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminListGroupsForUser',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminUserGlobalSignOut',
      ],
    };
    for (const route of routes.filter((candidate) => candidate.handler.startsWith('admin/') || candidate.auth === 'admin')) {
      const cognito = statementsOf(httpFunction(route.handler))
        .flatMap(actionsOf)
        .filter((action) => action.startsWith('cognito-idp:'))
        .sort();
      expect(cognito, route.handler).toEqual(expected[route.handler] ?? standing);
    }
  });

  it('passes provider secrets as Secrets Manager references, and only to the functions that use them', () => {
    const secretVariables = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'CALENDLY_WEBHOOK_SIGNING_KEY', 'PAYMENT_LINK_KEY', 'BOOKING_LINK_KEY'] as const;
    for (const route of routes) {
      const env = envOf(httpFunction(route.handler));
      const access: LambdaAccess = handlerAccess[route.handler];
      const given = secretVariables.filter((variable) => env[variable] !== undefined);
      expect(given, route.handler).toEqual(secretVariables.filter((variable) => access.secrets?.includes(variable)));
      for (const variable of given) expect(env[variable]).toMatch(/^\{\{resolve:secretsmanager:herway\/dev\/(stripe|calendly):SecretString:\w+::\}\}$/);
    }
    const template = JSON.stringify(site.toJSON());
    expect(template).not.toMatch(/sk_(live|test)_|whsec_|rk_live_/);
  });

  it("gives every HTTP function CloudFront's origin-verify secret as a reference to the generated secret", () => {
    const [secretId] = ofType(siteResources, 'AWS::SecretsManager::Secret').map(([id]) => id);
    expect(siteResources[secretId ?? '']?.Properties).toMatchObject({ GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true } });
    for (const route of routes) {
      const reference = JSON.stringify(envOf(httpFunction(route.handler)).ORIGIN_VERIFY_SECRET);
      expect(reference, route.handler).toContain('{{resolve:secretsmanager:');
      expect(reference, route.handler).toContain(secretId);
    }
  });
});

describe('least privilege', () => {
  let uses: Map<string, BundleUse>;
  beforeAll(async () => {
    uses = await bundleUses;
  }, 60_000);

  /** The table level, and every other action, that a role's statements grant. */
  const granted = (statements: Statement[]) => {
    const actions = new Set(statements.flatMap(actionsOf));
    const table = actions.has('dynamodb:PutItem') ? 'write' : actions.has('dynamodb:GetItem') ? 'read' : undefined;
    const other = [...actions].filter(
      (action) =>
        !/^dynamodb:(Get|BatchGet|Query|ConditionCheck|Put|Update|Delete|BatchWrite)/.test(action) &&
        !action.startsWith('logs:') &&
        // Active tracing's grant (herway-function.ts): the Lambda runtime sends the traces, not the bundle.
        !action.startsWith('xray:') &&
        action !== 'sqs:SendMessage',
    );
    return { table, actions: other.sort() };
  };

  it('grants every function exactly the table access and AWS actions its bundle calls, no more and no less', () => {
    const functions: HerwayFunction[] = [
      ...stacks.app.api.functions.values(),
      ...[...stacks.app.consumers.values()].map((route) => route.consumer),
      ...[...stacks.app.jobs.values()].map((job) => job.fn),
      stacks.app.sessionMessages.fn,
    ];
    expect(functions).toHaveLength(routes.length + eventRules.length + scheduledJobs.length + 1);
    for (const fn of functions) {
      const use = uses.get(fn.entry.name);
      expect(use, fn.entry.name).toBeDefined();
      expect({ name: fn.entry.name, ...granted(statementsOf(fn)) }).toEqual({
        name: fn.entry.name,
        table: use?.table,
        actions: [...(use?.actions ?? [])].sort(),
      });
    }
  });

  it('scopes grants to resources: the table and GSI1, object prefixes of the content bucket, the pool, the bus, the SES identity', () => {
    const table = stacks.data.data.table;
    for (const fn of stacks.app.api.functions.values()) {
      for (const statement of statementsOf(fn)) {
        const actions = actionsOf(statement);
        expect(
          actions.every((action) => !action.includes('*')),
          fn.entry.name,
        ).toBe(true);
        if (actions.some((action) => /^dynamodb:(Get|Put|Query)/.test(action))) {
          expect(statement.Resource).toEqual([importOf(table, 'Arn'), { 'Fn::Join': ['', [importOf(table, 'Arn'), '/index/GSI1']] }]);
        }
        if (actions.includes('s3:PutObject') || actions.includes('s3:DeleteObject') || actions.includes('s3:PutObjectTagging')) {
          expect(JSON.stringify(statement.Resource)).toMatch(/\/(content|mentors|exports)\/\*/);
        }
      }
    }
    expect(JSON.stringify(statementsOf(httpFunction('content/get-resource-download')))).toContain('/resources/*');
  });

  it('gives every HerWay role no managed policy and logs only to its own log group', () => {
    for (const fn of [...stacks.app.api.functions.values(), ...[...stacks.app.consumers.values()].map((route) => route.consumer)]) {
      expect(stackResources(fn)[logicalId(fn.role)]?.Type, fn.entry.name).toBe('AWS::IAM::Role');
      expect(stackResources(fn)[logicalId(fn.role)]?.Properties?.ManagedPolicyArns, fn.entry.name).toBeUndefined();
      const logs = statementsOf(fn).filter((statement) => actionsOf(statement).some((action) => action.startsWith('logs:')));
      expect(logs.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(fn.logGroup), 'Arn'] }]);
    }
  });
});

describe('domains', () => {
  const domainOf = (construct: Parameters<typeof Stack.of>[0]) => [...stacks.app.domains].find(([, domain]) => Stack.of(construct) === domain)?.[0];

  it('gives each domain that owns Lambdas one nested stack, named for it', () => {
    expect([...stacks.app.domains.keys()]).toEqual(domainFunctions.map((definition) => definition.domain));
    for (const [domain, stack] of stacks.app.domains) expect(stack.node.id).toBe(`${handlerId(domain)}Domain`);
  });

  it("puts each HTTP function in its handler's domain, and each consumer and job, with its rule or schedule and its dead-letter queue, in its owner's", () => {
    for (const route of routes) expect(domainOf(httpFunction(route.handler)), route.handler).toBe(route.handler.split('/')[0]);
    for (const rule of eventRules) {
      const consumer = stacks.app.consumers.get(rule.name);
      const owner = consumerDomains[rule.consumer];
      expect(
        [consumer?.consumer, consumer?.deadLetterQueue].map((part) => part && domainOf(part)),
        rule.name,
      ).toEqual([owner, owner]);
      const patterns = ofType(stackResources(consumer?.consumer as HerwayFunction), 'AWS::Events::Rule').map(
        ([, resource]) => resource.Properties?.EventPattern,
      );
      expect(patterns, rule.name).toContainEqual(rule.pattern);
    }
    for (const { job, fn, schedule, deadLetterQueue } of stacks.app.jobs.values()) {
      expect([fn, schedule, deadLetterQueue].map(domainOf), job.name).toEqual([jobDomains[job.name], jobDomains[job.name], jobDomains[job.name]]);
    }
    const { fn, deadLetterQueue, schedulerRole, group } = stacks.app.sessionMessages;
    expect([fn, deadLetterQueue, schedulerRole].map(domainOf)).toEqual(['bookings', 'bookings', 'bookings']);
    // Its fixed name keeps the reminders' group in the App stack (safe-deploys.test.ts).
    expect(Stack.of(group)).toBe(stacks.app);
  });

  it('leaves the App stack no function of a domain, no event rule, schedule or dead-letter queue', () => {
    for (const type of ['AWS::Events::Rule', 'AWS::Scheduler::Schedule', 'AWS::SQS::Queue']) expect(ofType(siteResources, type), type).toEqual([]);
    // Only the deploy's own custom resources (infra/lib/custom-resources) run in the App stack.
    const inApp = herway.app.node
      .findAll()
      .filter((construct): construct is HerwayFunction => construct instanceof HerwayFunction && Stack.of(construct) === stacks.app);
    expect(inApp.map((fn) => fn.entry.name)).toEqual(['infra/seed-discount-codes']);
  });
});

describe('an idle dev stage', () => {
  it('runs without a WAF web ACL and without alarms (their fixed monthly cost buys nothing there), keeping the alarm topic and the dashboard', () => {
    expect(stacks.app.website.firewall).toBeUndefined();
    expect(ofType(siteResources, 'AWS::WAFv2::WebACL')).toEqual([]);
    const distribution = ofType(siteResources, 'AWS::CloudFront::Distribution')[0]?.[1];
    expect((distribution?.Properties?.DistributionConfig as Record<string, unknown>).WebACLId).toBeUndefined();
    expect(ofType(siteResources, 'AWS::CloudWatch::Alarm')).toEqual([]);
    expect(ofType(siteResources, 'AWS::SNS::Topic')).toHaveLength(1);
    expect(ofType(siteResources, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });
});

describe('scheduled jobs', () => {
  it('runs each job from an EventBridge Scheduler schedule that retries and dead-letters', () => {
    expect([...stacks.app.jobs.keys()].sort()).toEqual([
      'announce-course-releases',
      'reconcile-payments',
      'release-discount-reservations',
      'remind-package-expiry',
    ]);
    const expressions: Record<string, string> = {
      'reconcile-payments': 'cron(15 7 * * ? *)',
      'remind-package-expiry': 'cron(0 15 * * ? *)',
      'release-discount-reservations': 'cron(0/10 * * * ? *)',
      'announce-course-releases': 'cron(0/10 * * * ? *)',
    };
    for (const { job, fn, deadLetterQueue } of stacks.app.jobs.values()) {
      // In its domain's stack, beside its function and queue.
      Template.fromStack(Stack.of(fn)).hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: expressions[job.name],
        State: 'ENABLED',
        Target: Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(fn.function), 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(deadLetterQueue), 'Arn'] } },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 6 * 3600 },
        }),
      });
      if ('secrets' in job.access) expect(envOf(fn).STRIPE_SECRET_KEY).toBe('{{resolve:secretsmanager:herway/dev/stripe:SecretString:secretKey::}}');
      else expect(envOf(fn).STRIPE_SECRET_KEY).toBeUndefined();
      expect(fnProps(fn).Timeout).toBe(300);
    }
  });

  it('lets the booking consumers schedule session reminders in their own group, invoking send-session-message through its role', () => {
    const { group, fn, schedulerRole, deadLetterQueue } = stacks.app.sessionMessages;
    site.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'herway-dev-session-messages' });
    expect(statementsOfRole(stackResources(schedulerRole), logicalId(schedulerRole)).flatMap(actionsOf).sort()).toEqual([
      'lambda:InvokeFunction',
      'sqs:SendMessage',
    ]);
    const created = stacks.app.consumers.get('booking-created')?.consumer;
    expect(created).toBeDefined();
    expect(resolve(envOf(created as HerwayFunction))).toMatchObject({
      SESSION_SCHEDULE_GROUP: resolve(group.scheduleGroupName),
      SESSION_MESSAGE_TARGET_ARN: { 'Fn::GetAtt': [logicalId(fn.function), 'Arn'] },
      SESSION_MESSAGE_ROLE_ARN: { 'Fn::GetAtt': [logicalId(schedulerRole), 'Arn'] },
      SESSION_MESSAGE_DLQ_ARN: { 'Fn::GetAtt': [logicalId(deadLetterQueue), 'Arn'] },
    });
    const scheduling = statementsOf(created as HerwayFunction).find((statement) => actionsOf(statement).includes('scheduler:CreateSchedule'));
    expect(JSON.stringify(scheduling?.Resource)).toContain(':schedule/herway-dev-session-messages/*');
  });
});

describe('events', () => {
  it("gives every event contract a rule on its bus (the custom bus; SES's on the default bus) with a retry policy and a dead-letter queue (its alarm: monitoring.test.ts)", () => {
    site.hasResourceProperties('AWS::Events::EventBus', { Name: 'herway-dev' });
    expect(allOfType('AWS::Events::Rule')).toHaveLength(eventRules.length);
    for (const rule of eventRules) {
      const route = stacks.app.consumers.get(rule.name);
      expect(route, rule.name).toBeDefined();
      if (!route) continue;
      // The rule, its consumer and its queue are in the consumer's domain's stack; the bus is read as the App stack gives it.
      const template = Template.fromStack(Stack.of(route.consumer));
      const queueArn = { 'Fn::GetAtt': [logicalId(route.deadLetterQueue), 'Arn'] };
      const rules = ofType(stackResources(route.consumer), 'AWS::Events::Rule').map(([, resource]) => resolveNested(route.consumer, resource.Properties));
      expect(rules, rule.name).toContainEqual(
        expect.objectContaining({
          EventBusName: onDefaultBus(rule) ? 'default' : { Ref: logicalId(stacks.app.events.bus) },
          EventPattern: rule.pattern,
          Targets: [
            expect.objectContaining({
              Arn: { 'Fn::GetAtt': [logicalId(route.consumer.function), 'Arn'] },
              DeadLetterConfig: { Arn: queueArn },
              RetryPolicy: { MaximumRetryAttempts: 20, MaximumEventAgeInSeconds: 86400 },
            }),
          ],
        }),
      );
      // A consumer that throws: retried twice by Lambda, then dead-lettered to the same queue.
      expect(fnProps(route.consumer).DeadLetterConfig).toEqual({ TargetArn: queueArn });
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: logicalId(route.consumer.function) },
        MaximumRetryAttempts: 2,
      });
      template.hasResourceProperties('AWS::SQS::Queue', Match.objectLike({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 }));
      expect(route.consumer.entry.name).toBe(`events/${rule.consumer}`);
    }
  });

  it('routes every event of the catalog to exactly one consumer', () => {
    const patterns = allOfType('AWS::Events::Rule').map(({ resource }) => resource.Properties?.EventPattern as { source: string[]; 'detail-type': string[] });
    for (const event of eventCatalog) {
      const matching = patterns.filter((pattern) => pattern.source.includes(event.source) && pattern['detail-type'].includes(event.detailType));
      expect(matching, event.name).toHaveLength(1);
    }
  });
});

describe('data', () => {
  it('builds the table exactly as the local stack does (table-definition.ts), with TTL, PITR and deletion protection', () => {
    const definition = tableDefinition('unused');
    const [[, table] = []] = ofType(dataResources, 'AWS::DynamoDB::Table');
    const props = table?.Properties as Record<string, unknown>;
    const sorted = (list: unknown) => [...(list as { AttributeName: string }[])].sort((a, b) => a.AttributeName.localeCompare(b.AttributeName));
    expect(props.KeySchema).toEqual(definition.KeySchema);
    expect(sorted(props.AttributeDefinitions)).toEqual(sorted(definition.AttributeDefinitions));
    expect(props.GlobalSecondaryIndexes).toEqual(definition.GlobalSecondaryIndexes);
    expect(props).toMatchObject({
      BillingMode: definition.BillingMode,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it("has a user pool on the Essentials plan with the 8-character password rule, both groups, Cognito's MFA off (admins' TOTP is the app's) and the API client", () => {
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
      UsernameAttributes: ['email'],
      MfaConfiguration: 'OFF',
      UserPoolTier: 'ESSENTIALS',
      UserPoolAddOns: Match.absent(),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
    for (const group of Object.keys(USER_GROUPS)) data.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
    expect(Object.keys(USER_GROUPS)).toEqual(['athlete', 'guardian', 'admin']);
    data.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('has the SES identity of the sender domain, with DKIM', () => {
    data.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'dev.herway.com' });
    expect(Object.keys(data.toJSON().Outputs as object)).toEqual(
      expect.arrayContaining(['MailDkimRecord1', 'MailDkimRecord2', 'MailDkimRecord3'].map((name) => expect.stringContaining(name))),
    );
  });
});

describe('buckets', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = ofType(siteResources, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(3);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties, id).toMatchObject({
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      });
      site.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });

  it('logs the content and web buckets to the access-log bucket', () => {
    const logBucket = { Ref: logicalId(stacks.app.accessLogs.bucket) };
    for (const bucket of [stacks.app.content.bucket, stacks.app.website.bucket]) {
      expect(siteResources[logicalId(bucket)]?.Properties?.LoggingConfiguration).toMatchObject({ DestinationBucketName: logBucket });
    }
  });

  it('lets only the site PUT to the content bucket, with the signed Content-Type and pending tag, and GET with Range (captions tracks)', () => {
    expect(siteResources[logicalId(stacks.app.content.bucket)]?.Properties?.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedMethods: ['PUT'],
          AllowedOrigins: [resolve(stacks.app.website.siteUrl)],
          AllowedHeaders: ['Content-Type', 'x-amz-tagging'],
          ExposedHeaders: ['ETag'],
          MaxAge: 3000,
        },
        {
          AllowedMethods: ['GET', 'HEAD'],
          AllowedOrigins: [resolve(stacks.app.website.siteUrl)],
          AllowedHeaders: ['Range'],
          ExposedHeaders: ['Content-Range', 'Content-Length', 'Accept-Ranges'],
          MaxAge: 3000,
        },
      ],
    });
  });
});

describe('short-lived objects of the content bucket', () => {
  const rules = () => (siteResources[logicalId(stacks.app.content.bucket)]?.Properties?.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;

  it('deletes CSV exports a day after they were written', () => {
    expect(rules()).toContainEqual({ Id: 'ExportsExpire', Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' });
  });

  it('deletes a course upload still tagged pending (never confirmed) a day after its PUT, and nothing else under content/', () => {
    expect(rules()).toContainEqual({
      Id: 'UnconfirmedUploadsExpire',
      Prefix: 'content/',
      TagFilters: [{ Key: 'herway-upload', Value: 'pending' }],
      ExpirationInDays: 1,
      Status: 'Enabled',
    });
    expect(rules()).toContainEqual({
      Id: 'UnsetMentorPhotosExpire',
      Prefix: 'mentors/',
      TagFilters: [{ Key: 'herway-upload', Value: 'pending' }],
      ExpirationInDays: 1,
      Status: 'Enabled',
    });
    const expiring = rules().filter((rule) => rule.ExpirationInDays !== undefined);
    expect(
      expiring
        .filter((rule) => rule.Prefix === 'content/')
        .every((rule) => JSON.stringify(rule.TagFilters) === JSON.stringify([{ Key: 'herway-upload', Value: 'pending' }])),
    ).toBe(true);
  });

  it('lets the export write and sign only under exports/, and only the upload functions tag uploads', () => {
    const s3Actions = (handler: (typeof routes)[number]['handler']) =>
      statementsOf(httpFunction(handler))
        .filter((statement) => actionsOf(statement).some((action) => action.startsWith('s3:')))
        .map((statement) => ({ actions: actionsOf(statement), resource: JSON.stringify(statement.Resource) }));
    expect(
      s3Actions('admin/admin/export-csv')
        .map((grant) => grant.actions)
        .flat()
        .sort(),
    ).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(s3Actions('admin/admin/export-csv').every((grant) => grant.resource.includes('/exports/*'))).toBe(true);
    for (const handler of ['content/admin/create-upload-url', 'content/admin/confirm-upload'] as const) {
      expect(s3Actions(handler).find((grant) => grant.actions.includes('s3:PutObjectTagging'))?.resource).toContain('/content/*');
    }
  });
});

describe('the site', () => {
  const distribution = () => siteResources[logicalId(stacks.app.website.distribution)]?.Properties?.DistributionConfig as Record<string, unknown>;

  it('serves the web bucket through origin access control, with the SPA fallback in a viewer-request function', () => {
    const config = distribution();
    const defaultBehavior = config.DefaultCacheBehavior as Record<string, unknown>;
    expect(defaultBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
      ResponseHeadersPolicyId: { Ref: logicalId(stacks.app.website.responseHeadersPolicy) },
    });
    const s3Origin = (config.Origins as Record<string, unknown>[]).find((origin) => origin.Id === defaultBehavior.TargetOriginId);
    expect(s3Origin).toMatchObject({ OriginAccessControlId: expect.anything(), S3OriginConfig: { OriginAccessIdentity: '' } });
    site.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_REWRITE_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    // No custom error pages (they would turn the API's own 403 and 404 answers into index.html); errors only go uncached (website.test.ts).
    for (const response of config.CustomErrorResponses as Record<string, unknown>[])
      expect(response).toEqual({ ErrorCode: expect.any(Number), ErrorCachingMinTTL: 0 });
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it('answers prerendered pages with their HTML, pages with a shell of their own that shell, other routes of the app with index.html, and files as they are', () => {
    const handler = new Function(`${SPA_REWRITE_CODE}\nreturn handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/prerendered/home.html');
    expect(rewrite('/mentorship')).toBe('/prerendered/mentorship.html');
    expect(PRERENDERED_PAGES.map(rewrite)).toEqual(PRERENDERED_PAGES.map(prerenderedFile));
    expect(rewrite('/mentorship/')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/shells/dashboard.html');
    expect(rewrite('/admin/content')).toBe('/shells/admin-content.html');
    expect(rewrite('/admin/athletes/user-123')).toBe('/shells/admin-athletes-each.html');
    expect(rewrite('/admin/athletes/')).toBe('/index.html');
    expect(rewrite('/admin/athletes/user-123/more')).toBe('/index.html');
    expect(rewrite('/forgot-password/x')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
  });

  it('routes /api/* to the HTTP API on the same origin: not cached, all viewer headers but Host, cookies and query strings', () => {
    const config = distribution();
    const behaviors = config.CacheBehaviors as Record<string, unknown>[];
    // The API, and the coach's pages (served like the others, with X-Robots-Tag: website.test.ts).
    expect(behaviors.map((behavior) => behavior.PathPattern).sort()).toEqual([API_PATH_PATTERN, '/p/*']);
    const api = behaviors.find((behavior) => behavior.PathPattern === API_PATH_PATTERN) as Record<string, unknown>;
    expect(api).toMatchObject({
      PathPattern: API_PATH_PATTERN,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    const origin = (config.Origins as Record<string, unknown>[]).find((candidate) => candidate.Id === api.TargetOriginId);
    expect(origin).toMatchObject({
      DomainName: resolve(stacks.app.api.domainName),
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
      OriginCustomHeaders: [{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: resolve(stacks.app.website.originVerifySecret) }],
    });
    expect(JSON.stringify(resolve(stacks.app.website.originVerifySecret))).toContain('{{resolve:secretsmanager:');
    expect(api.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    site.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: VIEWER_IP_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it("tells the API the viewer's address, overwriting one the browser sent", () => {
    type Request = { headers: Record<string, { value: string }> };
    const handler = new Function(`${VIEWER_IP_CODE}\nreturn handler;`)() as (event: { request: Request; viewer: { ip: string } }) => Request;
    const request = handler({ request: { headers: { [VIEWER_IP_HEADER]: { value: '10.0.0.1' }, cookie: { value: 'a=b' } } }, viewer: { ip: '203.0.113.9' } });
    expect(request.headers).toEqual({ [VIEWER_IP_HEADER]: { value: '203.0.113.9' }, cookie: { value: 'a=b' } });
  });

  it('sends HSTS and the CSP of security-headers.ts (Stripe allowed, frame-ancestors none) on every answer', () => {
    const expectedCsp = resolve(contentSecurityPolicy({ contentOrigin: `https://s3.${stacks.app.region}.${stacks.app.urlSuffix}` }));
    site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
          ContentSecurityPolicy: { ContentSecurityPolicy: expectedCsp, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
        CustomHeadersConfig: {
          Items: [{ Header: 'Permissions-Policy', Value: Match.stringLikeRegexp('payment=\\(self "https://js.stripe.com"\\)'), Override: true }],
        },
      }),
    });
    const csp = JSON.stringify(expectedCsp);
    for (const part of [
      "frame-ancestors 'none'",
      "script-src 'self' https://js.stripe.com",
      'frame-src https://js.stripe.com https://hooks.stripe.com https://',
      "media-src 'self' https://",
      'https://s3.',
    ]) {
      expect(csp).toContain(part);
    }
  });

  it('deploys the built web app (hashed assets kept, the rest revalidated and invalidated) and the free resource PDFs', () => {
    const deployments = ofType(siteResources, 'Custom::CDKBucketDeployment').map(([, resource]) => resource.Properties as Record<string, unknown>);
    expect(deployments).toHaveLength(3);
    const webBucket = { Ref: logicalId(stacks.app.website.bucket) };
    const contentBucket = { Ref: logicalId(stacks.app.content.bucket) };
    expect(deployments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          DestinationBucketName: webBucket,
          DestinationBucketKeyPrefix: 'assets/',
          Prune: false,
          SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
        }),
        expect.objectContaining({
          DestinationBucketName: webBucket,
          DistributionPaths: ['/*'],
          Exclude: ['assets/*'],
          SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
        }),
        expect.objectContaining({ DestinationBucketName: contentBucket, Prune: false, RetainOnDelete: true }),
      ]),
    );
  });
});

describe('seeding', () => {
  it("lets the admins' attention page count each event rule's dead letters, and nothing else of SQS", () => {
    const attention = httpFunction('admin/admin/get-attention');
    const queues = [...stacks.app.consumers].map(([rule, route]) => [rule, route.deadLetterQueue] as const);
    expect(queues).toHaveLength(eventRules.length);
    // Each queue is its consumer's domain's, handed to the admin domain's stack through the App stack.
    const seen = (queue: (typeof queues)[number][1], value: unknown) => seenFromTop(Stack.of(queue), value);
    const statement = statementsOf(attention).find((candidate) => actionsOf(candidate).includes('sqs:GetQueueAttributes'));
    expect(statement?.Resource).toEqual(queues.map(([, queue]) => seen(queue, { 'Fn::GetAtt': [logicalId(queue), 'Arn'] })));
    const named = JSON.stringify(envOf(attention).DEAD_LETTER_QUEUES);
    for (const [rule, queue] of queues) {
      expect(named).toContain(`\\"${rule}\\":\\"`);
      expect(named).toContain(JSON.stringify(seen(queue, { Ref: logicalId(queue) })));
    }
  });

  it('checks mentor links on prod deploys only (dev keeps its sample mentors)', () => {
    site.resourceCountIs('Custom::MentorLinksCheck', 0);
  });

  it("adds the seed discount codes through a custom resource that runs the local seed's repository code", () => {
    site.hasResourceProperties('Custom::SeedDiscountCodes', { codes: seedDiscounts.map((discount) => discount.code).sort() });
    site.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('seed discount codes'), Runtime: 'nodejs24.x' });
  });
});

describe('outputs', () => {
  it('names the site, the API and the webhook URLs to register', () => {
    const outputs = site.toJSON().Outputs as Record<string, { Value: unknown }>;
    const siteUrl = resolve(stacks.app.website.siteUrl) as { 'Fn::Join': [string, unknown[]] };
    const joined = (suffix: string) => ({ 'Fn::Join': ['', [...siteUrl['Fn::Join'][1], suffix]] });
    expect(outputs.SiteUrl?.Value).toEqual(siteUrl);
    expect(outputs.ApiUrl?.Value).toEqual(joined('/api'));
    expect(outputs.StripeWebhookUrl?.Value).toEqual(joined('/api/webhooks/stripe'));
    expect(outputs.CalendlyWebhookUrl?.Value).toEqual(joined('/api/webhooks/calendly'));
  });
});

describe('validation', () => {
  it('produces templates that CloudFormation Validate (bundled with aws-cdk-lib) finds no error in', () => {
    // aws-cdk-lib's own copy, which it validates every synth with.
    const requireFromCdk = createRequire(createRequire(import.meta.url).resolve('aws-cdk-lib'));
    const validate = requireFromCdk('@aws/cloudformation-validate') as {
      CompositeEngine: new () => {
        validateTemplate(template: unknown): { diagnostics: { severity: string; ruleId: string; message: string }[] };
        free(): void;
      };
      TemplateContent: new (content: string, name?: string) => unknown;
    };
    const engine = new validate.CompositeEngine();
    try {
      // The App stack's nested stacks too: each domain's functions, rules, schedules and queues.
      for (const template of [data, site, ...[...stacks.app.domains.values()].map((domain) => Template.fromStack(domain))]) {
        const report = engine.validateTemplate(new validate.TemplateContent(JSON.stringify(template.toJSON()), 'template.json'));
        const errors = report.diagnostics.filter((diagnostic) => ['ERROR', 'FATAL'].includes(diagnostic.severity.toUpperCase()));
        expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([]);
      }
    } finally {
      engine.free();
    }
  });

  it('acknowledges every cdk-nag AwsSolutions finding with a real reason, and acknowledges nothing that is not found', () => {
    const { findings, unacknowledged, unused, acknowledgements } = nagAudit(herway.app);
    expect(findings.length).toBeGreaterThan(0);
    expect(unacknowledged).toEqual([]);
    expect(unused).toEqual([]);
    for (const ack of acknowledgements) expect(ack.reason.length, `${ack.at}: ${ack.id}`).toBeGreaterThan(60);
  });
});
