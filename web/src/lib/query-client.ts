import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * SPEC §7: cached data never goes stale, no refetch on interval or focus, no retries. Every query
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

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
