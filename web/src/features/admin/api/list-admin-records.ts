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
import type { LeadStatus } from '@herway/shared/contracts/leads';
import { apiRequest } from '@/lib/api-client';
import { adminListQueryKey, CONTACTS_LIST_PATH, PAYMENTS_LIST_PATH, USERS_LIST_PATH } from '@/lib/query-keys';

/** Rows asked for per page ('Load more' asks for the next). */
export const ADMIN_PAGE_SIZE = 25;

const lists = {
  contacts: { path: CONTACTS_LIST_PATH, schema: contactsPageSchema },
  users: { path: USERS_LIST_PATH, schema: usersPageSchema },
  payments: { path: PAYMENTS_LIST_PATH, schema: paymentsPageSchema },
} as const;

export type AdminListName = ExportListName;

export type AdminListRecord = {
  contacts: ContactRecord;
  users: UserRecord;
  payments: PaymentRecord;
};

export type AdminPage<N extends AdminListName> = { items: AdminListRecord[N][]; nextCursor?: string };

/** Only the contacts of one lead status (`?status=`); the other lists take no filter. */
export type AdminListFilter = { status?: LeadStatus };

/** The URL of one page: `/api/contacts?limit=25&cursor=...&status=new` (newest first). */
export function adminListUrl(name: AdminListName, cursor?: string, limit = ADMIN_PAGE_SIZE, filter: AdminListFilter = {}): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (filter.status) params.set('status', filter.status);
  return `${lists[name].path}?${params.toString()}`;
}

/** GET /api/{contacts|users|payments}?limit=&cursor=(&status=): one page `{ items, nextCursor? }`. */
export async function listAdminRecords<N extends AdminListName>(
  name: N,
  cursor?: string,
  { signal, filter }: { signal?: AbortSignal; filter?: AdminListFilter } = {},
): Promise<AdminPage<N>> {
  const page = await apiRequest('GET', adminListUrl(name, cursor, ADMIN_PAGE_SIZE, filter), { schema: lists[name].schema, signal });
  return page as AdminPage<N>;
}

export const adminListQueryOptions = <N extends AdminListName>(name: N, filter: AdminListFilter = {}) =>
  infiniteQueryOptions({
    queryKey: adminListQueryKey(lists[name].path, filter.status),
    queryFn: ({ pageParam, signal }) => listAdminRecords(name, pageParam, { signal, filter }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AdminPage<N>) => last.nextCursor,
  });

/** One admin list, page by page: `rows` holds every page loaded so far. */
export function useAdminList<N extends AdminListName>(name: N, filter: AdminListFilter = {}) {
  const query = useInfiniteQuery(adminListQueryOptions(name, filter));
  const rows: AdminListRecord[N][] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, rows };
}

/** The CSV export of a whole list (same-origin link: the session cookie goes with it). */
export const exportCsvUrl = (name: AdminListName) => `/api/admin/export/${name}`;
