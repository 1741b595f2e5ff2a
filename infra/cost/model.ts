/**
 * The monthly bill: the template's inventory × the month's usage × the price list. Pure arithmetic;
 * each line says what it counted. `alwaysFree` applies the AWS Free Tier offers that never expire.
 */
import * as P from './prices';
import type { Inventory, LambdaRole } from './template-resources';
import { ASSUMPTIONS } from './traffic';
import type { RequestClass, TrafficAssumptions, Usage } from './traffic';

export interface BillLine {
  readonly service: string;
  readonly cost: number;
  readonly detail: string;
}

export interface Bill {
  readonly lines: readonly BillLine[];
  readonly total: number;
}

interface Context {
  readonly inv: Inventory;
  readonly use: Usage;
  readonly a: TrafficAssumptions;
  readonly free: boolean;
  /** The fixed allowances the account's idle stages use first (they share the payer's free tier). */
  readonly idleUse: { readonly alarmMetrics: number; readonly dashboards: number };
}

/** What is left to pay after a free allowance (none when the free tier is not applied). */
const billable = (ctx: Context, amount: number, allowance: number) => Math.max(0, amount - (ctx.free ? allowance : 0));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const fmt = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : String(Number(value.toPrecision(3))));

export const apiRequests = (use: Usage) => sum(Object.values(use.api));

/** Invocations, billed GB-seconds of a role's functions (average memory from the template). */
function lambdaRole(ctx: Context, role: LambdaRole, invocations: number, ms: number): { invocations: number; gbSeconds: number; perGbSecond: number } {
  const fns = ctx.inv.lambdas.filter((fn) => fn.role === role);
  if (fns.length === 0 || invocations === 0) return { invocations: 0, gbSeconds: 0, perGbSecond: 0 };
  const gb = sum(fns.map((fn) => fn.memoryMb)) / fns.length / 1024;
  const arm = fns.every((fn) => fn.arch === 'arm64');
  const billedMs = ms + ctx.use.coldShare * ctx.a.coldStart.initMs;
  return { invocations, gbSeconds: (invocations * billedMs * gb) / 1000, perGbSecond: arm ? P.LAMBDA_ARM_PER_GB_SECOND : P.LAMBDA_X86_PER_GB_SECOND };
}

function lambda(ctx: Context): BillLine {
  const { use, a, inv } = ctx;
  const apiMs = sum((Object.keys(use.api) as RequestClass[]).map((name) => use.api[name] * a.requestClasses[name].ms));
  const api = lambdaRole(ctx, 'api', apiRequests(use), apiMs / Math.max(1, apiRequests(use)));
  const parts = [
    api,
    lambdaRole(ctx, 'consumer', use.busEvents, a.consumer.ms),
    lambdaRole(ctx, 'job', sum(inv.scheduleInvocationsPerMonth), a.job.ms),
    lambdaRole(ctx, 'runtime-schedule', use.reminders, a.reminder.ms),
  ];
  const invocations = sum(parts.map((part) => part.invocations));
  const gbSeconds = sum(parts.map((part) => part.gbSeconds));
  const computeCost = sum(parts.map((part) => part.gbSeconds * part.perGbSecond));
  const freeShare = gbSeconds === 0 ? 0 : billable(ctx, gbSeconds, P.ALWAYS_FREE.lambdaGbSeconds) / gbSeconds;
  const cost = computeCost * freeShare + billable(ctx, invocations, P.ALWAYS_FREE.lambdaRequests) * P.LAMBDA_PER_REQUEST;
  return {
    service: 'Lambda',
    cost,
    detail: `${fmt(invocations)} invocations, ${fmt(gbSeconds)} GB-s (${inv.lambdas.length} functions, deploy-time ones not counted)`,
  };
}

