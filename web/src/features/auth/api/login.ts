import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authReplySchema, type AuthReply, type loginBodySchema } from '@herway/shared/contracts/auth';
import type * as z from '@herway/shared/zod';
import { toast } from '@/components/ui/toast/use-toast';
import { apiRequest } from '@/lib/api-client';
import { apiMessage } from '../lib/api-errors';
import { afterLoginPath } from '../lib/safe-redirect';
import { rememberSignedInUser } from './get-current-user';

/** The validated login form (e-mail trimmed and lower-cased by the contract). */
export type LoginData = z.output<typeof loginBodySchema>;

/** POST /api/auth/login: sets the session cookies and answers the user. */
export function loginUser(data: LoginData): Promise<AuthReply> {
  return apiRequest('POST', '/api/auth/login', { body: data, schema: authReplySchema });
}

export const loginMutationOptions = () => mutationOptions({ mutationKey: ['login'], mutationFn: loginUser });

export type UseLoginOptions = {
  /** Where an athlete goes once signed in (a path on this site); an admin goes to /admin instead. */
  redirectTo: string;
  /** After the failure toast, e.g. to mark the fields. */
  onError?: (error: Error) => void;
};

/**
 * Signs in (SPEC §5, §8): 'Welcome Back!' and the user in the cache (the shell switches at once),
 * then `redirectTo` (an admin: /admin, unless `redirectTo` is an admin page); on failure
 * 'Login Failed' with the API's message, else a generic hint.
 */
export function useLogin({ redirectTo, onError }: UseLoginOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...loginMutationOptions(),
    onSuccess: async (reply) => {
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
