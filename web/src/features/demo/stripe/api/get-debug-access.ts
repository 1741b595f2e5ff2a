import { useQuery } from '@tanstack/react-query';
import { adminStatusReplySchema } from '@herway/shared/contracts/admin-status';
import { callRoute } from '@/lib/api-client';
import { getHealth } from './get-health';
import { ADMIN_STATUS_QUERY_KEY, STRIPE_DEBUG_STAGE_QUERY_KEY } from '@/lib/query-keys';

export type DebugAccess = 'checking' | 'allowed' | 'denied';

/**
 * Who may see /stripe-debug: anyone on a local run (the health reply's stage is 'local'), a
 * signed-in admin elsewhere. When the stage or her status cannot be learned (undefined: the API
 * is down), the page is shown: its diagnostics are how that is found out, and the server enforces
 * the rule anyway.
 */
export function decideDebugAccess(stage: string | undefined, isAdmin: boolean | undefined): Exclude<DebugAccess, 'checking'> {
  if (stage === undefined || stage === 'local' || isAdmin === undefined) return 'allowed';
  return isAdmin ? 'allowed' : 'denied';
}

export function useDebugAccess(): DebugAccess {
  const stage = useQuery({
    queryKey: STRIPE_DEBUG_STAGE_QUERY_KEY,
    queryFn: async ({ signal }) => (await getHealth({ signal })).reply.stage,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const remote = stage.data !== undefined && stage.data !== 'local';
  const admin = useQuery({
    queryKey: ADMIN_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => callRoute('accounts/get-admin-status', { schema: adminStatusReplySchema, signal }),
    enabled: remote,
    staleTime: 0,
    retry: false,
  });
  if (stage.isPending) return 'checking';
  if (!remote) return 'allowed';
  // A cached 'not admin' from an earlier visit never turns away an admin who just signed in.
  if (admin.isPending || (admin.isFetching && !admin.data?.isAdmin)) return 'checking';
  return decideDebugAccess(stage.data, admin.data?.isAdmin);
}
