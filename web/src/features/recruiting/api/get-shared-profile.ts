import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedProfileReplySchema, type SharedProfileReply } from '@herway/shared/contracts/recruiting';
import { ApiError, callRoute } from '@/lib/api-client';
import { sharedProfileQueryKey } from '@/lib/query-keys';

/** GET /api/shared-profiles/{token} (public): what a coach sees on /p/{token}. */
export function getSharedProfile(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<SharedProfileReply> {
  return callRoute('recruiting/get-shared-profile', { path: { token }, schema: sharedProfileReplySchema, signal });
}

export const getSharedProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedProfileQueryKey(token),
    queryFn: ({ signal }) => getSharedProfile(token, { signal }),
    // Not shared (404) or not a whole link (400) is an answer, not a hiccup.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });

export function useSharedProfile(token: string) {
  return useQuery(getSharedProfileQueryOptions(token));
}
