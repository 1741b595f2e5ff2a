import { describe, expect, it } from 'vitest';
import { IDLE_STAGES_LINE, apiRequests, monthlyBill } from './model';
import {
  CLOUDWATCH_PER_ALARM_MONTH,
  CLOUDWATCH_PER_CUSTOM_METRIC_MONTH,
  CLOUDWATCH_PER_DASHBOARD_MONTH,
  COGNITO_PER_MAU,
  LAMBDA_ARM_PER_GB_SECOND,
  LAMBDA_PER_REQUEST,
  SECRET_PER_MONTH,
  WAF_PER_REQUEST,
  WAF_PER_RULE_MONTH,
  WAF_PER_WEB_ACL_MONTH,
  XRAY_PER_TRACE_RECORDED,
} from './prices';
import { inventoryOf } from './template-resources';
import type { Inventory } from './template-resources';
import { ASSUMPTIONS, usageAt } from './traffic';
import type { Usage } from './traffic';

const none = { 'public-read': 0, 'signed-in-read': 0, auth: 0, 'form-write': 0, checkout: 0, webhook: 0, admin: 0 };
const idle: Usage = {
  scale: 1,
  visits: 0,
  orders: 0,
  api: none,
  cdnRequests: 0,
  cdnGbOut: 0,
  busEvents: 0,
  reminders: 0,
  emails: 0,
  mau: 0,
  coldShare: 0,
  tableGb: 0,
  contentGb: 0,
  downloadGbOut: 0,
};
const empty: Inventory = { ...inventoryOf([]), unknownTypes: [] };
const line = (bill: ReturnType<typeof monthlyBill>, service: string) => bill.lines.find((entry) => entry.service === service)?.cost ?? NaN;

