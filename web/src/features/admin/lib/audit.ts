import type { AuditEntry } from '@herway/shared/contracts/audit';

/** 'discount-code.create' → 'Discount code created' (an unknown verb reads as it is). */
const VERBS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  deactivate: 'switched off',
  activate: 'switched on',
  upload: 'uploaded',
  'sign-in': 'signed in',
  download: 'downloaded',
  refund: 'refund requested',
  grant: 'granted',
  remove: 'removed',
  cancel: 'cancelled',
  extend: 'extended',
  end: 'ended',
  'no-show': 'marked a no-show',
  notes: 'notes saved',
  lessons: 'lessons set',
  release: 'released',
  schedule: 'scheduled',
};

export function auditActionLabel(action: string): string {
  const [thing = action, verb] = action.split('.');
  const subject = thing.replaceAll('-', ' ');
  const capitalised = subject.charAt(0).toUpperCase() + subject.slice(1);
  return verb ? `${capitalised} ${VERBS[verb] ?? verb.replaceAll('-', ' ')}` : capitalised;
}

const show = (value: unknown): string => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields an entry changed, before and after, as text; every field of `after` for a creation. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): { field: string; before: string; after: string }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
}
