import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import type { DynamoCall, Json } from './dynamo-proxy-wire';

// Real DynamoDB applies a transaction whole or not at all, even if a server dies mid-way. The proxy
// applies one action after the other, so a kill -9 between two of them would leave half of it (a
// school count of 2 beside 3 schools). Before the first action it writes the items' snapshots to a
// journal file (flushed to disk); once the transaction is applied or rolled back the journal goes.
// A journal found at start belongs to a transaction that never answered: its items are put back.

export interface JournalEntry {
  table: string;
  key: Json;
  /** The item before the transaction; absent when it did not exist. */
  snapshot?: Json;
}

export interface TransactionJournal {
  /** Records what the transaction's items were, durably, before any of them changes. */
  begin(entries: readonly JournalEntry[]): void;
  /** The transaction is applied or rolled back: nothing to recover. */
  end(): void;
}

/** No journal: for a proxy whose data does not outlive it. */
export const NO_JOURNAL: TransactionJournal = { begin: () => undefined, end: () => undefined };

/** A journal in one file (transactions run one at a time, under the proxy's exclusive lock). */
export function fileJournal(path: string): TransactionJournal {
  return {
    begin(entries) {
      const temporary = `${path}.tmp`;
      const fd = openSync(temporary, 'w');
      try {
        writeSync(fd, JSON.stringify(entries));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, path);
    },
    end() {
      rmSync(path, { force: true });
    },
  };
}

function readJournal(path: string): JournalEntry[] | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  return JSON.parse(text) as JournalEntry[];
}

/**
 * Puts back the items of a transaction cut short by a crash (each as its snapshot, or deleted if it
 * did not exist), then removes the journal. Returns how many items it restored.
 */
export async function recoverJournal(path: string, call: DynamoCall): Promise<number> {
  const entries = readJournal(path);
  if (!entries) return 0;
  for (const entry of entries) {
    if (entry.snapshot) await call('PutItem', { TableName: entry.table, Item: entry.snapshot });
    else await call('DeleteItem', { TableName: entry.table, Key: entry.key });
  }
  rmSync(path, { force: true });
  return entries.length;
}
