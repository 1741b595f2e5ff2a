import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { deleteAccountBodySchema } from '@herway/shared/contracts/account';
import { messageReplySchema, type MessageReply } from '@herway/shared/contracts/common';
import type * as z from '@herway/shared/zod';
import { toast } from '@/components/ui/toast/use-toast';
import { forgetSignedInUser } from '@/features/auth/api/get-current-user';
import { callRoute } from '@/lib/api-client';
import { HANDLES_UNAUTHORIZED } from '@/features/auth/lib/session-expiry';

export type DeleteAccountData = z.output<typeof deleteAccountBodySchema>;

/** DELETE /api/account with her password: a wrong password is a 401 'Password is incorrect' that changes nothing. */
export function deleteAccount(data: DeleteAccountData): Promise<MessageReply> {
  return callRoute('privacy/delete-account', { body: data, schema: messageReplySchema });
}

export const deleteAccountMutationOptions = () =>
  mutationOptions({
    mutationKey: ['delete-account'],
    mutationFn: deleteAccount,
    // Its 401 means a wrong password, shown in the dialog: not an expired session.
    meta: { [HANDLES_UNAUTHORIZED]: true },
  });

/**
 * Deletes her account. On success: a toast with the API's confirmation, every cached answer and
 * the signed-in hint forgotten, and home. Failures are the dialog's to show.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...deleteAccountMutationOptions(),
    onSuccess: async (reply) => {
      await forgetSignedInUser(queryClient);
      toast({ title: 'Account Deleted', description: reply.message });
      await navigate('/', { replace: true });
    },
  });
}
