import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardReplySchema, type DashboardReply } from '@herway/shared/contracts/dashboard';
import { ApiError, apiRequest } from '@/lib/api-client';

export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;

/** GET /api/dashboard (athlete): her profile, purchases, packages, upcoming sessions, entitlements and booking links. */
export function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardReply> {
  return apiRequest('GET', '/api/dashboard', { schema: dashboardReplySchema, signal });
}

/**
 * SPEC §7: retried once. A 4xx is an answer, not a hiccup (a 401 is a session that ended, handled
 * by the login gate), so it is not retried.
 */
export function retryOnce(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** SPEC §7 query settings: retried once, fresh for 5 minutes, kept for 10. */
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
