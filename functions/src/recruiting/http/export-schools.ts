import { listSchools } from '../store/school-repo';
import { httpHandler, reply } from '../../kernel/http-handler';
import { toCsv } from '../../kernel/csv';
import { schoolColumns, schoolCsvFileName } from '../recruiting';

/** GET /api/schools/export (athlete): her school list as a CSV file to download. */
export const handler = httpHandler(
  { method: 'GET', path: '/api/schools/export', handler: 'recruiting/export-schools', auth: 'athlete' },
  {},
  async ({ user }) => {
    const csv = toCsv(schoolColumns, await listSchools(user.sub));
    return reply(200, csv, {
      raw: true,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${schoolCsvFileName(new Date())}"` },
    });
  },
);
