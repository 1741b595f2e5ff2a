import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { completeSessionReplySchema, type CompleteSessionReply } from '@herway/shared/contracts/dashboard';
import { toast } from '@/components/ui/toast/use-toast';
import { isUnauthorized } from '@/features/auth/lib/api-errors';
import { callRoute } from '@/lib/api-client';
import { DASHBOARD_QUERY_KEY, SESSIONS_QUERY_KEY } from '@/lib/query-keys';

/**
 * POST /api/sessions/complete/{id}: the session becomes completed and its package's used and
 * remaining counts move by one, in one transaction. A session that has not started is a 409.
 */
export function completeSession(id: string): Promise<CompleteSessionReply> {
  return callRoute('bookings/complete-session', { path: { id }, schema: completeSessionReplySchema });
}

export const completeSessionMutationOptions = () => mutationOptions({ mutationKey: ['complete-session'], mutationFn: completeSession });

/**
 * Mark Complete: 'Session Completed' and both the dashboard and the sessions
 * refreshed, or 'Error'. A 401 is left to the page guard ('Session Expired').
 */
export function useCompleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    ...completeSessionMutationOptions(),
    onSuccess: async () => {
      toast({
        title: 'Session Completed',
        description: 'Your session has been marked as completed and your package has been updated.',
      });
      await Promise.all([queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY })]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Error', description: 'Failed to complete session. Please try again.', variant: 'destructive' });
    },
  });
}
