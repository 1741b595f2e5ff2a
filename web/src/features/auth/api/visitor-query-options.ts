import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Query options for a question about who the visitor is (is she signed in, is she an admin):
 * `staleTime` says how long an answer stands; never retried.
 */
export const visitorQueryOptions = <Answer, Key extends QueryKey>(
  queryKey: Key,
  ask: (options: { signal?: AbortSignal }) => Promise<Answer>,
  staleTime: number,
) => queryOptions({ queryKey, queryFn: ({ signal }) => ask({ signal }), staleTime, retry: false });
