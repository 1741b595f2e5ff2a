import { QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import type { AdminStatusReply } from '@herway/shared/contracts/admin-status';
import { ApiError } from './api-client';
import { forgetPageRole } from './early-answers';
import { ADMIN_STATUS_QUERY_KEY, isAdminQueryKey } from './query-keys';

/**
 * Cached data never goes stale (docs/product-rules.md#timings-and-caching), no refetch on interval or focus, no retries. Every query
 * names its own function (features/<area>/api), which parses the answer with its contract.
 */
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

/**
 * Retried once. A 4xx is an answer, not a hiccup (a 401 is a session that ended, handled
 * by the page guard), so it is not retried.
 */
export function retryOnce(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Marks this page's admin session as ended: the admin pages' guard then sends her away. */
export function markAdminSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<AdminStatusReply>(ADMIN_STATUS_QUERY_KEY, { isAdmin: false });
  forgetPageRole('admin');
}

/** True for the answers that mean the admin session is gone or was never there (401, 403). */
const isAccessError = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status === 403);

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: queryConfig,
    queryCache: new QueryCache({
      // An admin list answering 401 or 403: the admin session is over (expired, revoked, or the
      // account left the admin group), whichever admin page asked.
      onError: (error, query) => {
        if (isAdminQueryKey(query.queryKey) && isAccessError(error)) markAdminSignedOut(queryClient);
      },
    }),
  });
  return queryClient;
}