describe('the monthly bill', () => {
  it('costs nothing for an empty template and no traffic', () => {
    expect(monthlyBill(empty, idle).total).toBe(0);
  });

  it('charges a web ACL and its rules whatever the traffic, and its requests on top', () => {
    const inventory = { ...empty, webAcls: [{ rules: 7 }] };
    expect(line(monthlyBill(inventory, idle), 'WAF')).toBe(12);
    expect(line(monthlyBill(inventory, { ...idle, cdnRequests: 1e6 }), 'WAF')).toBeCloseTo(12 + 1e6 * WAF_PER_REQUEST, 9);
  });

  it('prices Lambda as GB-seconds of the template memory plus requests, the free tier only when asked', () => {
    const inventory = { ...empty, lambdas: [{ id: 'F', memoryMb: 2048, arch: 'arm64' as const, role: 'consumer' as const, traced: false }] };
    const use = { ...idle, busEvents: 1000 };
    const gbSeconds = (1000 * ASSUMPTIONS.consumer.ms * 2) / 1000;
    expect(line(monthlyBill(inventory, use), 'Lambda')).toBeCloseTo(gbSeconds * LAMBDA_ARM_PER_GB_SECOND + 1000 * LAMBDA_PER_REQUEST, 12);
    expect(line(monthlyBill(inventory, use, { alwaysFree: true }), 'Lambda')).toBe(0);
  });

  it('bills Cognito Plus for every MAU, free tier or not, and counts the named secrets', () => {
    const inventory = { ...empty, userPools: [{ tier: 'PLUS' }], externalSecrets: ['app/stripe'] };
    const use = { ...idle, mau: 100 };
    expect(line(monthlyBill(inventory, use), 'Cognito')).toBeCloseTo(100 * (COGNITO_PER_MAU.PLUS as number), 9);
    expect(line(monthlyBill(inventory, use, { alwaysFree: true }), 'Cognito')).toBeCloseTo(100 * (COGNITO_PER_MAU.PLUS as number), 9);
    expect(line(monthlyBill(inventory, use), 'Secrets Manager')).toBeCloseTo(SECRET_PER_MONTH, 9);
    expect(line(monthlyBill({ ...empty, userPools: [{ tier: 'ESSENTIALS' }] }, use, { alwaysFree: true }), 'Cognito')).toBe(0);
  });

  it('charges alarm metrics (a metric-math alarm pays for each metric it reads) beyond the always-free ten only when the free tier applies', () => {
    const inventory = { ...empty, alarms: 11, alarmMetrics: 12 };
    expect(line(monthlyBill(inventory, idle), 'CloudWatch')).toBeCloseTo(12 * CLOUDWATCH_PER_ALARM_MONTH, 9);
    expect(line(monthlyBill(inventory, idle, { alwaysFree: true }), 'CloudWatch')).toBeCloseTo(2 * CLOUDWATCH_PER_ALARM_MONTH, 9);
  });

  it("bills the account's idle stages beside it: their fixed charges, and the free allowances they use up first", () => {
    const prod = { ...empty, alarms: 8, alarmMetrics: 8, dashboards: 1 };
    const dev = {
      ...empty,
      alarms: 6,
      alarmMetrics: 6,
      dashboards: 1,
      webAcls: [{ rules: 1 }],
      externalSecrets: ['herway/dev/stripe'],
      userPools: [{ tier: 'PLUS' }],
    };
    const alone = monthlyBill(prod, idle, { alwaysFree: true });
    const shared = monthlyBill(prod, idle, { alwaysFree: true, idleStages: [dev] });
    expect(line(alone, 'CloudWatch')).toBe(0);
    // 8 + 6 alarm metrics against the account's free 10: 4 are paid, all on the priced stage (dev used its 6 first).
    expect(line(shared, 'CloudWatch')).toBeCloseTo(4 * CLOUDWATCH_PER_ALARM_MONTH, 9);
    const devFixed = WAF_PER_WEB_ACL_MONTH + WAF_PER_RULE_MONTH + SECRET_PER_MONTH + ASSUMPTIONS.idleStageMau * (COGNITO_PER_MAU.PLUS as number);
    expect(line(shared, IDLE_STAGES_LINE)).toBeCloseTo(devFixed, 9);
    expect(line(monthlyBill(prod, idle, { idleStages: [dev] }), IDLE_STAGES_LINE)).toBeCloseTo(
      devFixed + 6 * CLOUDWATCH_PER_ALARM_MONTH + CLOUDWATCH_PER_DASHBOARD_MONTH,
      9,
    );
    expect(alone.lines.map((entry) => entry.service)).not.toContain(IDLE_STAGES_LINE);
  });

  it("charges the dashboard, the functions' custom metrics (business, and 4xx/5xx) and a trace per invocation of a traced function", () => {
    const api = { id: 'Api', memoryMb: 1024, arch: 'arm64' as const, role: 'api' as const };
    const use = { ...idle, api: { ...none, 'public-read': 200_000 } };
    const metrics = ASSUMPTIONS.metrics.business + ASSUMPTIONS.metrics.httpErrors;
    const traced = { ...empty, dashboards: 1, lambdas: [{ ...api, traced: true }] };
    expect(line(monthlyBill(traced, use), 'CloudWatch') - line(monthlyBill({ ...traced, dashboards: 0 }, use), 'CloudWatch')).toBeCloseTo(
      CLOUDWATCH_PER_DASHBOARD_MONTH,
      9,
    );
    expect(line(monthlyBill({ ...traced, dashboards: 0 }, idle), 'CloudWatch')).toBeCloseTo(metrics * CLOUDWATCH_PER_CUSTOM_METRIC_MONTH, 9);
    expect(line(monthlyBill(traced, use), 'X-Ray')).toBeCloseTo(200_000 * XRAY_PER_TRACE_RECORDED, 9);
    expect(line(monthlyBill(traced, use, { alwaysFree: true }), 'X-Ray')).toBeCloseTo(100_000 * XRAY_PER_TRACE_RECORDED, 9);
    expect(line(monthlyBill({ ...traced, lambdas: [{ ...api, traced: false }] }, use), 'X-Ray')).toBe(0);
  });

  it('refuses a provisioned table rather than price it as on-demand', () => {
    expect(() => monthlyBill({ ...empty, tables: [{ onDemand: false, pitr: false, indexes: 0 }] }, idle)).toThrow(/provisioned/);
  });
});

describe('the traffic model', () => {
  it('scales visits, orders and MAU with the scale and keeps admin use fixed', () => {
    const launch = usageAt(1);
    const big = usageAt(100);
    expect([launch.visits, launch.orders, big.visits, big.orders]).toEqual([5000, 50, 500_000, 5000]);
    expect(big.api.admin).toBe(launch.api.admin);
    expect(big.mau).toBeGreaterThan(90 * launch.mau);
    expect(apiRequests(big)).toBeGreaterThan(50 * apiRequests(launch));
  });
});
