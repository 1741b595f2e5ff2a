import { describe, expect, it } from 'vitest';
import { inventoryOf, invocationsPerMonth } from './template-resources';
import type { StackTemplate } from './template-resources';

/** A tiny app: a consumer, a job, a reminder target, a deploy-time function; an API function and another consumer in a domain's nested stack. */
const fakeTemplates: StackTemplate[] = [
  {
    stack: 'App',
    resources: {
      Consumer: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 1024, Architectures: ['arm64'] } },
      ConsumerPermission: {
        Type: 'AWS::Lambda::Permission',
        Properties: { Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': ['Consumer', 'Arn'] } },
      },
      Job: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 512, Architectures: ['arm64'] } },
      JobSchedule: {
        Type: 'AWS::Scheduler::Schedule',
        Properties: { ScheduleExpression: 'cron(0/10 * * * ? *)', Target: { Arn: { 'Fn::GetAtt': ['Job', 'Arn'] } } },
      },
      Reminder: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 256 } },
      SchedulerRole: {
        Type: 'AWS::IAM::Role',
        Properties: { AssumeRolePolicyDocument: { Statement: [{ Principal: { Service: 'scheduler.amazonaws.com' } }] } },
      },
      SchedulerPolicy: {
        Type: 'AWS::IAM::Policy',
        Properties: {
          Roles: [{ Ref: 'SchedulerRole' }],
          PolicyDocument: { Statement: [{ Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': ['Reminder', 'Arn'] } }] },
        },
      },
      // The API's route is the App stack's: its permission names the handler through the domain stack's output.
      HandlerPermission: {
        Type: 'AWS::Lambda::Permission',
        Properties: { Principal: 'apigateway.amazonaws.com', FunctionName: { 'Fn::GetAtt': ['PaymentsDomainStack', 'Outputs.HandlerArn'] } },
      },
      PaymentsDomainStack: { Type: 'AWS::CloudFormation::Stack', Properties: {} },
      Deployer: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 128 } },
      Seed: { Type: 'Custom::Seed', Properties: { ServiceToken: { 'Fn::GetAtt': ['Deployer', 'Arn'] } } },
      Acl: { Type: 'AWS::WAFv2::WebACL', Properties: { Rules: [{ Name: 'a' }, { Name: 'b' }] } },
      Table: {
        Type: 'AWS::DynamoDB::Table',
        Properties: { BillingMode: 'PAY_PER_REQUEST', PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
      },
      Pool: { Type: 'AWS::Cognito::UserPool', Properties: { UserPoolTier: 'PLUS' } },
      Logs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 180 } },
      Record: { Type: 'AWS::Route53::RecordSet', Properties: { HostedZoneId: 'Z1' } },
      OtherRecord: { Type: 'AWS::Route53::RecordSet', Properties: { HostedZoneId: 'Z1' } },
      Budget: { Type: 'AWS::Budgets::Budget', Properties: { Budget: { BudgetType: 'COST' } } },
      Env: { Type: 'AWS::Lambda::Function', Properties: { Environment: { Variables: { KEY: '{{resolve:secretsmanager:app/stripe:SecretString:key::}}' } } } },
    },
  },
  {
    stack: 'App/PaymentsDomain',
    nestedAs: { parent: 'App', logicalId: 'PaymentsDomainStack' },
    outputs: { HandlerArn: { Value: { 'Fn::GetAtt': ['Handler', 'Arn'] } } },
    resources: {
      Handler: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 1024, Architectures: ['arm64'], TracingConfig: { Mode: 'Active' } } },
      DomainConsumer: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 1024, Architectures: ['arm64'] } },
      DomainConsumerPermission: {
        Type: 'AWS::Lambda::Permission',
        Properties: { Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': ['DomainConsumer', 'Arn'] } },
      },
      Dashboard: { Type: 'AWS::CloudWatch::Dashboard', Properties: {} },
      DepthAlarm: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'ApproximateNumberOfMessagesVisible' } },
      RateAlarm: {
        Type: 'AWS::CloudWatch::Alarm',
        Properties: {
          Metrics: [
            { Id: 'rate', Expression: '100 * errors / requests' },
            { Id: 'errors', MetricStat: {} },
            { Id: 'requests', MetricStat: {} },
          ],
        },
      },
    },
  },
];

