import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';
import { forgetSignedInUser } from './get-current-user';

/** POST /api/auth/logout. */
export async function logout(): Promise<void> {
  await callRoute('accounts/logout-user');
}

/**
 * Log Out: on success forget the user (and every other cached private answer), toast
 * 'Logged Out' and go home; on failure a destructive 'Logout Failed' toast.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await forgetSignedInUser(queryClient);
      toast({ title: 'Logged Out' });
      await navigate('/');
    },
    onError: () => {
      toast({ title: 'Logout Failed', description: 'Failed to logout', variant: 'destructive' });
    },
  });
}
