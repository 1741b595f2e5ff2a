import type { AssetsReply } from '@herway/shared/contracts/content';
import { formatDateTime, shortUserId } from '../lib/format';
import { AdminTable, Td } from './admin-table';

type AccessLog = AssetsReply['recentAccesses'][number];

/** The latest accesses to gated content: who (a shortened user id), what, when. */
export function RecentAccess({ accesses, assetNames }: { accesses: readonly AccessLog[]; assetNames: ReadonlyMap<string, string> }) {
  if (accesses.length === 0) {
    return <p className="rounded-2xl border border-dashed border-plum-200 bg-white p-8 text-center text-muted">No recent activity</p>;
  }
  return (
    <AdminTable
      label="Recent access table"
      caption="Recent access to course content, newest first"
      columns={['User', 'Action', 'Content', 'Time']}
      className="min-w-[32rem]"
    >
      {accesses.map((access) => (
        <tr key={access.id}>
          <Td className="font-mono text-xs whitespace-nowrap">
            <abbr title={access.userId} className="no-underline">
              {shortUserId(access.userId)}
            </abbr>
          </Td>
          <Td className="capitalize">{access.action}</Td>
          <Td className="text-muted">{(access.assetId && assetNames.get(access.assetId)) ?? '—'}</Td>
          <Td className="whitespace-nowrap tabular-nums">
            <time dateTime={access.accessedAt}>{formatDateTime(access.accessedAt)}</time>
          </Td>
        </tr>
      ))}
    </AdminTable>
  );
}
