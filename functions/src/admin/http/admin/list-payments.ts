import { paymentsPageSchema } from '@herway/shared/contracts/admin';
import type { PaymentsPage } from '@herway/shared/contracts/admin';
import { pageQuerySchema } from '@herway/shared/contracts/common';
import { listPage } from '../../store/admin-lists';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';

/** GET /api/payments?limit=&cursor= (admin): payments, newest first; amounts as text dollars ('400.00'). */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/payments', handler: 'admin/admin/list-payments', auth: 'admin' },
  { query: pageQuerySchema, reply: paymentsPageSchema },
  async ({ query }) => {
    const page: PaymentsPage = await listPage('payments', query.limit, query.cursor);
    return page;
  },
);
