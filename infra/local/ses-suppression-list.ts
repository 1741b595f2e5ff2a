import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from '@herway/shared/zod';

// The local SES's account-level suppression list (ses-front.ts answers SES v2's
// PutSuppressedDestination, GetSuppressedDestination and DeleteSuppressedDestination from it),
// kept in a JSON file like the rest of the local stack's data, so it survives a restart.

export type SuppressionReason = 'BOUNCE' | 'COMPLAINT';

export interface SuppressedDestination {
  reason: SuppressionReason;
  /** Epoch milliseconds. */
  lastUpdateTime: number;
}

const fileSchema = z.object({
  addresses: z.record(z.string(), z.object({ reason: z.enum(['BOUNCE', 'COMPLAINT']), lastUpdateTime: z.number() })),
});

const key = (address: string) => address.trim().toLowerCase();

export class SuppressionList {
  private readonly addresses = new Map<string, SuppressedDestination>();

  /** `file`: where the list is kept (none: memory only). */
  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const stored = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      for (const [address, entry] of Object.entries(stored.addresses)) this.addresses.set(address, entry);
    }
  }

  has(address: string): boolean {
    return this.addresses.has(key(address));
  }

  get(address: string): SuppressedDestination | undefined {
    return this.addresses.get(key(address));
  }

  put(address: string, reason: SuppressionReason, at: Date): void {
    this.addresses.set(key(address), { reason, lastUpdateTime: at.getTime() });
    this.save();
  }

  /** Answers whether it was on the list. */
  delete(address: string): boolean {
    const deleted = this.addresses.delete(key(address));
    if (deleted) this.save();
    return deleted;
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    // Written then renamed, so a stop mid-write never leaves half a file.
    writeFileSync(`${this.file}.tmp`, `${JSON.stringify({ addresses: Object.fromEntries(this.addresses) }, null, 2)}\n`);
    renameSync(`${this.file}.tmp`, this.file);
  }
}
