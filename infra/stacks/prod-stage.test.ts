import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { eventRules } from '@herway/events/catalog';
import { describe, expect, it, vi } from 'vitest';
import { ALARM_THRESHOLDS } from '../constructs/monitoring';
import { API_PATH_RATE_LIMIT } from '../constructs/web-firewall';
import { scheduledJobs } from '../domains/access-map';
import { logicalId, nagAudit, resolveNested, resourcesWithNested, stackResources, statementsOfRole, synthHerWay } from '../testing/synth-herway';
import type { Resources } from '../testing/synth-herway';

// Synthesizing, validating and bundling the app takes seconds, more on a busy 2-core CI machine:
// a generous limit guards against a hang without failing a slow but healthy run.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// The prod stage differs from dev in what protects data and users; everything else is shared.
const { app, assembly, stacks, data, site } = synthHerWay({
  stage: 'prod',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  hostedZoneId: 'Z0123456789',
  alarmEmail: 'ops@herway.com',
});

const ofType = (type: string) => Object.entries(site.toJSON().Resources as Resources).filter(([, resource]) => resource.Type === type);
const pathStartsWith = (path: string) => ({
  ByteMatchStatement: {
    FieldToMatch: { UriPath: {} },
    PositionalConstraint: 'STARTS_WITH',
    SearchString: path,
    TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
  },
});

