/** Text of the cost report: the assumptions, a table per scale, the verdict. Pure. */
import { LAUNCH_BUDGET_USD, judgedTotal } from './model';
import type { Bill } from './model';
import type { Inventory } from './template-resources';
import type { TrafficAssumptions, Usage } from './traffic';

export interface ScaleReport {
  readonly usage: Usage;
  readonly bill: Bill;
  readonly alwaysFree: Bill;
}

export const usd = (value: number) => `$${value.toFixed(2)}`;

/** Every assumption, one per line, as printed before the tables. */
export function assumptionLines(a: TrafficAssumptions, inv: Inventory, launch: Usage): string[] {
  const byRole = new Map<string, { count: number; memory: Set<string> }>();
  for (const fn of inv.lambdas) {
    const entry = byRole.get(fn.role) ?? { count: 0, memory: new Set<string>() };
    entry.count += 1;
    entry.memory.add(`${fn.memoryMb} MB ${fn.arch}`);
    byRole.set(fn.role, entry);
  }
  return [
    'Prices: AWS list prices, us-east-1, on-demand (infra/cost/prices.ts names each page and date).',
    'Account: prod and dev share one payer (one account, or one AWS Organization with consolidated billing), so they share one free tier.',
    '  Dev is billed idle: its fixed charges (web ACLs, secrets, zones, alarm metrics and dashboards past the free allowance) and no traffic.',
    'Free tier: the budget is judged on the total with the AWS offers that never expire, applied once for the account (Lambda 1M req +',
    '  400k GB-s, CloudFront 1 TB + 10M req, DynamoDB 25 GB, CloudWatch 10 alarm metrics + 3 dashboards + 10 metrics + 5 GB logs,',
    '  X-Ray 100k traces, 100 GB out from S3, Cognito Essentials 10,000 MAU...); the 12-month offers are never applied. WAF has no free tier.',
    '  The total with no free tier at all is printed for information.',
    `Template: ${[...byRole].map(([role, { count, memory }]) => `${count} ${role} functions (${[...memory].join(', ')})`).join('; ')}.`,
    'Visits (launch: 5,000 a month; 10x and 100x multiply visits, orders, bookings, MAU and table size; admin use stays):',
    ...a.visitMix.map(
      (kind) =>
        `  ${Math.round(kind.share * 100)}% ${kind.label}: ${kind.cdnRequests} CloudFront requests, ${kind.kbOut} KB out, API ${JSON.stringify(kind.api)}`,
    ),
    `Orders (launch: 50): ${a.perOrder.checkoutVisits} checkout visits each (API ${JSON.stringify(a.perOrder.checkoutApi)}), ${a.perOrder.stripeWebhooks} Stripe webhooks, ` +
      `${a.perOrder.busEvents} bus events (one consumer run each), ${a.perOrder.registrations} registrations, ${a.perOrder.emails} e-mails (receipt, release notice), ${a.perOrder.bookings} bookings a month`,
    `Bookings: ${a.perBooking.calendlyWebhooks} Calendly webhooks, ${a.perBooking.emails} e-mails, ${a.perBooking.reminders} reminders (Scheduler → send-session-message). ` +
      `Contact form: ${a.contactShare * 100}% of visits, ${a.perContact.emails} e-mails each.`,
    'API request classes (Lambda ms of a warm call, DynamoDB read/write units per request):',
    ...Object.values(a.requestClasses).map((cls) => `  ${cls.label}: ${cls.ms} ms, ${cls.readUnits} RRU, ${cls.writeUnits} WRU`),
    `Consumers ${a.consumer.ms} ms, ${a.consumer.readUnits} RRU, ${a.consumer.writeUnits} WRU (fulfilment transaction, 2 WRU per item); jobs ${a.job.ms} ms; reminders ${a.reminder.ms} ms.`,
    `Cold starts: ${a.coldStart.shareAtLaunch * 100}% of invocations at launch (÷√scale), +${a.coldStart.initMs} ms INIT billed each.`,
    `MAU: signed-in visits ÷ ${a.mau.signedInVisitsPerAthlete} + ${a.mau.perOrder} per order + ${a.mau.admins} admins = ${launch.mau} at launch; ${a.mau.passwordResetShare * 100}% reset a password.`,
    `Admin: ${a.admin.sessionsPerMonth} sessions × ${a.admin.requestsPerSession} requests a month.`,
    `Custom metrics: ${a.metrics.business} business metrics and ${a.metrics.httpErrors} of HTTP errors (Http4xx, Http5xx; the route is no dimension); ` +
      'X-Ray records every invocation of a traced function (below its 1-a-second reservoir).',
    `Logs: ${a.logs.bytesPerInvocation} B per invocation (START/END/REPORT at log level WARN), ${a.logs.bytesPerApiAccessLog} B per API access-log line, ` +
      `kept for the template's retention (uncompressed, to be safe); CloudFront/S3 access logs ${a.logs.bytesPerCdnLog} B per request, kept ${a.logs.accessLogMonthsKept} months.`,
    `Storage: table ${a.storage.tableGbAtLaunch} GB at launch, content ${a.storage.contentGb} GB; ${a.storage.downloadsPerSignedInVisit} downloads of ${a.storage.mbPerDownload} MB per signed-in visit (S3 presigned, not CloudFront).`,
    'Data transfer from S3 and API Gateway to CloudFront is free; CloudFront prices are those of the US/Europe (PriceClass_100).',
  ];
}

