import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IAlarmAction, IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE, METRIC_UNITS } from '@herway/functions/kernel/metric-names';
import type { MetricName } from '@herway/functions/kernel/metric-names';
import { monitoringDashboard } from './monitoring-dashboard';

export interface MonitoringProps {
  readonly stage: string;
  /** Subscribed to the alarm topic by e-mail when set (stage setting alarmEmail). */
  readonly alarmEmail?: string;
  /** Whether the stage has alarms at all (stage setting `alarms`): the topic and dashboard exist either way. */
  readonly alarms: boolean;
}

/** What the alarms and the dashboard watch, once the stack has built it. */
export interface WatchedResources {
  readonly api: HttpApi;
  /** The API's access log: the dashboard counts 4xx and 5xx by route from it. */
  readonly accessLogs: ILogGroup;
  /** Every dead-letter queue, named (event rules, scheduled jobs, session reminders); each has its own alarm. */
  readonly deadLetterQueues: readonly { readonly name: string; readonly queue: IQueue }[];
  /** The alarms other constructs made (the dead-letter queues', on a stage with alarms), for the dashboard's alarm panel. */
  readonly otherAlarms: readonly Alarm[];
}

/** The alarms this construct owns, by the name docs/observability.md gives each. */
export type WatchAlarm = 'api-5xx-rate' | 'api-latency-p99' | 'lambda-throttles' | 'reconciliation-fixes' | 'mail-bounce-rate' | 'mail-complaint-rate';

/** Thresholds, stated once for the alarms, their tests and docs/observability.md. */
export const ALARM_THRESHOLDS: Readonly<Record<WatchAlarm, number>> = {
  /** Percent of API requests answered 5xx, in 2 of 3 five-minute periods. */
  'api-5xx-rate': 5,
  /** p99 of the API's latency in milliseconds, three five-minute periods in a row. */
  'api-latency-p99': 2_000,
  /** Throttled Lambda invocations in the account and region, in five minutes. */
  'lambda-throttles': 1,
  /** Paid orders the daily reconciliation had to fulfil (each an event that was lost). */
  'reconciliation-fixes': 1,
  /** The account's SES bounce rate, a fraction as SES publishes it: 4%, under the 5% at which AWS reviews an account. */
  'mail-bounce-rate': 0.04,
  /** The account's SES complaint rate: 0.08%, under the 0.1% at which AWS reviews an account. */
  'mail-complaint-rate': 0.0008,
};

/** Where the person alarmed reads what an alarm means and what to do. */
const ALARM_DOCS: Partial<Record<WatchAlarm, string>> = { 'mail-bounce-rate': 'docs/email.md', 'mail-complaint-rate': 'docs/email.md' };

const FIVE_MINUTES = Duration.minutes(5);

type Periods = { evaluationPeriods: number; datapointsToAlarm?: number };

