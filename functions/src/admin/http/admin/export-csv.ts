import { randomUUID } from 'node:crypto';
import { exportCsvPathSchema, exportCsvReplySchema } from '@herway/shared/contracts/admin';
import type { ExportListName } from '@herway/shared/contracts/admin';
import { listAll } from '../../store/admin-lists';
import { auditActorOf, writeAudit } from '../../../accounts/store/audit-repo';
import type { ListRecords } from '../../store/admin-lists';
import { presignDownload } from '../../../content/download-links';
import { putObject } from '../../../content/storage';
import { adminHttpHandler, reply } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';
import { UTF8_BOM, contactColumns, csvFileName, csvHeader, csvRows, exportObjectKey, paymentColumns, userColumns } from '../../../kernel/csv';
import type { CsvColumn } from '../../../kernel/csv';

const columnsOf: { [N in ExportListName]: readonly CsvColumn<ListRecords[N]>[] } = {
  contacts: contactColumns,
  users: userColumns,
  payments: paymentColumns,
};

/** How long the download link works; the file itself is deleted by the bucket's lifecycle rule. */
const EXPORT_LINK_SECONDS = 300;
const CSV_TYPE = 'text/csv; charset=utf-8';

async function exportList<N extends ExportListName>(name: N): Promise<string> {
  const columns = columnsOf[name];
  const parts = [UTF8_BOM, csvHeader(columns)];
  for await (const records of listAll(name)) parts.push(csvRows(columns, records));
  return parts.join('');
}

/**
 * GET /api/admin/export/{listName} (admin): the whole list (contacts, users or payments), newest
 * first, as a CSV file written to storage (`exports/`, deleted a day later by the bucket's
 * lifecycle rule) and answered with `303 See Other` to a 5-minute link that makes the browser save
 * it as herway-<list>-<date>.csv: no size limit from Lambda's 6 MB reply.
 */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/export/{listName}', handler: 'admin/admin/export-csv', auth: 'admin' },
  { path: exportCsvPathSchema, reply: exportCsvReplySchema },
  async ({ path, user }) => {
    const now = new Date();
    const csv = await exportList(path.listName);
    const fileName = csvFileName(path.listName, now);
    const key = exportObjectKey(path.listName, now, randomUUID());
    await putObject({ key, body: csv, contentType: CSV_TYPE });
    // Exports carry every family's details: who took one, and when, is on record.
    await writeAudit(
      auditEntry(await auditActorOf(user), {
        action: 'export.download',
        targetType: 'list',
        targetId: path.listName,
        after: { bytes: Buffer.byteLength(csv), file: key },
      }),
    );
    const downloadUrl = await presignDownload({ key, fileName, contentType: CSV_TYPE, expiresInSeconds: EXPORT_LINK_SECONDS });
    const body = { downloadUrl, fileName, expiresInSeconds: EXPORT_LINK_SECONDS };
    return reply(303, body, { headers: { Location: downloadUrl } });
  },
);
