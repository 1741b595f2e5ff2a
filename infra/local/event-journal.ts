import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EventBridgeEnvelope } from '@herway/events/catalog';

/**
 * What the local bus accepted and has not finished delivering, on disk. EventBridge keeps an
 * accepted event until its target got it (or its DLQ did); a bus that only held it in memory
 * would lose a paid order to a kill -9 between "200 to the webhook" and "consumer done". Each
 * delivery is written (temporary file, then rename) BEFORE PutEvents answers, removed when the
 * consumer succeeded or the event was dead-lettered, and delivered again when the bus restarts.
 */
export interface JournalEntry {
  rule: string;
  envelope: EventBridgeEnvelope;
}

export interface PendingDelivery extends JournalEntry {
  file: string;
}

export class DeliveryJournal {
  constructor(private readonly dir: string) {}

  /** Writes the deliveries of one PutEvents call; resolves once all are on disk. */
  async record(entries: readonly JournalEntry[]): Promise<string[]> {
    await mkdir(this.dir, { recursive: true });
    return Promise.all(
      entries.map(async (entry) => {
        const file = path.join(this.dir, `${entry.envelope.time.replace(/[:.]/g, '-')}-${entry.envelope.id}-${entry.rule}.json`);
        await writeFile(`${file}.tmp`, `${JSON.stringify(entry)}\n`);
        await rename(`${file}.tmp`, file);
        return file;
      }),
    );
  }

  /** The delivery ended (delivered, or dead-lettered): forget it. */
  async done(file: string): Promise<void> {
    await rm(file, { force: true });
  }

  /** Deliveries a previous run accepted and never finished, oldest first; unreadable files are skipped. */
  async pending(): Promise<PendingDelivery[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const deliveries: PendingDelivery[] = [];
    for (const name of names.filter((candidate) => candidate.endsWith('.json')).sort()) {
      const file = path.join(this.dir, name);
      try {
        const entry = JSON.parse(await readFile(file, 'utf8')) as Partial<JournalEntry>;
        if (typeof entry.rule === 'string' && typeof entry.envelope?.id === 'string') deliveries.push({ file, rule: entry.rule, envelope: entry.envelope });
      } catch {
        // A torn write never reaches a .json name (rename); anything else unreadable stays for a person.
      }
    }
    return deliveries;
  }
}