function edge(ctx: Context): BillLine[] {
  const { use, inv } = ctx;
  const requests = use.cdnRequests + apiRequests(use);
  const distributions = inv.distributions > 0;
  const cdn = distributions
    ? billable(ctx, requests, P.ALWAYS_FREE.cloudfrontRequests) * P.CLOUDFRONT_PER_HTTPS_REQUEST +
      billable(ctx, use.cdnGbOut, P.ALWAYS_FREE.cloudfrontGbOut) * P.CLOUDFRONT_PER_GB_OUT +
      billable(ctx, inv.cloudfrontFunctions > 0 ? requests : 0, P.ALWAYS_FREE.cloudfrontFunctionInvocations) * P.CLOUDFRONT_FUNCTION_PER_INVOCATION
    : 0;
  const rules = sum(inv.webAcls.map((acl) => acl.rules));
  const waf = inv.webAcls.length * P.WAF_PER_WEB_ACL_MONTH + rules * P.WAF_PER_RULE_MONTH + inv.webAcls.length * requests * P.WAF_PER_REQUEST;
  return [
    { service: 'CloudFront', cost: cdn, detail: `${fmt(requests)} HTTPS requests, ${fmt(use.cdnGbOut)} GB out, a viewer function on each request` },
    {
      service: 'WAF',
      cost: waf,
      detail: `${inv.webAcls.length} web ACL × $${P.WAF_PER_WEB_ACL_MONTH} + ${rules} rules × $${P.WAF_PER_RULE_MONTH} + ${fmt(requests)} requests`,
    },
    {
      service: 'API Gateway (HTTP API)',
      cost: inv.httpApis > 0 ? apiRequests(use) * P.HTTP_API_PER_REQUEST : 0,
      detail: `${fmt(apiRequests(use))} requests (12-month free tier never applied)`,
    },
  ];
}

function dynamodb(ctx: Context): BillLine {
  const { use, a, inv } = ctx;
  const perClass = (Object.keys(use.api) as RequestClass[]).map((name) => [
    use.api[name] * a.requestClasses[name].readUnits,
    use.api[name] * a.requestClasses[name].writeUnits,
  ]);
  const reads =
    sum(perClass.map(([r]) => r as number)) +
    use.busEvents * a.consumer.readUnits +
    sum(inv.scheduleInvocationsPerMonth) * a.job.readUnits +
    use.reminders * a.reminder.readUnits;
  const writes = sum(perClass.map(([, w]) => w as number)) + use.busEvents * a.consumer.writeUnits;
  const onDemand = inv.tables.filter((table) => table.onDemand);
  if (onDemand.length !== inv.tables.length) throw new Error('A provisioned-capacity table: the model prices on-demand tables only');
  const pitr = inv.tables.some((table) => table.pitr);
  const cost =
    inv.tables.length === 0
      ? 0
      : reads * P.DYNAMODB_PER_READ_UNIT +
        writes * P.DYNAMODB_PER_WRITE_UNIT +
        billable(ctx, use.tableGb, P.ALWAYS_FREE.dynamodbGbStored) * P.DYNAMODB_PER_GB_MONTH +
        (pitr ? use.tableGb * P.DYNAMODB_PITR_PER_GB_MONTH : 0);
  return { service: 'DynamoDB (on-demand)', cost, detail: `${fmt(reads)} RRU, ${fmt(writes)} WRU, ${fmt(use.tableGb)} GB${pitr ? ' + PITR' : ''}` };
}

function s3(ctx: Context): BillLine {
  const { use, a, inv } = ctx;
  if (inv.buckets === 0) return { service: 'S3', cost: 0, detail: 'no bucket' };
  const logGbPerMonth = ((use.cdnRequests + apiRequests(use)) * a.logs.bytesPerCdnLog) / 1024 ** 3;
  const storedGb = use.contentGb + 0.01 + logGbPerMonth * a.logs.accessLogMonthsKept;
  // CloudFront delivers its logs in ~1 file per edge per hour: about 3 PUTs per 100 requests at most.
  const puts = Math.min(use.cdnRequests * 0.03, 730 * 20) + use.api.admin * 0.05;
  const gets = use.cdnRequests * 0.1 + use.downloadGbOut * 200;
  const cost =
    storedGb * P.S3_PER_GB_MONTH + puts * P.S3_PER_PUT + gets * P.S3_PER_GET + billable(ctx, use.downloadGbOut, P.ALWAYS_FREE.internetGbOut) * P.S3_PER_GB_OUT;
  return { service: 'S3', cost, detail: `${fmt(storedGb)} GB stored (content, site, access logs), ${fmt(use.downloadGbOut)} GB of downloads out` };
}

function identityAndMail(ctx: Context): BillLine[] {
  const { use, inv } = ctx;
  const cognito = sum(
    inv.userPools.map((pool) => billable(ctx, use.mau, P.COGNITO_FREE_MAU[pool.tier] ?? 0) * (P.COGNITO_PER_MAU[pool.tier] ?? P.COGNITO_PER_MAU.PLUS ?? 0)),
  );
  const tiers = inv.userPools.map((pool) => pool.tier).join(', ');
  const secrets = inv.secrets + inv.externalSecrets.length;
  return [
    { service: 'Cognito', cost: cognito, detail: `${fmt(use.mau)} MAU on the ${tiers} plan` },
    { service: 'SES', cost: inv.sesIdentities > 0 ? use.emails * P.SES_PER_EMAIL : 0, detail: `${fmt(use.emails)} e-mails` },
    {
      service: 'Secrets Manager',
      cost: secrets * P.SECRET_PER_MONTH,
      detail: `${inv.secrets} in the template + ${inv.externalSecrets.length} referenced (${inv.externalSecrets.join(', ')}), read at deploy`,
    },
  ];
}

