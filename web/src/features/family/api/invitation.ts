import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptFamilyInviteReplySchema,
  familyInviteSummarySchema,
  type AcceptFamilyInviteReply,
  type FamilyInviteSummary,
} from '@herway/shared/contracts/family';
import { callRoute } from '@/lib/api-client';
import { FAMILY_QUERY_KEY, familyInviteQueryKey } from '@/lib/query-keys';

/** GET /api/family/invites/{token} (public): whose invitation it is and which account accepts it; 404 unknown, 409 used or expired. */
export function getFamilyInvite(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<FamilyInviteSummary> {
  return callRoute('family/get-invite', { path: { token }, schema: familyInviteSummarySchema, signal });
}

export const getFamilyInviteQueryOptions = (token: string) =>
  queryOptions({ queryKey: familyInviteQueryKey(token), queryFn: ({ signal }) => getFamilyInvite(token, { signal }) });

export function useFamilyInvite(token: string) {
  return useQuery(getFamilyInviteQueryOptions(token));
}

/** POST /api/family/accept: links her account with the sender's. */
export function acceptFamilyInvite(token: string): Promise<AcceptFamilyInviteReply> {
  return callRoute('family/accept-invite', { body: { token }, schema: acceptFamilyInviteReplySchema });
}

/** Accepts an invitation; her family is asked again on /family. */
export function useAcceptFamilyInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptFamilyInvite, onSuccess: () => queryClient.removeQueries({ queryKey: FAMILY_QUERY_KEY }) });
}
