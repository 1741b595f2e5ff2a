import { analyticsReplySchema } from '@herway/shared/contracts/admin';
import { readStatsCounters } from '../../adapters/dynamo/stats-repo';
import { adminHttpHandler } from '../../lib/admin-http-handler';
import { buildAnalytics } from '../../services/analytics';

/** GET /api/analytics (admin): totals, breakdowns and monthly revenue from ONE Query of the STATS counters. */
export const handler = adminHttpHandler('admin/get-analytics', { reply: analyticsReplySchema }, async () => {
  return buildAnalytics(await readStatsCounters(), new Date());
});
