import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { queryPartition, tableName } from '../../kernel/store/table';

export interface CounterChange {
  /** The counter's name under the STATS partition: TOTALS, SPORT#soccer, MONTH#2026-11... */
  counter: string;
  /** Numeric attributes to add to. */
  add: Record<string, number>;
  /** A display label kept on the item the first time it is counted. */
  label?: string;
}

/**
 * Pre-aggregated analytics: writers ADD to counter items inside their own
 * transaction, so the admin's figures never need a scan and never drift from the records.
 *
 * A counter is spread over COUNTER_SHARDS items (docs/decisions/no-hot-items-in-transactions.md): DynamoDB cancels
 * concurrent transactions that touch one item, so each write adds to a shard picked at random
 * (`TOTALS`, `TOTALS#SHARD#1` ... `#SHARD#9`) and readers add the shards up. Ten shards make two
 * simultaneous writers collide one time in ten, and the conflict retry (conflict-retry.ts) sends
 * those again. Shard 0 keeps the bare name, so counters written before sharding still count.
 */
/** The month a payment counts in for the admin's revenue chart: 'MONTH#2026-11' (UTC). */
export const monthCounter = (isoTime: string) => `MONTH#${isoTime.slice(0, 7)}`;

export const COUNTER_SHARDS = 10;
const SHARD_MARK = '#SHARD#';

/** The sort key of one shard of a counter. */
export function counterShardKey(counter: string, shard: number): string {
  return shard === 0 ? counter : `${counter}${SHARD_MARK}${shard}`;
}

/** The counter a shard's sort key belongs to ('TOTALS#SHARD#3' → 'TOTALS'). */
export function counterOfShardKey(sortKey: string): string {
  const mark = sortKey.lastIndexOf(SHARD_MARK);
  return mark >= 0 && /^\d+$/.test(sortKey.slice(mark + SHARD_MARK.length)) ? sortKey.slice(0, mark) : sortKey;
}

const randomShard = () => Math.floor(Math.random() * COUNTER_SHARDS);

export function statsCounterUpdates(changes: CounterChange[], pickShard: () => number = randomShard, now: () => Date = () => new Date()) {
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
      // Each shard keeps its first label and when it got it: readers show the earliest one.
      names['#label'] = 'label';
      names['#labelAt'] = 'labelAt';
      values[':label'] = label;
      values[':labelAt'] = now().toISOString();
      expression += ' SET #label = if_not_exists(#label, :label), #labelAt = if_not_exists(#labelAt, :labelAt)';
    }
    return {
      Update: {
        Key: keys.stats(counterShardKey(counter, pickShard())),
        UpdateExpression: expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  });
}

// A label written before shards kept a time has none: it was the first.
const labelTime = (item: Item) => (typeof item.labelAt === 'string' ? item.labelAt : '');

/**
 * The shards of each counter added up into one item per counter (SK = the counter's name):
 * numbers are summed; the label is the one counted first.
 */
export function mergeCounterShards(items: readonly Item[]): Item[] {
  const merged = new Map<string, Item>();
  for (const item of items) {
    const counter = counterOfShardKey(String(item.SK ?? ''));
    const total = merged.get(counter) ?? { PK: item.PK, SK: counter };
    for (const [attribute, value] of Object.entries(item)) {
      if (typeof value === 'number') total[attribute] = (typeof total[attribute] === 'number' ? total[attribute] : 0) + value;
    }
    if (typeof item.label === 'string' && (total.label === undefined || labelTime(item) < labelTime(total))) {
      total.label = item.label;
      total.labelAt = item.labelAt;
    }
    merged.set(counter, total);
  }
  return [...merged.values()].map(({ labelAt: _labelAt, ...counter }) => counter);
}

/** Every counter (TOTALS, SPORT#..., INTEREST#..., MONTH#..., ACCESS), shards added up: one Query. */
export async function readStatsCounters(): Promise<Item[]> {
  return mergeCounterShards(await queryPartition(keys.statsPartition().PK));
}

/** One counter, its shards added up (one Query of its sort-key prefix). */
export async function readStatsCounter(counter: string): Promise<Item | undefined> {
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :counter)',
      ExpressionAttributeValues: { ':pk': keys.statsPartition().PK, ':counter': counter },
    }),
  );
  return mergeCounterShards(Items).find((item) => item.SK === counter);
}
