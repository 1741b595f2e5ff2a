import type { AdminStatusReply } from '@herway/shared/contracts/admin';
import { httpHandler } from '../../lib/http-handler';

/** GET /api/admin/status: whether the verified token is in the `admin` group; false when signed out. */
export const handler = httpHandler('admin/get-admin-status', {}, async ({ user }) => {
  const answer: AdminStatusReply = { isAdmin: user?.isAdmin ?? false };
  return answer;
});
