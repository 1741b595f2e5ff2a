import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../aws-clients';
import type { Key } from './keys';
import type { Item } from './table';
import { tableName } from './table';

/** DynamoDB's most keys in one BatchGet. */
const BATCH_SIZE = 100;
/** Times the keys DynamoDB left unprocessed are asked for again before giving up. */
const ROUNDS = 5;

export interface BatchGetOptions {
  consistentRead?: boolean;
  /** Attributes to read (names that are not reserved words), all of them when left out. */
  projection?: string;
}

/**
 * Every item of `wanted` that exists, in no particular order: BatchGets of 100, each asked again
 * for the keys DynamoDB left unprocessed (under throttling it answers 200 with some keys unread).
 * Throws when some are still unread after a few rounds: an unread item must never pass for one
 * that does not exist (a shared page would answer 404, a revoked session would pass).
 */
export async function batchGetAll(wanted: readonly Key[], options: BatchGetOptions = {}): Promise<Item[]> {
  const table = tableName();
  const found: Item[] = [];
  for (let start = 0; start < wanted.length; start += BATCH_SIZE) {
    let pending: Record<string, unknown>[] = wanted.slice(start, start + BATCH_SIZE);
    for (let round = 0; pending.length > 0 && round < ROUNDS; round += 1) {
      const result = await dynamoClient().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ...(options.consistentRead ? { ConsistentRead: true } : {}),
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
            },
          },
        }),
      );
      found.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys ?? [];
    }
    if (pending.length > 0) throw new Error(`${pending.length} item(s) were still unread after ${ROUNDS} BatchGets`);
  }
  return found;
}
