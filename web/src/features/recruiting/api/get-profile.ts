import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileReplySchema, type ProfileReply } from '@herway/shared/contracts/recruiting';
import { callRoute } from '@/lib/api-client';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/profile (athlete): her recruiting profile and whether it is shared. */
export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<ProfileReply> {
  return callRoute('recruiting/get-profile', { schema: profileReplySchema, signal });
}

export const getProfileQueryOptions = () => queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile({ signal }) });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
