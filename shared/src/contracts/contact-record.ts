import * as z from '../zod';
import { timestampSchema } from './common';
import { contactInterestTypeSchema } from './contact';
import { leadStatusSchema } from './leads';

// A module of its own (re-exported by ./admin) so that the lead store, which the payment consumer
// loads to mark a lead converted, does not build the admin pages' schemas.

export const contactRecordSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  sport: z.nullable(z.string()),
  interestType: contactInterestTypeSchema,
  message: z.string(),
  createdAt: timestampSchema,
  /** The lead's status (docs/admin-athletes-leads-attention.md); absent on a contact saved before leads existed: 'new'. */
  status: z.optional(leadStatusSchema),
  notes: z.optional(z.nullable(z.string())),
  /** When her e-mail made a succeeded payment after this message (set by the payment consumer). */
  convertedAt: z.optional(timestampSchema),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;
