import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authReplySchema, type AuthReply } from '@herway/shared/contracts/auth';
import type { MfaCodeBody } from '@herway/shared/contracts/mfa';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';
import { apiMessage, isUnauthorized } from '../lib/api-errors';
import { rememberSignedInUser } from './get-current-user';

/** POST /api/auth/mfa: an admin's TOTP code after her password; sets the session cookies. */
export function verifyMfa(body: MfaCodeBody): Promise<AuthReply> {
  return callRoute('accounts/verify-mfa', { body, schema: authReplySchema });
}

export const verifyMfaMutationOptions = () => mutationOptions({ mutationKey: ['verify-mfa'], mutationFn: verifyMfa });

export type UseVerifyMfaOptions = {
  /** Where she goes once signed in: an admin page. */
  redirectTo: string;
  /** A wrong code: she may try again. */
  onWrongCode: (message: string) => void;
  /** The sign-in expired or had too many wrong codes: back to the password. */
  onSignInOver: () => void;
};

/**
 * Finishes an admin's sign-in: 'Admin Login Successful', the user in the cache and on
 * to `redirectTo`. A wrong code stays on the step with the API's words; an expired sign-in goes
 * back to the password with a toast saying why.
 */
export function useVerifyMfa({ redirectTo, onWrongCode, onSignInOver }: UseVerifyMfaOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...verifyMfaMutationOptions(),
    onSuccess: async (reply) => {
      rememberSignedInUser(queryClient, reply.user);
      toast({ title: 'Admin Login Successful' });
      await navigate(redirectTo, { replace: true });
    },
    onError: (error) => {
      const message = apiMessage(error) ?? 'Please try again.';
      if (isUnauthorized(error)) {
        toast({ title: 'Login Failed', description: message, variant: 'destructive' });
        onSignInOver();
      } else onWrongCode(message);
    },
  });
}
