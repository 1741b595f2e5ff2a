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
import { callRoute } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { adminListQueryKey, CONTACTS_LIST_PATH, PAYMENTS_LIST_PATH, USERS_LIST_PATH } from '@/lib/query-keys';

/** Rows asked for per page ('Load more' asks for the next). */
export const ADMIN_PAGE_SIZE = 25;

const lists = {
  contacts: { handler: 'admin/admin/list-contacts', path: CONTACTS_LIST_PATH, schema: contactsPageSchema },
  users: { handler: 'admin/admin/list-users', path: USERS_LIST_PATH, schema: usersPageSchema },
  payments: { handler: 'admin/admin/list-payments', path: PAYMENTS_LIST_PATH, schema: paymentsPageSchema },
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

/** One page's query: `?limit=25&cursor=...&status=new` (newest first). */
const pageQuery = (cursor: string | undefined, filter: AdminListFilter = {}) => ({
  limit: ADMIN_PAGE_SIZE,
  cursor: cursor || undefined,
  status: filter.status,
});

/** GET /api/{contacts|users|payments}?limit=&cursor=(&status=): one page `{ items, nextCursor? }`. */
export async function listAdminRecords<N extends AdminListName>(
  name: N,
  cursor?: string,
  { signal, filter }: { signal?: AbortSignal; filter?: AdminListFilter } = {},
): Promise<AdminPage<N>> {
  const { handler, schema } = lists[name];
  const page = await callRoute(handler, { query: pageQuery(cursor, filter), schema, signal });
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
export const exportCsvUrl = (name: AdminListName) => apiPath('admin/admin/export-csv', { listName: name });
