import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { forgotPasswordBodySchema } from '@herway/shared/contracts/auth';
import { messageReplySchema, type MessageReply } from '@herway/shared/contracts/common';
import type * as z from '@herway/shared/zod';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';
import { apiMessage } from '../lib/api-errors';

export type ForgotPasswordData = z.output<typeof forgotPasswordBodySchema>;

/**
 * POST /api/auth/forgot-password: the identity service e-mails a 6-digit code. The answer is the
 * same whether or not an account exists for the address.
 */
export function requestPasswordReset(data: ForgotPasswordData): Promise<MessageReply> {
  return callRoute('accounts/request-password-reset', { body: data, schema: messageReplySchema });
}

export const requestPasswordResetMutationOptions = () => mutationOptions({ mutationKey: ['request-password-reset'], mutationFn: requestPasswordReset });

/** Asks for a reset code; a failure (not an unknown address: that is never told) toasts the reason. */
export function useRequestPasswordReset({ onSuccess }: { onSuccess?: (reply: MessageReply, data: ForgotPasswordData) => void } = {}) {
  return useMutation({
    ...requestPasswordResetMutationOptions(),
    onSuccess,
    onError: (error) => {
      toast({
        title: 'Code Not Sent',
        description: apiMessage(error) ?? 'We could not send a code just now. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
