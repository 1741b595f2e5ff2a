import { accountExportReplySchema } from '@herway/shared/contracts/account';
import { httpHandler } from '../../lib/http-handler';
import { exportAccount } from '../../services/account-data';

/** GET /api/account/export: everything stored about the signed-in athlete, as JSON. */
export const handler = httpHandler('account/export-account', { reply: accountExportReplySchema }, async ({ user }) => exportAccount(user));
