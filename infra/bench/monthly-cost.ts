import { LAUNCH_BUDGET_USD, monthlyBill } from '../cost/model';
import { prodTemplates } from '../cost/run';
import { inventoryOf } from '../cost/template-resources';
import type { Inventory } from '../cost/template-resources';
import { usageAt } from '../cost/traffic';
import type { Measurement } from './report';

const SECTION = 'Monthly AWS cost (modelled, prod)';
export const COST_SCALES = [1, 10, 100] as const;

/** DESIGN §7's cost line from `npm run cost`'s model: the launch month against its budget, 10x and 100x for information. */
export function costMeasurements(inventory: Inventory): Measurement[] {
  if (inventory.unknownTypes.length > 0) throw new Error(`resource types the cost model does not know: ${inventory.unknownTypes.join(', ')}`);
  return COST_SCALES.map((scale): Measurement => {
    const usage = usageAt(scale);
    const bill = monthlyBill(inventory, usage);
    const largest = [...bill.lines]
      .sort((a, b) => b.cost - a.cost)
      .slice(0, 3)
      .map((line) => `${line.service} $${line.cost.toFixed(2)}`)
      .join(', ');
    return {
      section: SECTION,
      measure: `${scale}x: ${usage.visits.toLocaleString('en-US')} visits, ${usage.orders.toLocaleString('en-US')} orders`,
      value: bill.total,
      unit: 'usd',
      ...(scale === 1 ? { budget: LAUNCH_BUDGET_USD } : {}),
      note: `no free tier; largest: ${largest} (npm run cost prints every assumption)`,
    };
  });
}

/** Synthesizes the prod stage (bundling skipped) and prices it. */
export const measureMonthlyCost = (): Measurement[] => costMeasurements(inventoryOf(prodTemplates()));
