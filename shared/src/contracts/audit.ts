import * as z from '../zod';
import { pageReplySchema, timestampSchema } from './common';

// The admin audit log: every admin action, sign-in and export, who, what,
// when, before and after. Written by the server in the same transaction as the change; the API
// only reads it.

/** A snapshot of what changed: a flat record of plain values (JSON), never a secret. */
export const auditSnapshotSchema = z.record(z.string(), z.unknown());
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: timestampSchema,
  /** The admin's user id (Cognito sub) and how she signs in. */
  actorId: z.string(),
  actor: z.string(),
  /** What was done, `<thing>.<verb>`: 'discount-code.create', 'admin.sign-in', 'export.download'. */
  action: z.string(),
  /** What it was done to. */
  targetType: z.string(),
  targetId: z.string(),
  /** Why, when the action asks for a reason (a refund, a session granted). */
  reason: z.nullable(z.string()),
  before: z.nullable(auditSnapshotSchema),
  after: z.nullable(auditSnapshotSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log?limit=&cursor= (newest first). */
export const auditPageSchema = pageReplySchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
