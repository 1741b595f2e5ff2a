import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DASHBOARD_QUERY_KEY, SESSIONS_QUERY_KEY } from '@/lib/query-keys';

/**
 * For links that open the scheduler in a new tab (book, cancel, reschedule): what she does there
 * reaches us a moment later through the scheduler's webhook, so when she comes back to this tab
 * her sessions and packages are asked for again.
 */
export function useRefreshOnReturn(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onVisible);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    };
    document.addEventListener('visibilitychange', onVisible);
  }, [queryClient]);
}
