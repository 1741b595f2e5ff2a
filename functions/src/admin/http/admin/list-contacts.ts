import { contactsPageSchema } from '@herway/shared/contracts/admin';
import { contactsQuerySchema } from '@herway/shared/contracts/leads';
import { listPage } from '../../store/admin-lists';
import { listLeadsPage } from '../../../contact/store/lead-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';

/**
 * GET /api/contacts?status=&limit=&cursor= (admin): contact messages, newest first; with a status
 * (new, contacted, booked, converted, closed), only the leads of that status (GSI1 LEAD#<status>).
 */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/contacts', handler: 'admin/admin/list-contacts', auth: 'admin' },
  { query: contactsQuerySchema, reply: contactsPageSchema },
  async ({ query }) => {
    return query.status ? await listLeadsPage(query.status, query.limit, query.cursor) : await listPage('contacts', query.limit, query.cursor);
  },
);
