import { paginateQuery, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { NativeAttributeValue, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from '@herway/shared/zod';
import { config } from '../config';
import { InvalidInput } from '../domain-errors';
import { dynamoClient } from '../aws-clients';
import type { ListKind } from './keys';

export type Item = Record<string, NativeAttributeValue>;

export const tableName = () => config().TABLE_NAME;

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page, absent on the last page. */
  nextCursor?: string;
}

const lastKeySchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** Cursors are the DynamoDB LastEvaluatedKey, base64url-encoded; a tampered one is InvalidInput, not a 500. */
export function encodeCursor(lastKey: Item | undefined): string | undefined {
  return lastKey ? Buffer.from(JSON.stringify(lastKey)).toString('base64url') : undefined;
}

function decodeCursor(cursor: string | undefined): Item | undefined {
  if (!cursor) return undefined;
  try {
    return lastKeySchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new InvalidInput('This list position is out of date. Please reload the page.');
  }
}

const GSI1_KEY_NAMES = ['GSI1PK', 'GSI1SK', 'PK', 'SK'].join();

/**
 * Where a page of a listing starts: a cursor must be a key of the same listing (base64url JSON of
 * exactly its four key attributes, all strings, GSI1PK the listing's kind). Anything else
 * (tampered, or another list's, which DynamoDB would refuse with a ValidationException) is InvalidInput.
 */
export function listingStartKey(kind: ListKind, cursor: string | undefined): Item | undefined {
  const key = decodeCursor(cursor);
  if (!key) return undefined;
  const names = Object.keys(key).sort().join();
  const valid = names === GSI1_KEY_NAMES && Object.values(key).every((value) => typeof value === 'string') && key.GSI1PK === kind;
  if (!valid) throw new InvalidInput('This list position is out of date. Please reload the page.');
  return key;
}

/** One page of a listing through GSI1, newest first; the cursor is checked against the listing. */
export async function queryListing(kind: ListKind, limit: number, cursor?: string): Promise<Page<Item>> {
  const result = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :kind',
      ExpressionAttributeValues: { ':kind': kind },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: listingStartKey(kind, cursor),
    }),
  );
  const nextCursor = encodeCursor(result.LastEvaluatedKey);
  return { items: result.Items ?? [], ...(nextCursor ? { nextCursor } : {}) };
}

/** Every item a Query finds, following its pages. */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of paginateQuery({ client: dynamoClient() }, { ...input, TableName: tableName() })) items.push(...(page.Items ?? []));
  return items;
}

/** Every item of one partition (an athlete's item collection), following pages. */
export function queryPartition(pk: string): Promise<Item[]> {
  return queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } });
}

/** Strips the key attributes before an item leaves the repository layer. */
export function withoutKeys<T extends Item>(item: T): Omit<T, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK'> {
  const { PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, ...rest } = item;
  return rest;
}
