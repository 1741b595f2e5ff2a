import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/use-toast';
import { forgetSignedInUser } from '@/features/auth/api/get-current-user';
import { callRoute } from '@/lib/api-client';
import { markAdminSignedOut } from '@/lib/query-client';

/** POST /api/admin/logout: revokes the refresh token and clears the session cookies. */
export async function logoutAdmin(): Promise<void> {
  await callRoute('accounts/admin/logout-admin');
}

export const logoutAdminMutationOptions = () => mutationOptions({ mutationKey: ['admin-logout'], mutationFn: logoutAdmin });

/** Logout: 'Logged Out', every cached answer forgotten, on to /admin-login; or 'Logout Failed'. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...logoutAdminMutationOptions(),
    onSuccess: async () => {
      await forgetSignedInUser(queryClient);
      markAdminSignedOut(queryClient);
      toast({ title: 'Logged Out' });
      await navigate('/admin-login', { replace: true });
    },
    onError: () => {
      toast({ title: 'Logout Failed', description: 'Failed to logout', variant: 'destructive' });
    },
  });
}
