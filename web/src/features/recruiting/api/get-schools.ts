import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolListReplySchema, type SchoolListReply } from '@herway/shared/contracts/recruiting';
import { callRoute } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { SCHOOLS_QUERY_KEY } from '@/lib/query-keys';

/** Her list as a CSV file (a plain link: the browser downloads it with her cookie). */
export const SCHOOLS_CSV_PATH = apiPath('recruiting/export-schools');

/** GET /api/schools (athlete): her whole school list. */
export function getSchools({ signal }: { signal?: AbortSignal } = {}): Promise<SchoolListReply> {
  return callRoute('recruiting/list-schools', { schema: schoolListReplySchema, signal });
}

export const getSchoolsQueryOptions = () => queryOptions({ queryKey: SCHOOLS_QUERY_KEY, queryFn: ({ signal }) => getSchools({ signal }) });

export function useSchools() {
  return useQuery(getSchoolsQueryOptions());
}
