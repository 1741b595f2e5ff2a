import { Aws } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** When the budget e-mails: spent past 80% and 100% of it, and forecast past 100% before the month is out. */
export const BUDGET_ALERTS = [
  { type: 'ACTUAL', percent: 80 },
  { type: 'ACTUAL', percent: 100 },
  { type: 'FORECASTED', percent: 100 },
] as const;

export interface CostBudgetProps {
  readonly stage: string;
  /** The month's budget in US dollars (stage setting monthlyBudgetUsd). */
  readonly monthlyUsd: number;
  /** The stage's alarm topic (constructs/monitoring.ts): the alerts go where the alarms go. */
  readonly topic: ITopic;
}

/**
 * An AWS Budgets cost budget over the whole account's month (every service, every stage in it:
 * what the launch cost goal is judged on, docs/cost.md), notifying the alarm topic. A budget
 * without actions costs nothing. The topic lets AWS Budgets publish, for this account's budgets only.
 */
export class CostBudget extends Construct {
  readonly budget: CfnBudget;

  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);
    if (!(props.monthlyUsd > 0)) throw new Error(`A monthly budget must be a positive amount of dollars, not ${props.monthlyUsd}`);
    const publish = props.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AwsBudgetsPublish',
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [props.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:budgets::${Aws.ACCOUNT_ID}:*` },
        },
      }),
    );
    this.budget = new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `herway-${props.stage}-monthly-cost`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: BUDGET_ALERTS.map((alert) => ({
        notification: { notificationType: alert.type, comparisonOperator: 'GREATER_THAN', threshold: alert.percent, thresholdType: 'PERCENTAGE' },
        subscribers: [{ subscriptionType: 'SNS', address: props.topic.topicArn }],
      })),
    });
    // The permission first, so the budget can alert from its first check.
    if (publish.policyDependable) this.budget.node.addDependency(publish.policyDependable);
  }
}
