import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authReplySchema, type AuthReply, type loginBodySchema } from '@herway/shared/contracts/auth';
import { mfaRequiredReplySchema, type MfaRequiredReply, type MfaStep } from '@herway/shared/contracts/mfa';
import * as z from '@herway/shared/zod';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';
import { apiMessage } from '../lib/api-errors';
import { afterLoginPath } from '../lib/safe-redirect';
import { rememberSignedInUser } from './get-current-user';

/** The validated login form (e-mail trimmed and lower-cased by the contract). */
export type LoginData = z.output<typeof loginBodySchema>;

/** An athlete is signed in at once; an admin gets her TOTP step first. */
const loginReplySchema = z.union([authReplySchema, mfaRequiredReplySchema]);

/** POST /api/auth/login: sets the session cookies and answers the user, or an admin's TOTP step. */
export function loginUser(data: LoginData): Promise<AuthReply | MfaRequiredReply> {
  return callRoute('accounts/login-user', { body: data, schema: loginReplySchema });
}

export const loginMutationOptions = () => mutationOptions({ mutationKey: ['login'], mutationFn: loginUser });

export type UseLoginOptions = {
  /** Where an athlete goes once signed in (a path on this site); an admin goes to /admin instead, a parent or guardian to /family. */
  redirectTo: string;
  /** After the failure toast, e.g. to mark the fields. */
  onError?: (error: Error) => void;
  /** An admin's password was right: her TOTP step is next. */
  onMfaStep: (step: MfaStep) => void;
};

/**
 * Signs in: 'Welcome Back!' and the user in the cache (the shell switches at once),
 * then `redirectTo` (an admin: /admin, unless `redirectTo` is an admin page; a guardian: /family,
 * unless it is a family page); on failure
 * 'Login Failed' with the API's message, else a generic hint.
 */
export function useLogin({ redirectTo, onError, onMfaStep }: UseLoginOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...loginMutationOptions(),
    onSuccess: async (reply) => {
      if ('mfa' in reply) {
        onMfaStep(reply.mfa);
        return;
      }
      rememberSignedInUser(queryClient, reply.user);
      toast({ title: 'Welcome Back!', description: 'Successfully logged in to your account.' });
      await navigate(afterLoginPath(redirectTo, reply.user), { replace: true });
    },
    onError: (error) => {
      toast({
        title: 'Login Failed',
        description: apiMessage(error) ?? 'Please check your email and password.',
        variant: 'destructive',
      });
      onError?.(error);
    },
  });
}