/**
 * Observability in AWS: an SNS topic every alarm of the stage notifies (always there;
 * e-mailed when alarmEmail is set), the alarms of docs/observability.md and a CloudWatch
 * dashboard. Made first, so the other constructs' dead-letter alarms can use `alarmAction`;
 * `watch` adds the API, throttle and reconciliation alarms and the dashboard once all exists.
 * A stage without alarms (an idle dev: each alarm metric past the account's free ten costs $0.10
 * a month) keeps the topic and the dashboard, and `alarmAction` is undefined.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  /** The action every alarm of the stage takes; undefined on a stage without alarms. */
  readonly alarmAction: IAlarmAction | undefined;
  readonly alarms = new Map<WatchAlarm, Alarm>();
  private readonly stage: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.stage = props.stage;
    this.topic = new Topic(this, 'Alarms', { displayName: `HerWay ${props.stage} alarms`, enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.alarmAction = props.alarms ? new SnsAction(this.topic) : undefined;
  }

  /** One of HerWay's own metrics (functions/src/kernel/metric-names.ts) of this stage. */
  appMetric(name: MetricName, statistic: string, period: Duration, dimensions: Readonly<Record<string, string>> = {}): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: name,
      dimensionsMap: { service: METRICS_SERVICE, stage: this.stage, ...dimensions },
      statistic,
      period,
      // A timing is shown as two statistics: the label tells them apart.
      ...(METRIC_UNITS[name] === 'Milliseconds' ? { label: `${name} ${statistic}` } : {}),
    });
  }

  watch(resources: WatchedResources): void {
    if (this.alarmAction) {
      this.watchApi(resources.api, this.alarmAction);
      this.watchMail(this.alarmAction);
    }
    monitoringDashboard(this, 'Dashboard', {
      stage: this.stage,
      api: resources.api,
      accessLogs: resources.accessLogs,
      metric: (name, statistic, period, dimensions) => this.appMetric(name, statistic, period, dimensions),
      deadLetterQueues: resources.deadLetterQueues,
      alarms: [...this.alarms.values(), ...resources.otherAlarms],
    });
  }

  /** The alarms of the API, Lambda throttles and the reconciliation. */
  private watchApi(api: HttpApi, action: IAlarmAction): void {
    const alarm = (name: WatchAlarm, metric: IMetric, description: string, periods?: Periods) => this.alarm(name, metric, description, action, periods);
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { errors: api.metricServerError({ statistic: 'Sum' }), requests: api.metricCount({ statistic: 'Sum' }) },
      period: FIVE_MINUTES,
      label: 'API 5xx rate (%)',
    });
    const limits = ALARM_THRESHOLDS;
    alarm('api-5xx-rate', serverErrorRate, `${limits['api-5xx-rate']}% or more of the API's answers were 5xx in 2 of 3 five-minute periods`, {
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
    alarm(
      'api-latency-p99',
      api.metricLatency({ statistic: 'p99', period: FIVE_MINUTES }),
      `the API's p99 latency was ${limits['api-latency-p99']} ms or more for 15 minutes`,
      { evaluationPeriods: 3, datapointsToAlarm: 3 },
    );
    alarm(
      'lambda-throttles',
      LambdaFunction.metricAllThrottles({ statistic: 'Sum', period: FIVE_MINUTES }),
      'Lambda refused invocations for want of concurrency (throttles) within five minutes',
    );
    alarm(
      'reconciliation-fixes',
      this.appMetric('ReconciliationFixes', 'Sum', Duration.hours(1)),
      'the daily reconciliation fulfilled paid orders whose Stripe event was lost',
    );
  }

  /**
   * The account's SES reputation (the configuration set publishes it: mail-sender.ts), well before
   * AWS would review or pause sending: a bounce or complaint suppresses its address, so a rising
   * rate means many at once (a bad list, a broken form) or mail people did not want.
   */
  private watchMail(action: IAlarmAction): void {
    const reputation = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) });
    const percent = (name: WatchAlarm) => `${ALARM_THRESHOLDS[name] * 100}%`;
    this.alarm(
      'mail-bounce-rate',
      reputation('Reputation.BounceRate'),
      `the account's e-mail bounce rate reached ${percent('mail-bounce-rate')} (AWS reviews at 5%)`,
      action,
    );
    this.alarm(
      'mail-complaint-rate',
      reputation('Reputation.ComplaintRate'),
      `the account's e-mail complaint rate reached ${percent('mail-complaint-rate')} (AWS reviews at 0.1%)`,
      action,
    );
  }

  private alarm(name: WatchAlarm, metric: IMetric, description: string, action: IAlarmAction, periods: Periods = { evaluationPeriods: 1 }): void {
    const threshold = ALARM_THRESHOLDS[name];
    const alarm = new Alarm(this, name, {
      alarmName: `herway-${this.stage}-${name}`,
      alarmDescription: `HerWay ${this.stage}: ${description}. What it means and what to do: ${ALARM_DOCS[name] ?? 'docs/observability.md'}, "${name}".`,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...periods,
    });
    alarm.addAlarmAction(action);
    this.alarms.set(name, alarm);
  }
}
