import * as z from '../zod';
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
  createdAt: timestampSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
