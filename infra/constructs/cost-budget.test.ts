import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { describe, expect, it, vi } from 'vitest';
import { logicalId } from '../testing/synth-herway';
import { CostBudget } from './cost-budget';

// Synthesizing takes seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

function budgetStack(monthlyUsd: number) {
  const stack = new Stack(new App(), 'Prod');
  const topic = new Topic(stack, 'Alarms', { enforceSSL: true });
  const budget = new CostBudget(stack, 'Budget', { stage: 'prod', monthlyUsd, topic });
  return { template: Template.fromStack(stack), topic, budget };
}

describe('the cost budget', () => {
  it("alerts the alarm topic when the account's month passes 80% and 100% of the budget, and when it is forecast past 100%", () => {
    const { template, topic, budget } = budgetStack(10);
    const resource = template.toJSON().Resources[logicalId(budget.budget)];
    const toTopic = [{ SubscriptionType: 'SNS', Address: { Ref: logicalId(topic) } }];
    const alert = (type: string, percent: number) => ({
      Notification: { NotificationType: type, ComparisonOperator: 'GREATER_THAN', Threshold: percent, ThresholdType: 'PERCENTAGE' },
      Subscribers: toTopic,
    });
    expect(resource.Properties).toEqual({
      Budget: { BudgetName: 'herway-prod-monthly-cost', BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 10, Unit: 'USD' } },
      NotificationsWithSubscribers: [alert('ACTUAL', 80), alert('ACTUAL', 100), alert('FORECASTED', 100)],
    });
    // Every service and stage of the account counts: no filter.
    expect(JSON.stringify(resource.Properties)).not.toContain('CostFilters');
  });

  it("lets AWS Budgets publish to the topic, for this account's budgets only, before the budget exists", () => {
    const { template, topic, budget } = budgetStack(10);
    const [[policyId, policy] = []] = Object.entries(template.findResources('AWS::SNS::TopicPolicy'));
    const statements = (policy?.Properties as { PolicyDocument: { Statement: Record<string, unknown>[] } }).PolicyDocument.Statement;
    expect(statements).toContainEqual({
      Sid: 'AwsBudgetsPublish',
      Effect: 'Allow',
      Principal: { Service: 'budgets.amazonaws.com' },
      Action: 'sns:Publish',
      Resource: { Ref: logicalId(topic) },
      Condition: {
        StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
        ArnLike: { 'aws:SourceArn': { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':budgets::', { Ref: 'AWS::AccountId' }, ':*']] } },
      },
    });
    expect(template.toJSON().Resources[logicalId(budget.budget)].DependsOn).toContain(policyId);
  });

  it('refuses a budget that is not a positive amount', () => {
    expect(() => budgetStack(0)).toThrow(/positive amount/);
  });
});
