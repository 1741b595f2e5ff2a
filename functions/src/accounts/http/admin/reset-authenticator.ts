import { adminAccountPathSchema, resetAuthenticatorBodySchema, resetAuthenticatorReplySchema } from '@herway/shared/contracts/admin-roles';
import { adminHttpHandler } from '../../admin-http-handler';
import { resetAuthenticator } from '../../admin-authenticator';

/**
 * POST /api/admin/admins/{userId}/reset-authenticator (admin): another admin lost her phone. Her
 * authenticator goes (audited, with the reason), she is signed out and e-mailed, and she sets up a
 * new one at her next sign-in. 409 for herself or an account with none.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/admins/{userId}/reset-authenticator', handler: 'accounts/admin/reset-authenticator', auth: 'admin' },
  { path: adminAccountPathSchema, body: resetAuthenticatorBodySchema, reply: resetAuthenticatorReplySchema },
  async ({ path, body, user }) => {
    const { email } = await resetAuthenticator(user, path.userId, body.reason);
    return { message: `Authenticator reset for ${email}: she sets up a new one at her next sign-in.` };
  },
);
