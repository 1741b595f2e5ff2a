import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coachLinkListReplySchema, coachLinkReplySchema, type CoachLinkListReply, type CoachLinkReply } from '@herway/shared/contracts/coach-links';
import { successReplySchema, type SuccessReply } from '@herway/shared/contracts/common';
import { createActionItemReplySchema, type CreateActionItemReply } from '@herway/shared/contracts/mentor-notes';
import { callRoute } from '@/lib/api-client';
import { COACH_LINKS_QUERY_KEY, DASHBOARD_QUERY_KEY } from '@/lib/query-keys';

// Her coach links, one per school of her list (docs/recruiting-workspace.md#coach-links).

/** GET /api/profile/shares (athlete): her coach links with how often each was opened. */
export function getCoachLinks({ signal }: { signal?: AbortSignal } = {}): Promise<CoachLinkListReply> {
  return callRoute('recruiting/list-coach-links', { schema: coachLinkListReplySchema, signal });
}

export const coachLinksQueryOptions = () => queryOptions({ queryKey: COACH_LINKS_QUERY_KEY, queryFn: ({ signal }) => getCoachLinks({ signal }) });

export function useCoachLinks() {
  return useQuery(coachLinksQueryOptions());
}

/** POST /api/schools/{id}/share: her coach link for the school (the one she has, if she made it before). */
export function makeCoachLink(schoolId: string): Promise<CoachLinkReply> {
  return callRoute('recruiting/share-with-school', { path: { id: schoolId }, schema: coachLinkReplySchema });
}

/** DELETE /api/profile/shares/{token}: the link stops working at once. */
export function revokeCoachLink(token: string): Promise<SuccessReply> {
  return callRoute('recruiting/revoke-coach-link', { path: { token }, schema: successReplySchema });
}

export function useMakeCoachLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['make-coach-link'],
    mutationFn: makeCoachLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_LINKS_QUERY_KEY }),
  });
}

export function useRevokeCoachLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['revoke-coach-link'],
    mutationFn: revokeCoachLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_LINKS_QUERY_KEY }),
  });
}

/** The follow-up's key: one action item per school however often she clicks (docs/sessions-and-reminders.md#her-own-action-items). */
export const followUpKey = (schoolId: string) => `follow-up-${schoolId}`;

/** POST /api/action-items: 'Follow up with <school>' on her action items; her dashboard is read again. */
export function useAddFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['add-coach-link-follow-up'],
    mutationFn: ({ schoolId, schoolName }: { schoolId: string; schoolName: string }): Promise<CreateActionItemReply> =>
      callRoute('bookings/create-action-item', {
        body: { text: `Follow up with ${schoolName}: they opened your coach link`, key: followUpKey(schoolId) },
        schema: createActionItemReplySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  });
}
