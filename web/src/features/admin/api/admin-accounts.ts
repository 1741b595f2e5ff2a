import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeAdminReplySchema, resetAuthenticatorReplySchema } from '@herway/shared/contracts/admin-roles';
import type { RemoveAdminBody, ResetAuthenticatorBody } from '@herway/shared/contracts/admin-roles';
import type { MessageReply } from '@herway/shared/contracts/common';
import { callRoute } from '@/lib/api-client';
import { USERS_LIST_PATH } from '@/lib/query-keys';

/** POST /api/admin/admins/{userId}/remove: her admin access ends at once, with the reason in the audit log. */
export function removeAdmin({ userId, body }: { userId: string; body: RemoveAdminBody }): Promise<MessageReply> {
  return callRoute('accounts/admin/remove-admin', { path: { userId }, body, schema: removeAdminReplySchema });
}

/** Refreshes the users list, where her role now reads User. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_LIST_PATH] }),
  });
}

/** POST /api/admin/admins/{userId}/reset-authenticator: her lost phone; she sets up a new one at her next sign-in. */
export function resetAuthenticator({ userId, body }: { userId: string; body: ResetAuthenticatorBody }): Promise<MessageReply> {
  return callRoute('accounts/admin/reset-authenticator', { path: { userId }, body, schema: resetAuthenticatorReplySchema });
}

export function useResetAuthenticator() {
  return useMutation({ mutationFn: resetAuthenticator });
}
