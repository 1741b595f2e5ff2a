import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsReplySchema, type AnalyticsReply } from '@herway/shared/contracts/admin';
import { callRoute } from '@/lib/api-client';
import { ANALYTICS_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/analytics: totals, sport and interest breakdowns, and the last 12 months of revenue. */
export function getAnalytics({ signal }: { signal?: AbortSignal } = {}): Promise<AnalyticsReply> {
  return callRoute('admin/admin/get-analytics', { schema: analyticsReplySchema, signal });
}

export const getAnalyticsQueryOptions = () => queryOptions({ queryKey: ANALYTICS_QUERY_KEY, queryFn: ({ signal }) => getAnalytics({ signal }) });

export function useAnalytics({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAnalyticsQueryOptions(), enabled });
}
