import * as z from '@herway/shared/zod';
import { currentUserSchema } from '@herway/shared/contracts/current-user';

/**
 * GET /api/auth/user answers the user, or null when signed out. Every page loads this with its
 * first answer: the contract's own module, so the other auth schemas stay out of it.
 */
export const currentUserReplySchema = z.nullable(currentUserSchema);
