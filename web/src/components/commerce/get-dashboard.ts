import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardReplySchema, type DashboardReply } from '@herway/shared/contracts/dashboard';
import { callRoute } from '@/lib/api-client';
import { retryOnce } from '@/lib/query-client';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';

/**
 * GET /api/dashboard (athlete): her profile, purchases, packages, upcoming sessions, entitlements and
 * booking links. Shared here (not in features/dashboard): the shop pages read it to know what she owns.
 */
export function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardReply> {
  return callRoute('dashboard/get-dashboard', { schema: dashboardReplySchema, signal });
}

/** The dashboard's query settings (docs/product-rules.md#timings-and-caching): retried once, fresh for 5 minutes, kept for 10. */
export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => getDashboard({ signal }),
    retry: retryOnce,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
