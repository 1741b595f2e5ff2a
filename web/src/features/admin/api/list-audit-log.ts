import { useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@herway/shared/contracts/audit';
import type { AuditPage } from '@herway/shared/contracts/audit';
import { callRoute } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from './list-admin-records';
import { AUDIT_LOG_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/admin/audit-log?limit=&cursor=: one page of the log, newest first. */
export function listAuditLog(cursor: string | undefined, signal?: AbortSignal): Promise<AuditPage> {
  return callRoute('accounts/admin/list-audit-log', { query: { limit: ADMIN_PAGE_SIZE, cursor: cursor || undefined }, schema: auditPageSchema, signal });
}

/** The log page by page ('Load more'); `entries` holds every page loaded so far. */
export function useAuditLog() {
  const query = useInfiniteQuery({
    queryKey: AUDIT_LOG_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => listAuditLog(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AuditPage) => last.nextCursor,
  });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
