import { useQuery } from '@tanstack/react-query';
import { adminStatusReplySchema, type AdminStatusReply } from '@herway/shared/contracts/admin-status';
import { callRoute } from '@/lib/api-client';
import { forgetPageRole, rememberPageRole } from '@/lib/early-answers';
import { ADMIN_STATUS_QUERY_KEY } from '@/lib/query-keys';
import { visitorQueryOptions } from './visitor-query-options';

/** GET /api/admin/status: `{ isAdmin }`, false for anyone who is not a signed-in admin. */
export async function getAdminStatus({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStatusReply> {
  const status = await callRoute('accounts/get-admin-status', { schema: adminStatusReplySchema, signal });
  // Which pages' data this browser may ask for early (lib/early-answers.ts).
  if (status.isAdmin) rememberPageRole('admin');
  else forgetPageRole('admin');
  return status;
}

/**
 * Asked again on every admin page mount (a cached answer shows meanwhile), so a session that
 * ended elsewhere is noticed; never retried.
 */
export const getAdminStatusQueryOptions = () => visitorQueryOptions(ADMIN_STATUS_QUERY_KEY, getAdminStatus, 0);

export type AdminAccess = 'checking' | 'admin' | 'denied' | 'error';

/**
 * Whether the visitor may see the admin pages. 'denied' only once a fresh answer says so (a
 * stale `false` from an earlier visit never sends a just-signed-in admin away).
 */
export function useAdminAccess(): { access: AdminAccess; retry: () => void } {
  const status = useQuery(getAdminStatusQueryOptions());
  const retry = () => void status.refetch();
  if (status.data?.isAdmin) return { access: 'admin', retry };
  if (status.isFetching || status.isPending) return { access: 'checking', retry };
  if (status.isError) return { access: 'error', retry };
  return { access: 'denied', retry };
}
