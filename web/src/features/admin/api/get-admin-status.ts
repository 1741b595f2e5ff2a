import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { adminStatusReplySchema, type AdminStatusReply } from '@herway/shared/contracts/admin';
import { ApiError, apiRequest } from '@/lib/api-client';
import { forgetPageRole, rememberPageRole } from '@/lib/early-answers';

export const ADMIN_STATUS_QUERY_KEY = ['/api/admin/status'] as const;

/** GET /api/admin/status: `{ isAdmin }`, false for anyone who is not a signed-in admin. */
export async function getAdminStatus({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStatusReply> {
  const status = await apiRequest('GET', '/api/admin/status', { schema: adminStatusReplySchema, signal });
  // Which pages' data this browser may ask for early (lib/early-answers.ts).
  if (status.isAdmin) rememberPageRole('admin');
  else forgetPageRole('admin');
  return status;
}

/**
 * Asked again on every admin page mount (a cached answer shows meanwhile), so a session that
 * ended elsewhere is noticed; never retried.
 */
export const getAdminStatusQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminStatus({ signal }),
    staleTime: 0,
    retry: false,
  });

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

/** Marks this page's admin session as ended: the admin pages then send her to /admin-login. */
export function markAdminSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<AdminStatusReply>(ADMIN_STATUS_QUERY_KEY, { isAdmin: false });
  forgetPageRole('admin');
}

/** True for the answers that mean the admin session is gone or was never there (401, 403). */
export function isAccessError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
