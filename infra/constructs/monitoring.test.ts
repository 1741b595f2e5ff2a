import { Match } from 'aws-cdk-lib/assertions';
import { eventRules } from '@herway/events/catalog';
import { routes } from '@herway/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { scheduledJobs } from '../domains/access-map';
import { logicalId, resolveNested, resourcesWithNested, seenFromTop, stackResources, synthHerWay } from '../testing/synth-herway';
import type { Resources } from '../testing/synth-herway';
import { HerwayFunction } from './herway-function';
import { ALARM_THRESHOLDS } from './monitoring';
import type { WatchAlarm } from './monitoring';

// Synthesizing and validating the app takes seconds, more on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// The dev stage with alarms turned on (-c alarms=true) and no alarmEmail: the alarms and their
// topic must exist all the same. Dev as it is deployed by default has none (herway-stacks.test.ts).
const { app, stacks, site } = synthHerWay({ stage: 'dev', alarms: 'true' });
const resources = site.toJSON().Resources as Resources;
const topic = { Ref: logicalId(stacks.app.monitoring.topic) };
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
/** Those of the App stack and of its domains' stacks (where the dead-letter queues and their alarms are), as the App stack gives them. */
const allOfType = (type: string) => resourcesWithNested(stacks.app).filter(({ resource }) => resource.Type === type);

describe('alarms', () => {
  it('exist without an alarm inbox, on an SNS topic that only TLS may publish to (no e-mail subscription then)', () => {
    site.hasResourceProperties('AWS::SNS::Topic', { DisplayName: 'HerWay dev alarms' });
    site.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    expect(ofType('AWS::SNS::Subscription')).toEqual([]);
    site.hasOutput('AlarmTopicArn', { Value: topic });
    const alarms = allOfType('AWS::CloudWatch::Alarm');
    // One per dead-letter queue (event rules, scheduled jobs, session reminders) and the four of monitoring.ts.
    expect(alarms.length).toBe(eventRules.length + scheduledJobs.length + 1 + Object.keys(ALARM_THRESHOLDS).length);
    for (const { id, resource } of alarms) expect(resource.Properties?.AlarmActions, id).toEqual([topic]);
  });

  const named = (name: WatchAlarm, props: Record<string, unknown>) =>
    site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: `herway-dev-${name}`,
      AlarmDescription: Match.stringLikeRegexp(`docs/observability.md, "${name}"`),
      Threshold: ALARM_THRESHOLDS[name],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic],
      ...props,
    });
  const apiId = { Ref: logicalId(stacks.app.api.api) };

  it("alarms on the API's 5xx rate: 5% of its answers in 2 of 3 five-minute periods", () => {
    expect(ALARM_THRESHOLDS['api-5xx-rate']).toBe(5);
    const stat = (id: string, metricName: string) =>
      Match.objectLike({
        Id: id,
        MetricStat: {
          Metric: { Namespace: 'AWS/ApiGateway', MetricName: metricName, Dimensions: [{ Name: 'ApiId', Value: apiId }] },
          Period: 300,
          Stat: 'Sum',
        },
        ReturnData: false,
      });
    named('api-5xx-rate', {
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'IF(requests > 0, 100 * errors / requests, 0)' }),
        stat('errors', '5xx'),
        stat('requests', 'Count'),
      ]),
    });
  });

  it("alarms on the API's p99 latency: 2 s for 15 minutes", () => {
    named('api-latency-p99', {
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Dimensions: [{ Name: 'ApiId', Value: apiId }],
      Period: 300,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 3,
    });
    expect(ALARM_THRESHOLDS['api-latency-p99']).toBe(2_000);
  });

  it("alarms on any throttled Lambda invocation of the account's region", () => {
    named('lambda-throttles', { Namespace: 'AWS/Lambda', MetricName: 'Throttles', Statistic: 'Sum', Period: 300, EvaluationPeriods: 1 });
    const throttles = ofType('AWS::CloudWatch::Alarm').find(([, alarm]) => alarm.Properties?.MetricName === 'Throttles');
    expect(throttles?.[1].Properties?.Dimensions).toBeUndefined();
  });

  it('alarms when the reconciliation fulfilled a paid order (its metric, emitted by the job)', () => {
    named('reconciliation-fixes', {
      Namespace: 'HerWay',
      MetricName: 'ReconciliationFixes',
      Dimensions: [
        { Name: 'service', Value: 'herway' },
        { Name: 'stage', Value: 'dev' },
      ],
      Statistic: 'Sum',
      Period: 3600,
    });
  });

  it('alarms on the depth of every dead-letter queue: event rules, scheduled jobs, session reminders', () => {
    // A job or a reminder that fails after Lambda's retries lands in its queue too, so its queue's alarm covers it.
    const { sessionMessages, jobs } = stacks.app;
    for (const { fn, deadLetterQueue } of [...jobs.values(), { fn: sessionMessages.fn, deadLetterQueue: sessionMessages.deadLetterQueue }]) {
      expect(stackResources(fn)[logicalId(fn.function)]?.Properties?.DeadLetterConfig, fn.entry.name).toEqual({
        TargetArn: { 'Fn::GetAtt': [logicalId(deadLetterQueue), 'Arn'] },
      });
    }
    const queues = allOfType('AWS::SQS::Queue');
    expect(queues).toHaveLength(eventRules.length + scheduledJobs.length + 1);
    for (const queue of queues) {
      // Its alarm is beside it, in its domain's stack.
      const alarms = allOfType('AWS::CloudWatch::Alarm').filter((alarm) => alarm.stack === queue.stack);
      expect(
        alarms.map((alarm) => alarm.resource.Properties),
        queue.id,
      ).toContainEqual(
        expect.objectContaining({
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue.id, 'QueueName'] } }],
          Statistic: 'Maximum',
          Threshold: 1,
          AlarmActions: [topic],
        }),
      );
    }
  });
});

