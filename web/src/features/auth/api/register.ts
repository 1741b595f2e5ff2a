import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authReplySchema, type AuthReply, type registerBodySchema } from '@herway/shared/contracts/auth';
import type * as z from '@herway/shared/zod';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';
import { apiMessage } from '../lib/api-errors';
import { afterLoginPath } from '../lib/safe-redirect';
import { rememberSignedInUser } from './get-current-user';

/** The validated registration form. */
export type RegisterData = z.output<typeof registerBodySchema>;

/** POST /api/auth/register: creates the athlete's (or the parent's or guardian's) account, signs her in and answers the user (201). */
export function registerUser(data: RegisterData): Promise<AuthReply> {
  return callRoute('accounts/register-user', { body: data, schema: authReplySchema });
}

export const registerMutationOptions = () => mutationOptions({ mutationKey: ['register'], mutationFn: registerUser });

export type UseRegisterOptions = {
  /** Where an athlete goes once registered (a path on this site); a parent or guardian goes to /family unless it is a family page. */
  redirectTo: string;
  /** After the failure toast, e.g. to mark the fields the API refused. */
  onError?: (error: Error) => void;
};

/**
 * Registers and signs in: 'Account Created!' and the user in the cache, then
 * `redirectTo` (a guardian: /family, afterLoginPath); on failure 'Registration Failed' with the API's message (a taken e-mail is a 409
 * saying so), else a generic hint.
 */
export function useRegister({ redirectTo, onError }: UseRegisterOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...registerMutationOptions(),
    onSuccess: async (reply) => {
      rememberSignedInUser(queryClient, reply.user);
      toast({ title: 'Account Created!', description: 'Welcome to HerWay! You can now access all features.' });
      await navigate(afterLoginPath(redirectTo, reply.user), { replace: true });
    },
    onError: (error) => {
      toast({
        title: 'Registration Failed',
        description: apiMessage(error) ?? 'Please try again or contact support.',
        variant: 'destructive',
      });
      onError?.(error);
    },
  });
}
