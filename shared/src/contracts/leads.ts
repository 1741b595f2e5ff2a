import * as z from '../zod';
import { idSchema, pageQuerySchema } from './common';

// Leads (docs/admin-athletes-leads-attention.md): each contact message is a lead with a status and the admins' notes.
// A lead whose e-mail later makes a succeeded (non-test) payment becomes `converted` by itself
// (docs/admin-athletes-leads-attention.md).

export const leadStatuses = ['new', 'contacted', 'booked', 'converted', 'closed'] as const;
export const leadStatusSchema = z.enum(leadStatuses, { error: 'Please choose a status: new, contacted, booked, converted or closed' });
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/** Notes are for the founders only; a few paragraphs at most. */
export const LEAD_NOTES_MAX = 2000;

/** PATCH /api/contacts/{id}: a new status and/or notes, always with why. */
export const updateContactBodySchema = z
  .object({
    status: z.optional(leadStatusSchema),
    notes: z.optional(
      z.nullable(z.string({ error: 'Notes must be text' }).check(z.trim(), z.maxLength(LEAD_NOTES_MAX, `Notes must be at most ${LEAD_NOTES_MAX} characters`))),
    ),
    reason: z.optional(z.string({ error: 'The reason must be text' }).check(z.trim(), z.maxLength(500, 'The reason must be at most 500 characters'))),
  })
  .check(z.refine((body) => body.status !== undefined || body.notes !== undefined, { error: 'Choose a status or write notes to save' }));
export type UpdateContactBody = z.input<typeof updateContactBodySchema>;

export const contactPathSchema = z.object({ id: idSchema });

/** GET /api/contacts?status=&limit=&cursor=: all contacts, or those of one status, newest first. */
export const contactsQuerySchema = z.object({ ...pageQuerySchema.shape, status: z.optional(leadStatusSchema) });
export type ContactsQuery = z.infer<typeof contactsQuerySchema>;