describe('the inventory of a template', () => {
  const inventory = inventoryOf(fakeTemplates);

  it('tells each function by what invokes it, with its memory and architecture', () => {
    const roles = Object.fromEntries(inventory.lambdas.map((fn) => [fn.id, fn.role]));
    expect(roles).toEqual({
      Consumer: 'consumer',
      Job: 'job',
      Reminder: 'runtime-schedule',
      Deployer: 'deploy',
      Env: 'unclassified',
      Handler: 'api',
      DomainConsumer: 'consumer',
    });
    expect(inventory.lambdas.find((fn) => fn.id === 'Job')).toEqual({ id: 'Job', memoryMb: 512, arch: 'arm64', role: 'job', traced: false });
    expect(inventory.lambdas.filter((fn) => fn.traced).map((fn) => fn.id)).toEqual(['Handler']);
    expect(inventory.dashboards).toBe(1);
    expect(inventory.lambdas.find((fn) => fn.id === 'Reminder')?.arch).toBe('x86_64');
  });

  it('reads what invokes a function in its own template: the same logical id in two stacks is two functions', () => {
    const permitted = (stack: string, principal: string): StackTemplate => ({
      stack,
      resources: {
        Fn: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 1024 } },
        FnPermission: { Type: 'AWS::Lambda::Permission', Properties: { Principal: principal, FunctionName: { 'Fn::GetAtt': ['Fn', 'Arn'] } } },
      },
    });
    const twoStacks = inventoryOf([permitted('App/AccountsDomain', 'apigateway.amazonaws.com'), permitted('App/MailDomain', 'events.amazonaws.com')]);
    expect(twoStacks.lambdas.map((fn) => fn.role)).toEqual(['api', 'consumer']);
  });

  it('counts rules, billing mode, retention, plan, zones, alarm metrics and the secrets the functions name', () => {
    expect(inventory.webAcls).toEqual([{ rules: 2 }]);
    expect(inventory.tables).toEqual([{ onDemand: true, pitr: true, indexes: 0 }]);
    expect(inventory.logGroups).toEqual([{ retentionDays: 180 }]);
    expect(inventory.userPools).toEqual([{ tier: 'PLUS' }]);
    expect(inventory.hostedZones).toBe(1);
    expect(inventory.budgets).toBe(1);
    // A metric-math alarm is billed for each metric it reads, not for its expression.
    expect([inventory.alarms, inventory.alarmMetrics]).toEqual([2, 3]);
    expect(inventory.externalSecrets).toEqual(['app/stripe']);
    expect(inventory.scheduleInvocationsPerMonth).toEqual([4320]);
  });

  it('lists the types it knows neither a price nor a reason to be free for', () => {
    expect(inventory.unknownTypes).toEqual(['Custom::Seed']);
  });
});

describe('invocations a month of a schedule expression', () => {
  it('counts rates and daily-or-more-often crons over 30 days', () => {
    expect(invocationsPerMonth('rate(5 minutes)')).toBe(8640);
    expect(invocationsPerMonth('rate(1 hour)')).toBe(720);
    expect(invocationsPerMonth('cron(15 7 * * ? *)')).toBe(30);
    expect(invocationsPerMonth('cron(0/10 * * * ? *)')).toBe(4320);
    expect(invocationsPerMonth('cron(0 8,20 * * ? *)')).toBe(60);
  });

  it('refuses an expression it cannot count rather than guess', () => {
    expect(() => invocationsPerMonth('cron(0 8 ? * MON *)')).toThrow(/not a daily-or-more-often expression/);
  });
});
