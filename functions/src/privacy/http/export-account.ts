import { accountExportReplySchema } from '@herway/shared/contracts/account';
import { httpHandler } from '../../kernel/http-handler';
import { exportAccount } from '../account-data';

/** GET /api/account/export: everything stored about the signed-in athlete, as JSON. */
export const handler = httpHandler('privacy/export-account', { reply: accountExportReplySchema }, async ({ user }) => exportAccount(user));
