import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../aws-clients';
import { tableName } from './table';

// Transactions on the table, and how a refused write reads. A transaction another one overlapped
// is sent again by the client's conflict-retry middleware (conflict-retry.ts), before any of this
// sees it.

type TableAction = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One action of a TransactWriteItems request (document client form), on our table: no TableName. */
export type TransactItem = { [Kind in keyof TableAction]: Omit<NonNullable<TableAction[Kind]>, 'TableName'> };

function onTable(item: TransactItem, TableName: string): TableAction {
  const { Put, Update, Delete, ConditionCheck } = item;
  return {
    ...(Put && { Put: { ...Put, TableName } }),
    ...(Update && { Update: { ...Update, TableName } }),
    ...(Delete && { Delete: { ...Delete, TableName } }),
    ...(ConditionCheck && { ConditionCheck: { ...ConditionCheck, TableName } }),
  };
}

/** Writes the items in one transaction on the table: all of them, or none. */
export async function writeTransaction(items: readonly TransactItem[]): Promise<void> {
  const table = tableName();
  await dynamoClient().send(new TransactWriteCommand({ TransactItems: items.map((item) => onTable(item, table)) }));
}

/** The reasons of a cancelled transaction, by item ('None' for an item that failed nothing); undefined for any other error. */
export function cancellationCodes(error: unknown): string[] | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/** Whether the transaction was cancelled by the failed condition of its item at `index`. */
export const conditionFailedAt = (error: unknown, index: number): boolean => cancellationCodes(error)?.[index] === 'ConditionalCheckFailed';

/** Whether a single write (Put, Update, Delete) was refused by its condition. */
export const isConditionFailure = (error: unknown): boolean => (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/** Whether a write was refused: a single write's condition, or a transaction cancelled for any reason. */
export const isRefusedWrite = (error: unknown): boolean => isConditionFailure(error) || cancellationCodes(error) !== undefined;
