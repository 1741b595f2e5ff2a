import { auditPageSchema } from '@herway/shared/contracts/audit';
import { pageQuerySchema } from '@herway/shared/contracts/common';
import { listAuditPage } from '../../store/audit-repo';
import { adminHttpHandler } from '../../admin-http-handler';

/** GET /api/admin/audit-log?limit=&cursor= (admin): every admin action, sign-in and export, newest first. Read-only. */
export const handler = adminHttpHandler('accounts/admin/list-audit-log', { query: pageQuerySchema, reply: auditPageSchema }, async ({ query }) =>
  listAuditPage(query.limit, query.cursor),
);
