import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/use-toast';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY, setSignedInHint } from './get-current-user';

/** POST /api/auth/logout. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
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
      await queryClient.cancelQueries();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0],
      });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      setSignedInHint(false);
      toast({ title: 'Logged Out' });
      await navigate('/');
    },
    onError: () => {
      toast({ title: 'Logout Failed', description: 'Failed to logout', variant: 'destructive' });
    },
  });
}
