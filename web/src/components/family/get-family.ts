import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyReplySchema, type FamilyReply } from '@herway/shared/contracts/family';
import { callRoute } from '@/lib/api-client';
import { FAMILY_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/family (athlete or guardian): her live links and the invitations she sent that are still open. */
export function getFamily({ signal }: { signal?: AbortSignal } = {}): Promise<FamilyReply> {
  return callRoute('family/list-family', { schema: familyReplySchema, signal });
}

export const getFamilyQueryOptions = () => queryOptions({ queryKey: FAMILY_QUERY_KEY, queryFn: ({ signal }) => getFamily({ signal }) });

export function useFamily() {
  return useQuery(getFamilyQueryOptions());
}
