import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_SHARDS, counterOfShardKey, counterShardKey, mergeCounterShards, monthCounter, statsCounterUpdates } from './stats-repo';

beforeEach(() => vi.stubEnv('TABLE_NAME', 'herway'));
afterEach(() => vi.unstubAllEnvs());

describe('sharded counters', () => {
  it('spreads a counter over shards, the first keeping its bare name', () => {
    expect(counterShardKey('TOTALS', 0)).toBe('TOTALS');
    expect(counterShardKey('SPORT#soccer', 7)).toBe('SPORT#soccer#SHARD#7');
    expect(counterOfShardKey('SPORT#soccer#SHARD#7')).toBe('SPORT#soccer');
    expect(counterOfShardKey('SPORT#track#shard#2')).toBe('SPORT#track#shard#2');
    expect(counterOfShardKey('MONTH#2026-11')).toBe('MONTH#2026-11');
  });

  it("names a payment's month counter by its UTC month", () => {
    expect(monthCounter('2026-01-31T23:59:59.000Z')).toBe('MONTH#2026-01');
  });

  it('adds to the shard it is given, with the label set only once', () => {
    const [update] = statsCounterUpdates(
      [{ counter: 'SPORT#soccer', add: { count: 1 }, label: 'Soccer' }],
      () => 3,
      () => new Date('2026-11-24T10:00:00Z'),
    );
    expect(update?.Update).toMatchObject({
      Key: { PK: 'STATS', SK: 'SPORT#soccer#SHARD#3' },
      UpdateExpression: 'ADD #a0 :a0 SET #label = if_not_exists(#label, :label), #labelAt = if_not_exists(#labelAt, :labelAt)',
      ExpressionAttributeValues: { ':a0': 1, ':label': 'Soccer', ':labelAt': '2026-11-24T10:00:00.000Z' },
    });
  });

  it('uses every shard when picking at random', () => {
    const used = new Set<string>();
    for (let i = 0; i < 500; i += 1) used.add(String(statsCounterUpdates([{ counter: 'TOTALS', add: { users: 1 } }])[0]?.Update.Key.SK));
    expect(used.size).toBe(COUNTER_SHARDS);
  });

  it('adds the shards of each counter back up', () => {
    const merged = mergeCounterShards([
      { PK: 'STATS', SK: 'TOTALS', users: 2, revenueCents: 1000 },
      { PK: 'STATS', SK: 'TOTALS#SHARD#4', users: 3, contacts: 1 },
      { PK: 'STATS', SK: 'SPORT#soccer#SHARD#2', count: 1, label: 'SOCCER', labelAt: '2026-11-24T10:00:01Z' },
      { PK: 'STATS', SK: 'SPORT#soccer#SHARD#9', count: 4, label: 'Soccer', labelAt: '2026-11-24T10:00:00Z' },
      { PK: 'STATS', SK: 'SPORT#track', count: 2, label: 'Track' },
      { PK: 'STATS', SK: 'SPORT#track#SHARD#1', count: 1, label: 'track', labelAt: '2026-11-24T10:00:00Z' },
    ]);
    expect(merged).toEqual([
      { PK: 'STATS', SK: 'TOTALS', users: 5, revenueCents: 1000, contacts: 1 },
      { PK: 'STATS', SK: 'SPORT#soccer', count: 5, label: 'Soccer' },
      { PK: 'STATS', SK: 'SPORT#track', count: 3, label: 'Track' },
    ]);
  });
});
