import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AdminLoginBody } from '@herway/shared/contracts/admin';
import { mfaRequiredReplySchema, type MfaRequiredReply, type MfaStep } from '@herway/shared/contracts/mfa';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';

/**
 * POST /api/admin/login: the password step. A member of the admin group gets her TOTP step (the
 * session comes with the code: POST /api/auth/mfa); anyone else gets 401.
 */
export function loginAdmin(body: AdminLoginBody): Promise<MfaRequiredReply> {
  return callRoute('accounts/login-admin', { body, schema: mfaRequiredReplySchema });
}

export const loginAdminMutationOptions = () => mutationOptions({ mutationKey: ['admin-login'], mutationFn: loginAdmin });

/**
 * Admin sign-in, first step: a right password shows her TOTP step; on failure
 * 'Login Failed' / 'Invalid credentials'.
 */
export function useAdminLogin(onMfaStep: (step: MfaStep) => void) {
  return useMutation({
    ...loginAdminMutationOptions(),
    onSuccess: (reply) => onMfaStep(reply.mfa),
    onError: () => {
      toast({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });
    },
  });
}
