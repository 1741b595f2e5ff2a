import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditSnapshot } from '@herway/shared/contracts/audit';
import type { AuditActor } from './store/audit-repo';

// Building admin audit entries: who did what to what, when, why, and the record before
// and after. Pure; audit-repo.ts writes them, in the same transaction as the change they describe.

/** Fields never copied into the log, wherever they appear in a snapshot. */
const SECRET_FIELD = /password|secret|token|totp|ticket|cookie|key$/i;
/** A snapshot's values are cut to this many characters: the log records, it does not archive. */
const MAX_TEXT = 500;
const MAX_FIELDS = 40;

function cleanValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return depth > 1 ? `[${value.length} items]` : value.slice(0, MAX_FIELDS).map((item) => cleanValue(item, depth + 1));
  if (typeof value === 'object') return depth > 1 ? '{…}' : snapshotOf(value as Record<string, unknown>, depth + 1);
  return undefined;
}

/** A record as the log keeps it: keys and GSI attributes dropped, secrets left out, long text cut. */
export function snapshotOf(record: Record<string, unknown> | undefined | null, depth = 0): AuditSnapshot | null {
  if (!record) return null;
  const entries = Object.entries(record)
    .filter(([name]) => !/^(PK|SK|GSI1PK|GSI1SK|type)$/.test(name) && !SECRET_FIELD.test(name))
    .slice(0, MAX_FIELDS)
    .map(([name, value]) => [name, cleanValue(value, depth)] as const)
    .filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries);
}

export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The entry for one admin action at `now`. */
export function auditEntry(actor: AuditActor, change: AuditChange, now: Date = new Date()): AuditEntry {
  return {
    id: randomUUID(),
    at: now.toISOString(),
    actorId: actor.sub,
    actor: actor.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    reason: change.reason?.trim() || null,
    before: snapshotOf(change.before),
    after: snapshotOf(change.after),
  };
}
