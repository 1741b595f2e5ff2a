import { exportCsvPathSchema } from '@herway/shared/contracts/admin';
import type { ExportListName } from '@herway/shared/contracts/admin';
import { listAll } from '../../adapters/dynamo/admin-lists';
import { auditActorOf, writeAudit } from '../../adapters/dynamo/audit-repo';
import type { ListRecords } from '../../adapters/dynamo/admin-lists';
import { httpHandler, reply } from '../../lib/http-handler';
import { auditEntry } from '../../services/audit';
import { UTF8_BOM, contactColumns, csvFileName, csvHeader, csvRows, paymentColumns, userColumns } from '../../services/csv';
import type { CsvColumn } from '../../services/csv';

const columnsOf: { [N in ExportListName]: readonly CsvColumn<ListRecords[N]>[] } = {
  contacts: contactColumns,
  users: userColumns,
  payments: paymentColumns,
};

async function exportList<N extends ExportListName>(name: N): Promise<string> {
  const columns = columnsOf[name];
  const parts = [UTF8_BOM, csvHeader(columns)];
  for await (const records of listAll(name)) parts.push(csvRows(columns, records));
  return parts.join('');
}

/**
 * GET /api/admin/export/{listName} (admin): the whole list (contacts, users or payments), newest
 * first, as a CSV file the browser saves as herway-<list>-<date>.csv.
 */
export const handler = httpHandler('admin/export-csv', { path: exportCsvPathSchema }, async ({ path, user }) => {
  const csv = await exportList(path.listName);
  // Exports carry every family's details: who took one, and when, is on record.
  await writeAudit(auditEntry(await auditActorOf(user), { action: 'export.download', targetType: 'list', targetId: path.listName, after: { bytes: Buffer.byteLength(csv) } }));
  return reply(200, csv, {
    raw: true,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(path.listName, new Date())}"`,
    },
  });
});
