import * as z from '../zod';
import { accountTypeSchema } from './account-type';
import { timestampSchema } from './timestamp';

/**
 * GET /api/auth/user. A module of its own (re-exported by ./auth) so that the web's first answer
 * checks her with this schema alone, without the registration and password rules.
 */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  profileImageUrl: z.optional(z.string()),
  isAdmin: z.boolean(),
  /**
   * An athlete's account or a parent's or guardian's (docs/family.md), from her verified token's
   * groups. Absent for an admin: an admin's account is neither.
   */
  accountType: z.optional(accountTypeSchema),
  createdAt: timestampSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
