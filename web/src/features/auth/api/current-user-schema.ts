import * as z from '@herway/shared/zod';
import type { CurrentUser } from '@herway/shared/contracts/auth';

/**
 * The reply of GET /api/auth/user, mirroring `currentUserSchema` of
 * `@herway/shared/contracts/auth`: every page loads this with its first answer, and importing the
 * contract module would bring its other schemas (registration, password rules) into every
 * page. `satisfies` makes the build fail if the two drift apart.
 */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  profileImageUrl: z.optional(z.string()),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
}) satisfies z.ZodMiniType<CurrentUser>;

/** GET /api/auth/user answers the user, or null when signed out. */
export const currentUserReplySchema = z.nullable(currentUserSchema);
