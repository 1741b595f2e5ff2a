import { contactRecordSchema, updateContactReplySchema } from '@herway/shared/contracts/admin';
import type { ContactRecord } from '@herway/shared/contracts/admin';
import { contactPathSchema, leadStatusSchema, updateContactBodySchema } from '@herway/shared/contracts/leads';
import { toContactRecord } from '../../store/lead-repo';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { updateLead } from '../../store/lead-repo';
import { notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * PATCH /api/contacts/{id} (admin): a lead's status and/or notes (and why), with its audit entry
 * in the same transaction. Answers the contact as it is now.
 */
export const handler = adminHttpHandler(
  { method: 'PATCH', path: '/api/contacts/{id}', handler: 'contact/admin/update-contact', auth: 'admin' },
  { path: contactPathSchema, body: updateContactBodySchema, reply: updateContactReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const actor = await auditActorOf(user);
    const result = await updateLead(path.id, (contact) => {
      const stored = leadStatusSchema.safeParse(contact.status);
      const before = { status: stored.success ? stored.data : 'new', notes: text(contact.notes) };
      const fields = { status: body.status ?? before.status, notes: body.notes === undefined ? before.notes : text(body.notes), updatedAt: now.toISOString() };
      const after = { status: fields.status, notes: fields.notes };
      const audit = auditEntry(actor, { action: 'contact.update', targetType: 'contact', targetId: path.id, reason: body.reason ?? null, before, after }, now);
      return { fields, audit };
    });
    if (result.outcome === 'not-found') throw notFound('This contact message no longer exists.');
    const contact: ContactRecord = contactRecordSchema.parse(toContactRecord(result.contact));
    return { contact };
  },
);
