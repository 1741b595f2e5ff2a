import type { AuditEntry } from '@herway/shared/contracts/audit';
import { useAuditLog } from '../api/list-audit-log';
import { AdminSectionPage } from '../components/admin-section-page';
import { ListStatus, LoadMore } from '../components/admin-table';
import { auditActionLabel, auditChanges } from '../lib/audit';
import { formatDateTime } from '../lib/format';

function AuditItem({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  return (
    <li className="grid gap-2 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm shadow-plum-900/5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-bold text-ink">{auditActionLabel(entry.action)}</h3>
        <time dateTime={entry.at} className="text-sm text-muted tabular-nums">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="text-sm break-words text-muted">
        By <span className="font-medium text-ink">{entry.actor}</span> · {entry.targetType}{' '}
        <span className="font-mono text-xs break-all">{entry.targetId}</span>
      </p>
      {entry.reason ? <p className="text-sm text-ink">Reason: {entry.reason}</p> : null}
      {changes.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-plum-800">
            {changes.length} {changes.length === 1 ? 'change' : 'changes'}
          </summary>
          <dl className="mt-2 grid gap-1.5">
            {changes.map((change) => (
              <div key={change.field} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
                <dt className="font-medium text-ink">{change.field}</dt>
                <dd className="break-words text-muted">
                  {change.before} → <span className="text-ink">{change.after}</span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
}

function AuditLog() {
  const log = useAuditLog();
  if (log.entries.length === 0) {
    return (
      <ListStatus isPending={log.isPending} error={log.error} onRetry={() => void log.refetch()} empty="Nothing has been recorded yet" what="the audit log" />
    );
  }
  return (
    <section aria-label="Audit log entries" className="grid gap-4">
      <h2 className="sr-only">Entries, newest first</h2>
      <ol className="grid gap-3">
        {log.entries.map((entry) => (
          <AuditItem key={entry.id} entry={entry} />
        ))}
      </ol>
      <LoadMore
        hasNextPage={log.hasNextPage}
        isFetchingNextPage={log.isFetchingNextPage}
        onLoadMore={() => void log.fetchNextPage()}
        shown={log.entries.length}
        what="entries"
      />
    </section>
  );
}

/** /admin/audit-log: every admin action, sign-in and export, newest first; nobody can change it. */
export default function AdminAuditLogRoute() {
  return (
    <AdminSectionPage
      title="Audit Log"
      description="Every admin action, sign-in and export: who, what, when, and what changed. Entries cannot be edited or deleted."
    >
      {() => <AuditLog />}
    </AdminSectionPage>
  );
}
