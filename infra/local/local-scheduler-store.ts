import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InviteeCreatedWebhook } from '@herway/events/calendly';

// The invitees the local scheduler created, kept in one JSON file so that their cancel and
// reschedule links keep working after `npm start` restarts (as Calendly's links do).

export type InviteeStatus = 'active' | 'cancelled' | 'rescheduled';

export interface StoredInvitee {
  /** The invitee's UUID: the last segment of its URI and of its links. */
  id: string;
  mentorId: string;
  status: InviteeStatus;
  /** The invitee.created body sent for it: what its cancellation repeats. */
  created: InviteeCreatedWebhook;
  /** The invitee a reschedule replaced it with. */
  rescheduledTo?: string;
}

/** The invitees by id, written through to `<dir>/invitees.json` (a temporary file, then a rename). */
export class InviteeStore {
  private readonly invitees = new Map<string, StoredInvitee>();
  private readonly file: string;

  constructor(private readonly dir: string) {
    this.file = path.join(dir, 'invitees.json');
    try {
      for (const invitee of JSON.parse(readFileSync(this.file, 'utf8')) as StoredInvitee[]) this.invitees.set(invitee.id, invitee);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  get(id: string): StoredInvitee | undefined {
    return this.invitees.get(id);
  }

  /** Records the invitees (new or changed) and writes the file once. */
  save(...invitees: StoredInvitee[]): void {
    for (const invitee of invitees) this.invitees.set(invitee.id, invitee);
    mkdirSync(this.dir, { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify([...this.invitees.values()])}\n`);
    renameSync(temporary, this.file);
  }
}
