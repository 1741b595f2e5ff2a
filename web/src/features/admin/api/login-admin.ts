import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminLoginBody, AdminStatusReply } from '@herway/shared/contracts/admin';
import { successReplySchema, type SuccessReply } from '@herway/shared/contracts/common';
import { toast } from '@/components/ui/toast/use-toast';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STATUS_QUERY_KEY } from './get-admin-status';

/** POST /api/admin/login: sets the session cookies of a member of the admin group; anyone else gets 401. */
export function loginAdmin(body: AdminLoginBody): Promise<SuccessReply> {
  return apiRequest('POST', '/api/admin/login', { body, schema: successReplySchema });
}

export const loginAdminMutationOptions = () => mutationOptions({ mutationKey: ['admin-login'], mutationFn: loginAdmin });

/**
 * Admin sign-in (SPEC §8): 'Admin Login Successful', the admin status set in the cache and on to
 * /admin; on failure 'Login Failed' / 'Invalid credentials'. Answers cached for whoever was
 * signed in before are dropped, and the shell learns of the new session on its next render.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...loginAdminMutationOptions(),
    onSuccess: async () => {
      queryClient.removeQueries();
      queryClient.setQueryData<AdminStatusReply>(ADMIN_STATUS_QUERY_KEY, { isAdmin: true });
      setSignedInHint(true);
      toast({ title: 'Admin Login Successful' });
      await navigate('/admin', { replace: true });
    },
    onError: () => {
      toast({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });
    },
  });
}
