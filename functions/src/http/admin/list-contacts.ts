import type { ContactsPage } from '@herway/shared/contracts/admin';
import { pageQuerySchema } from '@herway/shared/contracts/common';
import { listPage } from '../../adapters/dynamo/admin-lists';
import { httpHandler } from '../../lib/http-handler';

/** GET /api/contacts?limit=&cursor= (admin): contact messages, newest first. */
export const handler = httpHandler('admin/list-contacts', { query: pageQuerySchema }, async ({ query }) => {
  const page: ContactsPage = await listPage('contacts', query.limit, query.cursor);
  return page;
});
