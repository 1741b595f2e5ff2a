import * as z from '../zod';
import { actionReasonSchema } from './admin-athletes';
import { idSchema, messageReplySchema } from './common';

/** POST /api/admin/admins/{userId}/remove: another admin's access taken away, with the reason for the audit log. */
export const removeAdminPathSchema = z.object({ userId: idSchema });
export const removeAdminBodySchema = z.object({ reason: actionReasonSchema });
export type RemoveAdminBody = z.infer<typeof removeAdminBodySchema>;
/** 'Admin access removed for <e-mail>.'; 409 for herself, a non-admin, or a removal made meanwhile. */
export const removeAdminReplySchema = messageReplySchema;