/** A plain-text table of the scales, a line per service. */
export function table(scales: readonly ScaleReport[]): string[] {
  const services = (scales[0]?.alwaysFree.lines ?? []).map((line) => line.service);
  const head = ['service (always-free tier applied)', ...scales.map((s) => `${s.usage.scale}x`)];
  const rows = services.map((service) => [service, ...scales.map((s) => usd(s.alwaysFree.lines.find((line) => line.service === service)?.cost ?? 0))]);
  rows.push(['TOTAL, always-free tier (judged)', ...scales.map((s) => usd(judgedTotal(s)))]);
  rows.push(['total with no free tier', ...scales.map((s) => usd(s.bill.total))]);
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

/** The same table in Markdown, for the README. */
export function markdownTable(scales: readonly ScaleReport[]): string[] {
  const services = (scales[0]?.alwaysFree.lines ?? []).map((line) => line.service);
  const cell = (s: ScaleReport, service: string) => usd(s.alwaysFree.lines.find((line) => line.service === service)?.cost ?? 0);
  return [
    `| service (always-free tier applied) | ${scales.map((s) => `${s.usage.scale}x (${s.usage.visits.toLocaleString('en-US')} visits, ${s.usage.orders.toLocaleString('en-US')} orders)`).join(' | ')} |`,
    `|---|${scales.map(() => '---:').join('|')}|`,
    ...services.map((service) => `| ${service} | ${scales.map((s) => cell(s, service)).join(' | ')} |`),
    `| **total, always-free tier (judged)** | ${scales.map((s) => `**${usd(judgedTotal(s))}**`).join(' | ')} |`,
    `| total with no free tier | ${scales.map((s) => usd(s.bill.total)).join(' | ')} |`,
  ];
}

/** The launch budget's verdict on the launch month, judged with the always-free tier applied once for the account. */
export function verdictLine(launch: ScaleReport): { pass: boolean; text: string } {
  const judged = judgedTotal(launch);
  const pass = judged <= LAUNCH_BUDGET_USD;
  const biggest = [...launch.alwaysFree.lines]
    .sort((x, y) => y.cost - x.cost)
    .slice(0, 3)
    .map((line) => `${line.service} ${usd(line.cost)}`)
    .join(', ');
  return {
    pass,
    text:
      `${pass ? 'PASS' : 'FAIL'}  launch month ${usd(judged)} (prod + idle dev, always-free tier applied once; ${usd(launch.bill.total)} with no free tier) ` +
      `against the launch budget of ≤ ${usd(LAUNCH_BUDGET_USD)}; largest: ${biggest}`,
  };
}
