import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { resetPasswordBodySchema } from '@herway/shared/contracts/auth';
import { messageReplySchema, type MessageReply } from '@herway/shared/contracts/common';
import type * as z from '@herway/shared/zod';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';
import { apiMessage } from '../lib/api-errors';

export type ResetPasswordData = z.output<typeof resetPasswordBodySchema>;

/** POST /api/auth/reset-password: the e-mailed code and the new password; a wrong or expired code is a 400. */
export function resetPassword(data: ResetPasswordData): Promise<MessageReply> {
  return callRoute('accounts/confirm-password-reset', { body: data, schema: messageReplySchema });
}

export const resetPasswordMutationOptions = () => mutationOptions({ mutationKey: ['reset-password'], mutationFn: resetPassword });

/**
 * Sets the new password: 'Password Reset' with the API's message, then /login with the e-mail
 * filled in; on failure 'Password Reset Failed' with the reason (wrong or expired code, ...).
 */
export function useResetPassword({ onError }: { onError?: (error: Error) => void } = {}) {
  const navigate = useNavigate();
  return useMutation({
    ...resetPasswordMutationOptions(),
    onSuccess: async (reply, data) => {
      toast({ title: 'Password Reset', description: reply.message });
      await navigate('/login', { replace: true, state: { email: data.email } });
    },
    onError: (error) => {
      toast({
        title: 'Password Reset Failed',
        description: apiMessage(error) ?? 'Please check the code and try again.',
        variant: 'destructive',
      });
      onError?.(error);
    },
  });
}
