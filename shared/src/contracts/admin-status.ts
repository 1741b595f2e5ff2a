import * as z from '../zod';

/**
 * GET /api/admin/status. A module of its own (re-exported by ./admin) so that the page guard every
 * signed-in page loads checks this one schema, without building the admin pages' schemas too.
 */
export const adminStatusReplySchema = z.object({ isAdmin: z.boolean() });
export type AdminStatusReply = z.infer<typeof adminStatusReplySchema>;
