/**
 * `npm run cost`: the monthly AWS bill of the account, modelled from the synthesized templates
 * (the App stack, the Data stack and the domains' nested stacks) and AWS list prices:
 * the prod stage at launch traffic, 10x and 100x, the dev stage idle beside it. `--markdown` also
 * prints the README's table. Exits 1 when the launch month, with the never-expiring free tier
 * applied once for the account, is over the launch budget (docs/decisions/performance-budgets.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestedStack } from 'aws-cdk-lib';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { logicalId, synthHerWay } from '../testing/synth-herway';
import { COST_SCALES, monthlyBill } from './model';
import { assumptionLines, markdownTable, table, verdictLine } from './report';
import type { ScaleReport } from './report';
import { inventoryOf } from './template-resources';
import type { Inventory, StackTemplate } from './template-resources';
import { ASSUMPTIONS, usageAt } from './traffic';

/**
 * The prod stage as a deploy synthesizes it: the account's certificate, hosted zone and alarm
 * inbox are context values, given placeholders here (they decide whether the alias records and
 * the alarm topic exist, not what they cost).
 */
export const PROD_CONTEXT = {
  stage: 'prod',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/placeholder',
  hostedZoneId: 'Z0PLACEHOLDER',
  alarmEmail: 'ops@herway.com',
};

/** The dev stage as a deploy without account context synthesizes it (no domain, no alarm inbox). */
export const DEV_CONTEXT = { stage: 'dev' };

/** Every template of the prod stage: the two stacks and the domains' nested stacks. */
export function prodTemplates(): StackTemplate[] {
  return stageTemplates(PROD_CONTEXT);
}

/** Every template of a stage synthesized with this context. */
export function stageTemplates(context: Record<string, string>): StackTemplate[] {
  const { stacks } = synthHerWay(context);
  const read = (stack: Stack): StackTemplate => {
    const template = Template.fromStack(stack).toJSON() as { Resources: StackTemplate['resources']; Outputs?: StackTemplate['outputs'] };
    // A domain's nested stack: the App stack's API routes name its functions through its outputs.
    const parent = stack instanceof NestedStack ? stack.nestedStackParent : undefined;
    const resource = stack instanceof NestedStack ? stack.nestedStackResource : undefined;
    return {
      stack: stack.node.path,
      resources: template.Resources,
      ...(template.Outputs ? { outputs: template.Outputs } : {}),
      ...(parent && resource ? { nestedAs: { parent: parent.node.path, logicalId: logicalId(resource) } } : {}),
    };
  };
  return [read(stacks.data), read(stacks.app), ...[...stacks.app.domains.values()].map(read)];
}

/** The account's month at 1x, 10x and 100x: prod at that traffic, the other stages idle beside it. */
export function accountBills(prod: Inventory, idleStages: readonly Inventory[]): ScaleReport[] {
  return COST_SCALES.map((scale) => {
    const usage = usageAt(scale);
    return { usage, bill: monthlyBill(prod, usage, { idleStages }), alwaysFree: monthlyBill(prod, usage, { idleStages, alwaysFree: true }) };
  });
}

function main(): void {
  const inventory = inventoryOf(prodTemplates());
  const dev = inventoryOf(stageTemplates(DEV_CONTEXT));
  const unknown = [...new Set([...inventory.unknownTypes, ...dev.unknownTypes])];
  if (unknown.length > 0) throw new Error(`Resource types the cost model does not know: ${unknown.join(', ')} (infra/cost/template-resources.ts)`);
  const unclassified = inventory.lambdas.filter((fn) => fn.role === 'unclassified');
  if (unclassified.length > 0) throw new Error(`Functions the cost model cannot attribute traffic to: ${unclassified.map((fn) => fn.id).join(', ')}`);
  const scales = accountBills(inventory, [dev]);
  const out: string[] = [
    'HerWay: modelled monthly AWS bill of the account (prod at each scale, dev idle beside it)',
    '',
    'Assumptions',
    ...assumptionLines(ASSUMPTIONS, inventory, scales[0]!.usage).map((l) => `  ${l}`),
    '',
  ];
  for (const scale of scales) {
    out.push(
      `${scale.usage.scale}x: ${scale.usage.visits.toLocaleString('en-US')} visits, ${scale.usage.orders.toLocaleString('en-US')} orders, ${scale.usage.mau} MAU`,
    );
    out.push(...scale.bill.lines.map((line) => `  ${line.service.padEnd(24)} ${`$${line.cost.toFixed(2)}`.padStart(9)}  ${line.detail}`));
    out.push(
      `  ${'TOTAL, no free tier'.padEnd(24)} ${`$${scale.bill.total.toFixed(2)}`.padStart(9)}  (always-free tier applied: $${scale.alwaysFree.total.toFixed(2)})`,
      '',
    );
  }
  out.push(...table(scales), '');
  if (process.argv.includes('--markdown')) out.push(...markdownTable(scales), '');
  const verdict = verdictLine(scales[0]!);
  out.push(verdict.text);
  process.stdout.write(`${out.join('\n')}\n`);
  process.exitCode = verdict.pass ? 0 : 1;
}

// Only as the command itself: `npm run bench` imports this module (a file also named run.ts) for prodTemplates.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
