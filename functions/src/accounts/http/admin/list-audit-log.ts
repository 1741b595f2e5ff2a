import { auditPageSchema } from '@herway/shared/contracts/audit';
import { pageQuerySchema } from '@herway/shared/contracts/common';
import { listAuditPage } from '../../store/audit-repo';
import { adminHttpHandler } from '../../admin-http-handler';

/** GET /api/admin/audit-log?limit=&cursor= (admin): every admin action, sign-in and export, newest first. Read-only. */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/audit-log', handler: 'accounts/admin/list-audit-log', auth: 'admin' },
  { query: pageQuerySchema, reply: auditPageSchema },
  async ({ query }) => listAuditPage(query.limit, query.cursor),
);
