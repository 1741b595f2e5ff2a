import { describe, expect, it, vi } from 'vitest';
import { LAUNCH_BUDGET_USD, judgedTotal } from './model';
import { DEV_CONTEXT, accountBills, prodTemplates, stageTemplates } from './run';
import { PRICED_TYPES, inventoryOf } from './template-resources';
import type { Inventory } from './template-resources';

// Synthesizing the prod stage takes seconds, more on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const templates = prodTemplates();
const inventory = inventoryOf(templates);
const dev = inventoryOf(stageTemplates(DEV_CONTEXT));

describe('the cost model against the synthesized prod templates', () => {
  it('knows every resource type in them: a new type needs a price or a reason to be free', () => {
    expect(inventory.unknownTypes).toEqual([]);
    expect(dev.unknownTypes).toEqual([]);
  });

  it('knows what invokes every function, so each gets its traffic', () => {
    expect(inventory.lambdas.filter((fn) => fn.role === 'unclassified').map((fn) => fn.id)).toEqual([]);
    expect(inventory.lambdas.filter((fn) => fn.role === 'api').length).toBeGreaterThan(40);
  });

  it('counts every priced resource the templates hold, so each reaches a line of the bill', () => {
    const counted: Record<string, (inv: Inventory) => number> = {
      'AWS::Lambda::Function': (inv) => inv.lambdas.length,
      'AWS::ApiGatewayV2::Api': (inv) => inv.httpApis,
      'AWS::CloudFront::Distribution': (inv) => inv.distributions,
      'AWS::CloudFront::Function': (inv) => inv.cloudfrontFunctions,
      'AWS::WAFv2::WebACL': (inv) => inv.webAcls.length,
      'AWS::DynamoDB::Table': (inv) => inv.tables.length,
      'AWS::S3::Bucket': (inv) => inv.buckets,
      'AWS::SecretsManager::Secret': (inv) => inv.secrets,
      'AWS::SQS::Queue': (inv) => inv.queues,
      'AWS::Events::EventBus': (inv) => inv.eventBuses,
      'AWS::Scheduler::Schedule': (inv) => inv.scheduleInvocationsPerMonth.length,
      'AWS::Scheduler::ScheduleGroup': (inv) => inv.scheduleGroups,
      'AWS::CloudWatch::Alarm': (inv) => inv.alarms,
      'AWS::CloudWatch::Dashboard': (inv) => inv.dashboards,
      'AWS::Logs::LogGroup': (inv) => inv.logGroups.length,
      'AWS::Cognito::UserPool': (inv) => inv.userPools.length,
      'AWS::SES::EmailIdentity': (inv) => inv.sesIdentities,
      'AWS::SNS::Topic': (inv) => inv.snsTopics,
      'AWS::Route53::RecordSet': (inv) => inv.hostedZones,
      'AWS::Budgets::Budget': (inv) => inv.budgets,
    };
    expect(Object.keys(counted).sort()).toEqual(Object.keys(PRICED_TYPES).sort());
    const present = new Set(templates.flatMap((template) => Object.values(template.resources).map((resource) => resource.Type)));
    for (const type of Object.keys(PRICED_TYPES).filter((candidate) => present.has(candidate)))
      expect([type, counted[type]?.(inventory)]).not.toEqual([type, 0]);
  });

  it('holds the AWS Budgets budget that watches the launch cost goal in the account', () => {
    const budgets = templates.flatMap((template) => Object.values(template.resources).filter((resource) => resource.Type === 'AWS::Budgets::Budget'));
    expect(budgets.map((budget) => (budget.Properties?.Budget as { BudgetLimit: unknown }).BudgetLimit)).toEqual([{ Amount: LAUNCH_BUDGET_USD, Unit: 'USD' }]);
    expect(dev.budgets).toBe(0);
  });

  it(`keeps the account's launch month (prod at 5k visits and 50 orders, dev idle, always-free tier) within the launch budget of $${LAUNCH_BUDGET_USD}`, () => {
    const [launch] = accountBills(inventory, [dev]);
    expect(launch && judgedTotal(launch)).toBeLessThanOrEqual(LAUNCH_BUDGET_USD);
  });
});