function messaging(ctx: Context): BillLine[] {
  const { use, inv } = ctx;
  const scheduled = sum(inv.scheduleInvocationsPerMonth) + (inv.scheduleGroups > 0 ? use.reminders : 0);
  return [
    { service: 'EventBridge', cost: inv.eventBuses > 0 ? use.busEvents * P.EVENTBRIDGE_PER_EVENT : 0, detail: `${fmt(use.busEvents)} custom events` },
    {
      service: 'EventBridge Scheduler',
      cost: billable(ctx, scheduled, P.ALWAYS_FREE.schedulerInvocations) * P.SCHEDULER_PER_INVOCATION,
      detail: `${fmt(scheduled)} invocations (jobs + session reminders)`,
    },
    {
      service: 'SQS + SNS',
      cost: inv.snsTopics > 0 ? billable(ctx, 10, P.ALWAYS_FREE.snsEmails) * P.SNS_PER_EMAIL : 0,
      detail: `${inv.queues} dead-letter queues (no traffic unless something fails), ~10 alarm e-mails`,
    },
  ];
}

function cloudwatch(ctx: Context): BillLine {
  const { use, a, inv } = ctx;
  const invocations = apiRequests(use) + use.busEvents + use.reminders + sum(inv.scheduleInvocationsPerMonth);
  const ingestGb = (invocations * a.logs.bytesPerInvocation + apiRequests(use) * a.logs.bytesPerApiAccessLog) / 1024 ** 3;
  const retentionMonths = Math.max(0, ...inv.logGroups.map((group) => (group.retentionDays || 3650) / 30));
  const storedGb = ingestGb * retentionMonths;
  const logs =
    billable(ctx, ingestGb, P.ALWAYS_FREE.logsGb) * P.LOGS_PER_GB_INGESTED +
    billable(ctx, storedGb, Math.max(0, P.ALWAYS_FREE.logsGb - ingestGb)) * P.LOGS_PER_GB_STORED_MONTH;
  const alarms = billable(ctx, inv.alarmMetrics, left(P.ALWAYS_FREE.cloudwatchAlarms, ctx.idleUse.alarmMetrics)) * P.CLOUDWATCH_PER_ALARM_MONTH;
  const dashboards = billable(ctx, inv.dashboards, left(P.ALWAYS_FREE.cloudwatchDashboards, ctx.idleUse.dashboards)) * P.CLOUDWATCH_PER_DASHBOARD_MONTH;
  // The functions publish them: no function, no metric.
  const metricCount = inv.lambdas.length === 0 ? 0 : a.metrics.business + a.metrics.httpErrors;
  const metrics = billable(ctx, metricCount, P.ALWAYS_FREE.customMetrics) * P.CLOUDWATCH_PER_CUSTOM_METRIC_MONTH;
  return {
    service: 'CloudWatch',
    cost: logs + alarms + dashboards + metrics,
    detail:
      `${inv.alarms} alarms reading ${inv.alarmMetrics} metrics, ${inv.dashboards} dashboard(s), ${metricCount} custom metrics, ${inv.logGroups.length} log groups, ` +
      `${fmt(ingestGb)} GB logs in, ${fmt(storedGb)} GB kept (${Math.round(retentionMonths)} months)`,
  };
}

/** Every invocation of a traced function is recorded: below X-Ray's reservoir of 1 a second, its sampling keeps them all. */
function tracing(ctx: Context): BillLine {
  const { use, inv } = ctx;
  const traced = new Set(inv.lambdas.filter((fn) => fn.traced).map((fn) => fn.role));
  const invocations =
    (traced.has('api') ? apiRequests(use) : 0) +
    (traced.has('consumer') ? use.busEvents : 0) +
    (traced.has('job') ? sum(inv.scheduleInvocationsPerMonth) : 0) +
    (traced.has('runtime-schedule') ? use.reminders : 0);
  return {
    service: 'X-Ray',
    cost: billable(ctx, invocations, P.ALWAYS_FREE.xrayTracesRecorded) * P.XRAY_PER_TRACE_RECORDED,
    detail: `${fmt(invocations)} traces recorded (active tracing on ${inv.lambdas.filter((fn) => fn.traced).length} functions)`,
  };
}

