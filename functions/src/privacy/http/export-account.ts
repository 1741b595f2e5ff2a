import { accountExportReplySchema } from '@herway/shared/contracts/account';
import { httpHandler } from '../../kernel/http-handler';
import { exportAccount } from '../account-data';

/** GET /api/account/export: everything stored about the signed-in athlete, as JSON. */
export const handler = httpHandler(
  { method: 'GET', path: '/api/account/export', handler: 'privacy/export-account', auth: 'member' },
  { reply: accountExportReplySchema },
  async ({ user }) => exportAccount(user),
);
