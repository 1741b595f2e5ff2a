import type { InitializeHandlerArguments } from '@smithy/types';
import { describe, expect, it } from 'vitest';
import { conflictDelayMs, conflictRetryMiddleware, isTransactionConflict } from './conflict-retry';
import { cancelledTransaction } from '../../testing/transactions';

function run(failures: Error[], attempts = 10) {
  const waits: number[] = [];
  let calls = 0;
  const handler = conflictRetryMiddleware({ attempts, baseDelayMs: 10, maxDelayMs: 50, pause: async (ms) => waits.push(ms), random: () => 1 })(
    async () => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return { output: { $metadata: {} }, response: {} };
    },
    { commandName: 'TransactWriteItemsCommand' },
  );
  return { result: handler({ input: {} } as InitializeHandlerArguments<object>), waits, calls: () => calls };
}

describe('transaction conflict retries', () => {
  it('tells a conflict from a real refusal', () => {
    expect(isTransactionConflict(cancelledTransaction('None', 'TransactionConflict'))).toBe(true);
    expect(isTransactionConflict(Object.assign(new Error('x'), { name: 'TransactionConflictException' }))).toBe(true);
    expect(isTransactionConflict(cancelledTransaction('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isTransactionConflict(cancelledTransaction('None', 'ValidationError'))).toBe(false);
    expect(isTransactionConflict(cancelledTransaction('None'))).toBe(false);
    expect(isTransactionConflict(new Error('network'))).toBe(false);
  });

  it('sends a conflicted transaction again after jittered, growing waits until it goes through', async () => {
    const { result, waits, calls } = run([
      cancelledTransaction('TransactionConflict'),
      cancelledTransaction('None', 'TransactionConflict'),
      cancelledTransaction('TransactionConflict'),
    ]);
    await expect(result).resolves.toMatchObject({ output: { $metadata: {} } });
    expect(calls()).toBe(4);
    expect(waits).toEqual([10, 20, 40]);
  });

  it('gives up after the last attempt with the conflict itself', async () => {
    const { result, calls } = run(
      Array.from({ length: 5 }, () => cancelledTransaction('TransactionConflict')),
      3,
    );
    await expect(result).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(calls()).toBe(3);
  });

  it('answers a failed condition at once', async () => {
    const { result, calls } = run([cancelledTransaction('ConditionalCheckFailed', 'None')]);
    await expect(result).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(calls()).toBe(1);
  });

  it('waits a random time up to a capped exponential bound', () => {
    const options = { attempts: 10, baseDelayMs: 15, maxDelayMs: 800 };
    expect(conflictDelayMs(1, options, () => 0.5)).toBe(8);
    expect(conflictDelayMs(3, options, () => 1)).toBe(60);
    expect(conflictDelayMs(9, options, () => 1)).toBe(800);
    expect(conflictDelayMs(9, options, () => 0)).toBe(0);
  });
});
