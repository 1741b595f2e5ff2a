import { usersPageSchema } from '@herway/shared/contracts/admin';
import type { UsersPage } from '@herway/shared/contracts/admin';
import { pageQuerySchema } from '@herway/shared/contracts/common';
import { listPage } from '../../store/admin-lists';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';

/** GET /api/users?limit=&cursor= (admin): user profiles, newest first. */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/users', handler: 'admin/admin/list-users', auth: 'admin' },
  { query: pageQuerySchema, reply: usersPageSchema },
  async ({ query }) => {
    const page: UsersPage = await listPage('users', query.limit, query.cursor);
    return page;
  },
);