describe('the prod stage', () => {
  it('serves https://herway.com with its certificate and TLS 1.2 at least, and points the zone at CloudFront', () => {
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['herway.com'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    for (const type of ['A', 'AAAA']) site.hasResourceProperties('AWS::Route53::RecordSet', { Name: 'herway.com.', Type: type, HostedZoneId: 'Z0123456789' });
    const functions = [...stacks.app.api.functions.values()];
    for (const fn of functions) {
      const env = resolveNested(fn, stackResources(fn)[logicalId(fn.function)]?.Properties?.Environment) as { Variables: Record<string, unknown> };
      expect(env.Variables.SITE_ORIGIN).toBe('https://herway.com');
    }
  });

  it('names support@herway.com in the e-mails and on every page it deploys', () => {
    for (const fn of stacks.app.api.functions.values()) {
      const env = resolveNested(fn, stackResources(fn)[logicalId(fn.function)]?.Properties?.Environment) as { Variables: Record<string, unknown> };
      expect(env.Variables.SUPPORT_EMAIL).toBe('support@herway.com');
    }
    const deployedPages = readdirSync(assembly.directory, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.html'));
    expect(deployedPages).toHaveLength(1);
    const shell = readFileSync(path.join(assembly.directory, deployedPages[0]!), 'utf8');
    expect(shell).toContain('content="support@herway.com"');
    expect(shell).not.toContain('herway.local');
  });

  it('keeps the data: retained table, pool and buckets, deletion protection, termination protection', () => {
    expect(stacks.data.terminationProtection).toBe(true);
    data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ DeletionProtectionEnabled: true }) });
    data.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }) });
    for (const bucket of [stacks.app.content.bucket, stacks.app.website.bucket, stacks.app.accessLogs.bucket]) {
      expect((site.toJSON().Resources as Resources)[logicalId(bucket)]?.DeletionPolicy).toBe('Retain');
    }
  });

  it('sends Cognito e-mail through SES from the sender domain, with DKIM records in the zone', () => {
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: 'HerWay <hello@herway.com>' }),
    });
    data.resourceCountIs('AWS::Route53::RecordSet', 3);
  });

  it('seeds none of the sample discount codes and answers /discount-demo with a 404 at the edge', () => {
    site.resourceCountIs('Custom::SeedDiscountCodes', 0);
    const [, spa] =
      Object.entries(site.toJSON().Resources as Resources).find(
        ([, resource]) => resource.Type === 'AWS::CloudFront::Function' && String(resource.Properties?.FunctionCode).includes('prerendered'),
      ) ?? [];
    const handler = new Function(`${String(spa?.Properties?.FunctionCode)}\nreturn handler;`)() as (event: { request: { uri: string } }) => {
      statusCode?: number;
      uri?: string;
      body?: { data: string };
    };
    for (const uri of ['/discount-demo', '/discount-demo/']) {
      const answer = handler({ request: { uri } });
      expect(answer.statusCode, uri).toBe(404);
      expect(answer.body?.data).toContain('Page not found');
    }
    expect(handler({ request: { uri: '/checkout-demo' } }).uri).toBe('/shells/checkout-demo.html');
    expect(handler({ request: { uri: '/dashboard' } }).uri).toBe('/shells/dashboard.html');
    expect(handler({ request: { uri: '/no-such-page' } }).uri).toBe('/index.html');
  });

  it('grants ses:SendEmail on the sender identity only (out of the SES sandbox)', () => {
    const contact = stacks.app.api.functions.get('contact/submit-contact');
    const statements = statementsOfRole(stackResources(contact?.role ?? stacks.app), logicalId(contact?.role ?? stacks.app));
    const ses = statements.filter((statement) => JSON.stringify(statement.Action).includes('ses:'));
    expect(JSON.stringify(ses)).toContain(':identity/herway.com');
    expect(JSON.stringify(ses)).not.toContain('identity/*');
  });

  it('refuses to go out while a mentor on the site has no real scheduling link: a check run by every release (safe-deploys.test.ts)', () => {
    site.resourceCountIs('Custom::MentorLinksCheck', 1);
    site.hasResourceProperties('Custom::MentorLinksCheck', { stage: 'prod', release: Match.stringLikeRegexp('^[0-9a-f]{64}$') });
  });

  it('e-mails the dead-letter alarms (failed events, job runs and reminders) and the API alarms to the operators', () => {
    site.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@herway.com' });
    // One per dead-letter queue: each event rule's, each scheduled job's (a failed run lands there after its retries)
    // and the session reminders'; and those of monitoring.ts (5xx rate, p99 latency, throttles, reconciliation fixes, SES bounce and complaint rates).
    // The dead-letter alarms sit beside their queues, in the domains' stacks.
    const alarms = resourcesWithNested(stacks.app).filter(({ resource }) => resource.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms).toHaveLength(eventRules.length + scheduledJobs.length + 1 + Object.keys(ALARM_THRESHOLDS).length);
    const topic = { Ref: logicalId(stacks.app.monitoring.topic) };
    for (const { id, resource } of alarms) expect(resource.Properties?.AlarmActions, id).toEqual([topic]);
    site.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmActions: [{ Ref: Match.stringLikeRegexp('^MonitoringAlarms') }] });
  });

  it("e-mails the operators through the alarm topic when the account's month passes 80% or 100% of the $10 launch goal, or is forecast past it", () => {
    const topic = { Ref: logicalId(stacks.app.monitoring.topic) };
    site.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 10, Unit: 'USD' } }),
      NotificationsWithSubscribers: [80, 100, 100].map((threshold) =>
        Match.objectLike({ Notification: Match.objectLike({ Threshold: threshold }), Subscribers: [{ SubscriptionType: 'SNS', Address: topic }] }),
      ),
    });
    site.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [topic],
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'budgets.amazonaws.com' }, Action: 'sns:Publish' })]),
      }),
    });
  });

  it("acknowledges the pool's password and MFA findings with what really guards sign-in on Essentials, which has no threat protection", () => {
    const reasons = nagAudit(app)
      .acknowledgements.filter((ack) => ack.id === 'AwsSolutions-COG1' || ack.id === 'AwsSolutions-COG2')
      .map((ack) => ack.reason);
    expect(reasons).toHaveLength(2);
    for (const reason of reasons) {
      expect(reason).toMatch(/Essentials( plan)?, without threat protection/);
      expect(reason).not.toMatch(/full.function|threat protection (in|guards)/i);
      for (const guard of ['per account and per network', 'common', 'WAF']) expect(reason).toContain(guard);
    }
    expect(reasons[1]).toContain('TOTP');
  });

  it('needs only acknowledgements that apply to it (with its own certificate, no CFR4; with its web ACL, no CFR2)', () => {
    const audit = nagAudit(app);
    expect(audit.unacknowledged).toEqual([]);
    expect(audit.unused).toEqual([]);
    expect(audit.findings.map((finding) => finding.rule)).not.toContain('AwsSolutions-CFR4');
    expect(audit.findings.map((finding) => finding.rule)).not.toContain('AwsSolutions-CFR2');
  });

  it('puts a CloudFront web ACL in front of the site, in us-east-1: one rate rule per client address and API path (429 + Retry-After), webhooks exempt', () => {
    const firewall = stacks.app.website.firewall;
    expect(firewall).toBeDefined();
    const [[aclId, acl] = [], ...others] = ofType('AWS::WAFv2::WebACL');
    expect(others).toEqual([]);
    expect(acl?.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect((acl as { Condition?: string }).Condition).toBe(logicalId(firewall!.inUsEast1));
    expect(acl?.Properties?.Rules).toEqual([
      {
        Name: 'rate-per-address-and-path',
        Priority: 0,
        Action: {
          Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rate-limited', ResponseHeaders: [{ Name: 'Retry-After', Value: '300' }] } },
        },
        Statement: {
          RateBasedStatement: {
            Limit: API_PATH_RATE_LIMIT,
            EvaluationWindowSec: 300,
            AggregateKeyType: 'CUSTOM_KEYS',
            CustomKeys: [{ IP: {} }, { UriPath: { TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }] } }],
            ScopeDownStatement: {
              AndStatement: {
                Statements: [pathStartsWith('/api/'), { NotStatement: { Statement: pathStartsWith('/api/webhooks/') } }],
              },
            },
          },
        },
        VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true, MetricName: 'herway-prod-rate-per-address-and-path' },
      },
    ]);
    expect(API_PATH_RATE_LIMIT).toBe(100);
    const distribution = ofType('AWS::CloudFront::Distribution')[0]?.[1];
    expect(JSON.stringify(distribution?.Properties)).toContain(
      JSON.stringify({ 'Fn::If': [logicalId(firewall!.inUsEast1), { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }] }),
    );
  });
});
