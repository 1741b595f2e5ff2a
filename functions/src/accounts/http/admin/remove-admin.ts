import { removeAdminBodySchema, removeAdminPathSchema, removeAdminReplySchema } from '@herway/shared/contracts/admin-roles';
import { adminHttpHandler } from '../../admin-http-handler';
import { removeAdmin } from '../../admin-removal';

/**
 * POST /api/admin/admins/{userId}/remove (admin): takes another admin's access away at once, with
 * a reason in the audit log (accounts/admin-removal.ts). 409 for herself, an account that is no
 * admin, or when another admin removed her a moment before.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/admins/{userId}/remove', handler: 'accounts/admin/remove-admin', auth: 'admin' },
  { path: removeAdminPathSchema, body: removeAdminBodySchema, reply: removeAdminReplySchema },
  async ({ path, body, user }) => {
    const { email } = await removeAdmin(user, path.userId, body.reason);
    return { message: `Admin access removed for ${email}.` };
  },
);
