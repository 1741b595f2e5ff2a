import { keys } from './keys';
import { tableName } from './table';

export interface CounterChange {
  /** The counter item's sort key under the STATS partition: TOTALS, SPORT#soccer, MONTH#2026-11... */
  counter: string;
  /** Numeric attributes to add to. */
  add: Record<string, number>;
  /** A display label kept on the item the first time it is counted. */
  label?: string;
}

/**
 * Pre-aggregated analytics (DESIGN §3): writers ADD to counter items inside their own
 * transaction, so the admin's figures never need a scan and never drift from the records.
 */
export function statsCounterUpdates(changes: CounterChange[]) {
  return changes.map(({ counter, add, label }) => {
    const names: Record<string, string> = {};
    const values: Record<string, number | string> = {};
    const additions = Object.entries(add).map(([attribute, amount], index) => {
      names[`#a${index}`] = attribute;
      values[`:a${index}`] = amount;
      return `#a${index} :a${index}`;
    });
    let expression = `ADD ${additions.join(', ')}`;
    if (label !== undefined) {
      names['#label'] = 'label';
      values[':label'] = label;
      expression += ' SET #label = if_not_exists(#label, :label)';
    }
    return {
      Update: {
        TableName: tableName(),
        Key: keys.stats(counter),
        UpdateExpression: expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  });
}
