import { analyticsReplySchema } from '@herway/shared/contracts/admin';
import { readStatsCounters } from '../../../insights/store/stats-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { buildAnalytics } from '../../../insights/analytics';

/** GET /api/analytics (admin): totals, breakdowns and monthly revenue from ONE Query of the STATS counters. */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/analytics', handler: 'admin/admin/get-analytics', auth: 'admin' },
  { reply: analyticsReplySchema },
  async () => {
    return buildAnalytics(await readStatsCounters(), new Date());
  },
);
