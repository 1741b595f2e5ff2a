import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AlarmStatusWidget, Dashboard, GraphWidget, LogQueryVisualizationType, LogQueryWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { IAlarm, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { MetricName } from '@herway/functions/kernel/metric-names';

export interface DashboardProps {
  readonly stage: string;
  readonly api: HttpApi;
  readonly accessLogs: ILogGroup;
  readonly metric: (name: MetricName, statistic: string, period: Duration, dimensions?: Readonly<Record<string, string>>) => Metric;
  readonly deadLetterQueues: readonly { readonly name: string; readonly queue: IQueue }[];
  readonly alarms: readonly IAlarm[];
}

const FIVE_MINUTES = Duration.minutes(5);
const HOUR = Duration.hours(1);

/**
 * The stage's CloudWatch dashboard `herway-<stage>`: the alarms first, then the API (traffic,
 * errors, latency, errors by route), money and bookings (HerWay's own metrics) and the plumbing
 * (dead letters, Lambda throttles and errors). docs/observability.md reads it top to bottom.
 */
export function monitoringDashboard(scope: Construct, id: string, props: DashboardProps): Dashboard {
  const { api, metric, stage } = props;
  const graph = (title: string, left: Metric[], width = 8) => new GraphWidget({ title, left, width, height: 6 });
  const dashboard = new Dashboard(scope, id, { dashboardName: `herway-${stage}`, defaultInterval: Duration.days(1) });
  dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 24, height: 4 }));
  dashboard.addWidgets(
    graph('API requests and errors', [
      api.metricCount({ statistic: 'Sum', period: FIVE_MINUTES, label: 'requests' }),
      api.metricClientError({ statistic: 'Sum', period: FIVE_MINUTES, label: '4xx' }),
      api.metricServerError({ statistic: 'Sum', period: FIVE_MINUTES, label: '5xx' }),
    ]),
    graph('API latency (ms)', [
      api.metricLatency({ statistic: 'p50', period: FIVE_MINUTES, label: 'p50' }),
      api.metricLatency({ statistic: 'p99', period: FIVE_MINUTES, label: 'p99' }),
    ]),
    // Every request's route and status are in the API's access log: no metric per route to pay for.
    new LogQueryWidget({
      title: '4xx and 5xx by route (API access log)',
      logGroupNames: [props.accessLogs.logGroupName],
      queryLines: ['filter status like /^[45]/', 'stats count(*) as answers by routeKey, status', 'sort answers desc', 'limit 20'],
      view: LogQueryVisualizationType.TABLE,
      width: 8,
      height: 6,
    }),
  );
  dashboard.addWidgets(
    graph('Handler replies 4xx and 5xx (HerWay metrics)', [metric('Http4xx', 'Sum', FIVE_MINUTES), metric('Http5xx', 'Sum', FIVE_MINUTES)]),
    graph('Payments', [metric('PaymentsSucceeded', 'Sum', HOUR), metric('PaymentsFailed', 'Sum', HOUR)]),
    graph('Fulfilment latency (ms, from Stripe’s event)', [metric('FulfilmentLatency', 'p50', HOUR), metric('FulfilmentLatency', 'p99', HOUR)]),
  );
  dashboard.addWidgets(
    graph('Bookings', [metric('BookingsCreated', 'Sum', HOUR), metric('BookingsCanceled', 'Sum', HOUR)]),
    graph(
      'Dead letters',
      props.deadLetterQueues.map(({ name, queue }) =>
        queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES, label: name }),
      ),
    ),
    graph('Lambda throttles, errors; reconciliation fixes', [
      LambdaFunction.metricAllThrottles({ statistic: 'Sum', period: FIVE_MINUTES, label: 'throttles' }),
      LambdaFunction.metricAllErrors({ statistic: 'Sum', period: FIVE_MINUTES, label: 'errors' }),
      metric('ReconciliationFixes', 'Sum', HOUR),
    ]),
  );
  return dashboard;
}