describe('the dashboard', () => {
  it('shows every alarm, the API, payments, fulfilment latency, bookings, errors by route and each dead-letter queue', () => {
    const [[, dashboard] = []] = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboard?.Properties?.DashboardName).toBe('herway-dev');
    const body = JSON.stringify(dashboard?.Properties?.DashboardBody);
    // An alarm or queue of a domain's stack is read through the output its stack hands up.
    for (const { stack, id } of allOfType('AWS::CloudWatch::Alarm'))
      expect(body, id).toContain(JSON.stringify(seenFromTop(stack, { 'Fn::GetAtt': [id, 'Arn'] })));
    for (const { stack, id } of allOfType('AWS::SQS::Queue'))
      expect(body, id).toContain(JSON.stringify(seenFromTop(stack, { 'Fn::GetAtt': [id, 'QueueName'] })));
    for (const metric of [
      'PaymentsSucceeded',
      'PaymentsFailed',
      'FulfilmentLatency',
      'BookingsCreated',
      'BookingsCanceled',
      'ReconciliationFixes',
      'Http4xx',
      'Http5xx',
    ]) {
      expect(body).toContain(`\\"HerWay\\",\\"${metric}\\",\\"service\\",\\"herway\\",\\"stage\\",\\"dev\\"`);
    }
    // Errors by route come from the API's access log (its route and status), not from a metric per route.
    expect(body).toContain(`{"Ref":"${logicalId(stacks.app.api.accessLogs)}"}`);
    for (const step of ['filter status like /^[45]/', 'stats count(*) as answers by routeKey, status']) expect(body).toContain(step);
    expect(body).toContain('\\"AWS/ApiGateway\\",\\"Latency\\"');
  });
});

describe('tracing', () => {
  it("traces every HerWay function with X-Ray (active tracing), in the API's nested stacks too", () => {
    const functions = app.node.findAll().filter((construct): construct is HerwayFunction => construct instanceof HerwayFunction);
    // Every route's function, every consumer, every job, the reminder job and the seed.
    expect(functions.length).toBe(new Set(routes.map((route) => route.handler)).size + eventRules.length + scheduledJobs.length + 2);
    for (const fn of functions) {
      const props = resolveNested(fn, stackResources(fn)[logicalId(fn.function)]?.Properties) as Record<string, unknown>;
      expect(props.TracingConfig, fn.entry.name).toEqual({ Mode: 'Active' });
    }
  });
});
