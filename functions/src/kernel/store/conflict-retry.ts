import { setTimeout as sleep } from 'node:timers/promises';
import type { InitializeHandlerArguments, InitializeHandlerOutput, InitializeMiddleware, MetadataBearer } from '@smithy/types';

/**
 * Retries a DynamoDB transaction that another one overlapped (docs/decisions/no-hot-items-in-transactions.md).
 *
 * Real DynamoDB cancels a TransactWriteItems or TransactGetItems that touches an item another
 * transaction is working on: TransactionCanceledException with reason `TransactionConflict` on
 * that item (and TransactionConflictException for a plain write on it). Nothing was applied, so
 * sending the same request again is safe; the SDK's own retries do not cover these errors. A
 * cancellation with any other reason (a failed condition, a ValidationError) is a real answer and
 * goes back to the caller at once. Waits use "full jitter" (a random time up to an exponential
 * cap), so the transactions that collided do not collide again in step.
 */
export interface ConflictRetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** Cap of the first wait, doubled for each next one up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  pause?: (ms: number) => Promise<unknown>;
  random?: () => number;
}

export const CONFLICT_RETRY: ConflictRetryOptions = { attempts: 12, baseDelayMs: 15, maxDelayMs: 1000 };

type Reason = { Code?: string };

/** Whether an error is only another transaction being in the way. */
export function isTransactionConflict(error: unknown): boolean {
  const name = (error as Error | undefined)?.name;
  if (name === 'TransactionConflictException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const reasons = ((error as { CancellationReasons?: Reason[] }).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return reasons.includes('TransactionConflict') && reasons.every((code) => code === 'None' || code === 'TransactionConflict');
}

/** The wait before try number `attempt + 1` (attempt counts from 1). */
export function conflictDelayMs(attempt: number, options: ConflictRetryOptions, random: () => number = Math.random): number {
  const cap = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(random() * cap);
}

/** A middleware for the DynamoDB client's `initialize` step (outside the SDK's own retries). */
export function conflictRetryMiddleware(options: ConflictRetryOptions = CONFLICT_RETRY): InitializeMiddleware<object, MetadataBearer> {
  const pause = options.pause ?? sleep;
  const random = options.random ?? Math.random;
  return (next) =>
    async (args: InitializeHandlerArguments<object>): Promise<InitializeHandlerOutput<MetadataBearer>> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await next(args);
        } catch (error) {
          if (attempt >= options.attempts || !isTransactionConflict(error)) throw error;
          await pause(conflictDelayMs(attempt, options, random));
        }
      }
    };
}
