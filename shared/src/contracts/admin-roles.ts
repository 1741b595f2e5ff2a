import * as z from '../zod';
import { actionReasonSchema } from './admin-athletes';
import { idSchema, messageReplySchema } from './common';

/** The admin an action is about: `/api/admin/admins/{userId}/...`. */
export const adminAccountPathSchema = z.object({ userId: idSchema });

/** POST /api/admin/admins/{userId}/remove: another admin's access taken away, with the reason for the audit log. */
export const removeAdminPathSchema = adminAccountPathSchema;
export const removeAdminBodySchema = z.object({ reason: actionReasonSchema });
export type RemoveAdminBody = z.infer<typeof removeAdminBodySchema>;
/** 'Admin access removed for <e-mail>.'; 409 for herself, a non-admin, or a removal made meanwhile. */
export const removeAdminReplySchema = messageReplySchema;

/** POST /api/admin/admins/{userId}/reset-authenticator: another admin's lost phone, with the reason for the audit log. */
export const resetAuthenticatorBodySchema = z.object({ reason: actionReasonSchema });
export type ResetAuthenticatorBody = z.infer<typeof resetAuthenticatorBodySchema>;
/** 'Authenticator reset for <e-mail>: ...'; 409 for herself or an account with no authenticator. */
export const resetAuthenticatorReplySchema = messageReplySchema;
