import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyInviteReplySchema, type FamilyInviteBody, type FamilyInviteReply } from '@herway/shared/contracts/family';
import { messageReplySchema, type MessageReply } from '@herway/shared/contracts/common';
import { callRoute } from '@/lib/api-client';
import { FAMILY_QUERY_KEY } from '@/lib/query-keys';

/** POST /api/family/invites: an e-mail with a link to /family/accept/<token> goes to the address. */
export function sendFamilyInvite(body: FamilyInviteBody): Promise<FamilyInviteReply> {
  return callRoute('family/create-invite', { body, schema: familyInviteReplySchema });
}

/** DELETE /api/family/links/{linkId}: the link ends at once, for both sides. */
export function endFamilyLink(linkId: string): Promise<MessageReply> {
  return callRoute('family/end-link', { path: { linkId }, schema: messageReplySchema });
}

/** Sends an invitation; her list of open invitations is asked again (a new one replaces one to the same address). */
export function useSendFamilyInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendFamilyInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY }) });
}

/** Ends a link; her family is asked again. */
export function useEndFamilyLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endFamilyLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY }) });
}
