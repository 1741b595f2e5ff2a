import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { eventRules } from '@herway/events/catalog';
import { routes } from '@herway/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { handlerAccess } from '../domains/access-map';
import type { LambdaAccess } from '../domains/lambda-access';
import type { HerwayFunction } from '../constructs/herway-function';
import { MailSender } from '../constructs/mail-sender';
import { ALARM_THRESHOLDS } from '../constructs/monitoring';
import { actionsOf, logicalId, resolveNested, resourcesWithNested, stackResources, statementsOfRole, synthHerWay } from '../testing/synth-herway';

// E-mail that AWS will not suspend (docs/email.md): the configuration set, SES's bounces and
// complaints to their consumer, every sender through the set, the reputation alarms. On prod: it
// has alarms and sends Cognito's e-mails through SES.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const { stacks, data, site } = synthHerWay({
  stage: 'prod',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  hostedZoneId: 'Z0123456789',
  alarmEmail: 'ops@herway.com',
});
const configurationSetArn = {
  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':configuration-set/herway-prod']],
};

const envOf = (fn: HerwayFunction) =>
  (resolveNested(fn, stackResources(fn)[logicalId(fn.function)]?.Properties) as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables;
const statementsOf = (fn: HerwayFunction) => resolveNested(fn, statementsOfRole(stackResources(fn), logicalId(fn.role))) as ReturnType<typeof statementsOfRole>;
const httpFunction = (handler: (typeof routes)[number]['handler']) => stacks.app.api.functions.get(handler) as HerwayFunction;

describe('the configuration set', () => {
  it('has reputation metrics, suppresses bounces and complaints, and is kept with the data (but not after a failed first deploy)', () => {
    data.hasResource('AWS::SES::ConfigurationSet', {
      Properties: {
        Name: 'herway-prod',
        ReputationOptions: { ReputationMetricsEnabled: true },
        SendingOptions: { SendingEnabled: true },
        SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      },
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it("publishes bounces and complaints to the account's default bus", () => {
    data.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: logicalId(stacks.data.mail.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        EventBridgeDestination: {
          EventBusArn: {
            'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':events:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':event-bus/default']],
          },
        },
      },
    });
  });

  it("sends Cognito's e-mails (reset codes) through it too", () => {
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', ConfigurationSet: 'herway-prod', From: 'HerWay <hello@herway.com>' }),
    });
  });

  it('is destroyed with a stage that keeps no data', () => {
    const stack = new Stack(new App(), 'Mail');
    new MailSender(stack, 'Mail', { stage: 'dev', retainData: false, domain: 'dev.herway.com', sandbox: true });
    Template.fromStack(stack).hasResource('AWS::SES::ConfigurationSet', { Properties: { Name: 'herway-dev' }, DeletionPolicy: 'Delete' });
  });
});

describe('every send', () => {
  const senders = () =>
    routes.filter((route) => (handlerAccess[route.handler] as LambdaAccess).mail).map((route) => [route.handler, httpFunction(route.handler)] as const);

  it('names the configuration set (SES_CONFIGURATION_SET) and may send through it, and only the functions that mail know it', () => {
    const mailing = [
      ...senders(),
      ['on-payment-succeeded', stacks.app.consumers.get('payment-succeeded')?.consumer as HerwayFunction] as const,
      ['send-session-message', stacks.app.sessionMessages.fn] as const,
      ...[...stacks.app.jobs.values()].filter(({ job }) => (job.access as LambdaAccess).mail).map(({ job, fn }) => [job.name, fn] as const),
    ];
    expect(mailing.map(([name]) => name)).toEqual(expect.arrayContaining(['contact/submit-contact', 'on-payment-succeeded', 'announce-course-releases']));
    for (const [name, fn] of mailing) {
      expect(envOf(fn).SES_CONFIGURATION_SET, name).toBe('herway-prod');
      const send = statementsOf(fn).find((statement) => actionsOf(statement).includes('ses:SendEmail'));
      expect(send?.Resource, name).toEqual(expect.arrayContaining([configurationSetArn]));
    }
    expect(envOf(httpFunction('dashboard/get-dashboard')).SES_CONFIGURATION_SET).toBeUndefined();
  });
});

describe("SES's bounces and complaints", () => {
  const route = () => stacks.app.consumers.get('mail-feedback');

  it('reach on-mail-feedback from a rule on the default bus, retried and dead-lettered like every consumer', () => {
    const feedback = route();
    expect(feedback?.consumer.entry.name).toBe('events/on-mail-feedback');
    const queueArn = { 'Fn::GetAtt': [logicalId(feedback?.deadLetterQueue as never), 'Arn'] };
    // The rule, its consumer, its queue and the queue's alarm are in the mail domain's stack.
    const mailDomain = Template.fromStack(Stack.of(feedback?.consumer as HerwayFunction));
    mailDomain.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: 'default',
      EventPattern: { source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complaint Received'] },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(feedback?.consumer.function as never), 'Arn'] },
          DeadLetterConfig: { Arn: queueArn },
          RetryPolicy: { MaximumRetryAttempts: 20, MaximumEventAgeInSeconds: 86400 },
        }),
      ],
    });
    mailDomain.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(feedback?.deadLetterQueue as never), 'QueueName'] } }],
    });
    // Every other rule stays on the HerWay bus.
    const onDefault = resourcesWithNested(stacks.app).filter(
      ({ resource }) => resource.Type === 'AWS::Events::Rule' && resource.Properties?.EventBusName === 'default',
    );
    expect(onDefault).toHaveLength(eventRules.filter((rule) => 'bus' in rule).length);
  });

  it("let the consumer put addresses on SES's suppression list and the address change take them off, and nothing else", () => {
    const suppressionActions = (fn: HerwayFunction) =>
      statementsOf(fn)
        .flatMap(actionsOf)
        .filter((action) => action.includes('Suppressed'));
    expect(suppressionActions(route()?.consumer as HerwayFunction)).toEqual(['ses:PutSuppressedDestination']);
    expect(suppressionActions(httpFunction('accounts/change-email'))).toEqual(['ses:DeleteSuppressedDestination']);
    const others = routes.filter((candidate) => candidate.handler !== 'accounts/change-email').map((candidate) => httpFunction(candidate.handler));
    for (const fn of others) expect(suppressionActions(fn), fn.entry.name).toEqual([]);
  });
});

describe('the reputation alarms', () => {
  it("alarm on the account's SES bounce rate at 4% and complaint rate at 0.08%, well under AWS's 5% and 0.1%, to the alarm topic", () => {
    const topic = { Ref: logicalId(stacks.app.monitoring.topic) };
    for (const [name, metricName, threshold] of [
      ['mail-bounce-rate', 'Reputation.BounceRate', 0.04],
      ['mail-complaint-rate', 'Reputation.ComplaintRate', 0.0008],
    ] as const) {
      expect(ALARM_THRESHOLDS[name]).toBe(threshold);
      site.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `herway-prod-${name}`,
        AlarmDescription: Match.stringLikeRegexp(`docs/email.md, "${name}"`),
        Namespace: 'AWS/SES',
        MetricName: metricName,
        Dimensions: Match.absent(),
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [topic],
      });
    }
  });
});
