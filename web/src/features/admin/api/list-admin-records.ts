import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  contactsPageSchema,
  paymentsPageSchema,
  usersPageSchema,
  type ContactRecord,
  type ExportListName,
  type PaymentRecord,
  type UserRecord,
} from '@herway/shared/contracts/admin';
import { apiRequest } from '@/lib/api-client';

/** Rows asked for per page ('Load more' asks for the next). */
export const ADMIN_PAGE_SIZE = 25;

const lists = {
  contacts: { path: '/api/contacts', schema: contactsPageSchema },
  users: { path: '/api/users', schema: usersPageSchema },
  payments: { path: '/api/payments', schema: paymentsPageSchema },
} as const;

export type AdminListName = ExportListName;

export type AdminListRecord = {
  contacts: ContactRecord;
  users: UserRecord;
  payments: PaymentRecord;
};

export type AdminPage<N extends AdminListName> = { items: AdminListRecord[N][]; nextCursor?: string };

/** The URL of one page: `/api/contacts?limit=25&cursor=...` (newest first). */
export function adminListUrl(name: AdminListName, cursor?: string, limit = ADMIN_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return `${lists[name].path}?${params.toString()}`;
}

/** GET /api/{contacts|users|payments}?limit=&cursor=: one page `{ items, nextCursor? }`. */
export async function listAdminRecords<N extends AdminListName>(
  name: N,
  cursor?: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminPage<N>> {
  const page = await apiRequest('GET', adminListUrl(name, cursor), { schema: lists[name].schema, signal });
  return page as AdminPage<N>;
}

export const adminListQueryKey = (name: AdminListName) => [lists[name].path, 'pages'] as const;

export const adminListQueryOptions = <N extends AdminListName>(name: N) =>
  infiniteQueryOptions({
    queryKey: adminListQueryKey(name),
    queryFn: ({ pageParam, signal }) => listAdminRecords(name, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AdminPage<N>) => last.nextCursor,
  });

/** One admin list, page by page: `rows` holds every page loaded so far. */
export function useAdminList<N extends AdminListName>(name: N) {
  const query = useInfiniteQuery(adminListQueryOptions(name));
  const rows: AdminListRecord[N][] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, rows };
}

/** The CSV export of a whole list (same-origin link: the session cookie goes with it). */
export const exportCsvUrl = (name: AdminListName) => `/api/admin/export/${name}`;