function dns(ctx: Context): BillLine {
  return {
    service: 'Route 53',
    cost: ctx.inv.hostedZones * P.ROUTE53_PER_HOSTED_ZONE_MONTH,
    detail: `${ctx.inv.hostedZones} hosted zone (made outside the template; its records are in it), alias queries free`,
  };
}

/** A budget-day is billed for each day of the month a budget exists. */
function budgets(ctx: Context): BillLine {
  return {
    service: 'AWS Budgets',
    cost: ctx.inv.budgets * 30 * P.BUDGET_WITHOUT_ACTIONS_PER_DAY,
    detail: `${ctx.inv.budgets} cost budget(s) alerting the alarm topic, no actions (free)`,
  };
}

const left = (allowance: number, used: number) => Math.max(0, allowance - used);

/**
 * What the account's other stages cost while idle (dev: no traffic worth pricing, so no custom
 * metrics, which are billed by the hour they are published): their web ACLs and rules, secrets,
 * hosted zones and Plus-plan MAU, and the alarm metrics and dashboards beyond the free allowance,
 * which they use before the priced stage does (the order does not change the sum).
 */
function idleStages(ctx: Context, stages: readonly Inventory[]): BillLine {
  const count = (of: (inv: Inventory) => number) => sum(stages.map(of));
  const rules = count((inv) => sum(inv.webAcls.map((acl) => acl.rules)));
  const acls = count((inv) => inv.webAcls.length);
  const secrets = count((inv) => inv.secrets + inv.externalSecrets.length);
  const plusPools = count((inv) => inv.userPools.filter((pool) => pool.tier === 'PLUS').length);
  const { alarmMetrics, dashboards } = ctx.idleUse;
  const cost =
    acls * P.WAF_PER_WEB_ACL_MONTH +
    rules * P.WAF_PER_RULE_MONTH +
    secrets * P.SECRET_PER_MONTH +
    count((inv) => inv.hostedZones) * P.ROUTE53_PER_HOSTED_ZONE_MONTH +
    plusPools * ctx.a.idleStageMau * (P.COGNITO_PER_MAU.PLUS ?? 0) +
    billable(ctx, alarmMetrics, P.ALWAYS_FREE.cloudwatchAlarms) * P.CLOUDWATCH_PER_ALARM_MONTH +
    billable(ctx, dashboards, P.ALWAYS_FREE.cloudwatchDashboards) * P.CLOUDWATCH_PER_DASHBOARD_MONTH;
  return {
    service: IDLE_STAGES_LINE,
    cost,
    detail: `${stages.length} idle stage(s): ${acls} web ACL(s) with ${rules} rules, ${secrets} secrets, ${alarmMetrics} alarm metrics, ${dashboards} dashboard(s)`,
  };
}

/** The bill line of the account's idle stages. */
export const IDLE_STAGES_LINE = 'Dev stage (idle)';

export interface BillOptions {
  readonly alwaysFree?: boolean;
  readonly assumptions?: TrafficAssumptions;
  /** The account's other stages (dev), billed idle beside this one and sharing its free tier. */
  readonly idleStages?: readonly Inventory[];
}

/** The month's bill, a line per service, and a line for the idle stages when given. */
export function monthlyBill(inv: Inventory, use: Usage, options: BillOptions = {}): Bill {
  const stages = options.idleStages ?? [];
  const idleUse = { alarmMetrics: sum(stages.map((stage) => stage.alarmMetrics)), dashboards: sum(stages.map((stage) => stage.dashboards)) };
  const ctx: Context = { inv, use, a: options.assumptions ?? ASSUMPTIONS, free: options.alwaysFree ?? false, idleUse };
  const lines = [
    ...edge(ctx),
    lambda(ctx),
    dynamodb(ctx),
    s3(ctx),
    ...identityAndMail(ctx),
    ...messaging(ctx),
    cloudwatch(ctx),
    tracing(ctx),
    dns(ctx),
    budgets(ctx),
  ];
  if (stages.length > 0) lines.push(idleStages(ctx, stages));
  return { lines, total: sum(lines.map((line) => line.cost)) };
}

/** The launch month (5k visits, 50 orders) costs at most this (docs/decisions/performance-budgets.md). */
export const LAUNCH_BUDGET_USD = 10;

/** The traffic the model prices: launch, 10x and 100x. */
export const COST_SCALES = [1, 10, 100] as const;

/**
 * The figure the launch budget is judged on: the whole account's month (prod at the scale, dev
 * idle) with the AWS offers that never expire applied once for both, as AWS bills them.
 */
export const judgedTotal = (bills: { readonly alwaysFree: Bill }): number => bills.alwaysFree.total;
