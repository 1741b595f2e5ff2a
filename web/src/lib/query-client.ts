import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client';

/** SPEC §7: cached data never goes stale, no refetch on interval or focus, no retries. */
export const queryConfig = {
  queries: {
    queryFn: defaultQueryFn,
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
