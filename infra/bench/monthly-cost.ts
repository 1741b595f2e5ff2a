import { LAUNCH_BUDGET_USD, judgedTotal } from '../cost/model';
import { DEV_CONTEXT, accountBills, prodTemplates, stageTemplates } from '../cost/run';
import { inventoryOf } from '../cost/template-resources';
import type { Inventory } from '../cost/template-resources';
import type { Measurement } from './report';

const SECTION = 'Monthly AWS cost (modelled: prod, dev idle, always-free tier)';

/**
 * The cost budget (docs/decisions/performance-budgets.md) from `npm run cost`'s model: the account's launch month (prod at launch
 * traffic, dev idle, the never-expiring free tier applied once) against its budget, 10x and 100x for information.
 */
export function costMeasurements(prod: Inventory, idleStages: readonly Inventory[]): Measurement[] {
  const unknown = [prod, ...idleStages].flatMap((inventory) => inventory.unknownTypes);
  if (unknown.length > 0) throw new Error(`resource types the cost model does not know: ${unknown.join(', ')}`);
  return accountBills(prod, idleStages).map((scale): Measurement => {
    const { usage, alwaysFree, bill } = scale;
    const largest = [...alwaysFree.lines]
      .sort((a, b) => b.cost - a.cost)
      .slice(0, 3)
      .map((line) => `${line.service} $${line.cost.toFixed(2)}`)
      .join(', ');
    return {
      section: SECTION,
      measure: `${usage.scale}x: ${usage.visits.toLocaleString('en-US')} visits, ${usage.orders.toLocaleString('en-US')} orders`,
      value: judgedTotal(scale),
      unit: 'usd',
      ...(usage.scale === 1 ? { budget: LAUNCH_BUDGET_USD } : {}),
      note: `no free tier $${bill.total.toFixed(2)}; largest: ${largest} (npm run cost prints every assumption)`,
    };
  });
}

/** Synthesizes the prod and dev stages (bundling skipped) and prices them. */
export const measureMonthlyCost = (): Measurement[] => costMeasurements(inventoryOf(prodTemplates()), [inventoryOf(stageTemplates(DEV_CONTEXT))]);
