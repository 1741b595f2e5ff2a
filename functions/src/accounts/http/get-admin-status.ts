import { adminStatusReplySchema } from '@herway/shared/contracts/admin-status';
import { httpHandler } from '../../kernel/http-handler';

/** GET /api/admin/status: whether the verified token is in the `admin` group; false when signed out. */
export const handler = httpHandler(
  { method: 'GET', path: '/api/admin/status', handler: 'accounts/get-admin-status', auth: 'public' },
  { reply: adminStatusReplySchema },
  async ({ user }) => {
    return { isAdmin: user?.isAdmin ?? false };
  },
);
