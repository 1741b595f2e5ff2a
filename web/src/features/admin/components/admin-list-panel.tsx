import type { ReactNode } from 'react';
import { exportCsvUrl, useAdminList, type AdminListFilter, type AdminListName, type AdminListRecord } from '../api/list-admin-records';
import { ExportCsvLink, ListStatus, LoadMore, PanelHeader } from './admin-table';

/**
 * One admin list in its tab: heading and CSV export, the table of every page loaded so far, and
 * 'Load more' (the API's cursor). `what` names the rows in plain words ('contacts').
 */
export function AdminListPanel<N extends AdminListName>({
  name,
  title,
  description,
  what,
  empty,
  filter,
  filters,
  children,
}: {
  name: N;
  title: string;
  description?: ReactNode;
  what: string;
  empty: string;
  /** Only some rows (the contacts of one lead status), and the controls that choose them. */
  filter?: AdminListFilter;
  filters?: ReactNode;
  children: (rows: AdminListRecord[N][]) => ReactNode;
}) {
  const list = useAdminList(name, filter);
  const headingId = `${name}-title`;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <PanelHeader
        id={headingId}
        title={title}
        description={description}
        actions={
          <>
            {filters}
            <ExportCsvLink href={exportCsvUrl(name)} what={what} />
          </>
        }
      />
      {list.rows.length > 0 ? (
        <>
          {children(list.rows)}
          <LoadMore
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            shown={list.rows.length}
            what={what}
          />
        </>
      ) : (
        <ListStatus isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} empty={empty} what={what} />
      )}
    </section>
  );
}
