import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolListReplySchema, type SchoolListReply } from '@herway/shared/contracts/recruiting';
import { apiRequest } from '@/lib/api-client';
import { SCHOOLS_QUERY_KEY } from '@/lib/query-keys';

/** Her list as a CSV file (a plain link: the browser downloads it with her cookie). */
export const SCHOOLS_CSV_PATH = '/api/schools/export';

/** GET /api/schools (athlete): her whole school list. */
export function getSchools({ signal }: { signal?: AbortSignal } = {}): Promise<SchoolListReply> {
  return apiRequest('GET', '/api/schools', { schema: schoolListReplySchema, signal });
}

export const getSchoolsQueryOptions = () => queryOptions({ queryKey: SCHOOLS_QUERY_KEY, queryFn: ({ signal }) => getSchools({ signal }) });

export function useSchools() {
  return useQuery(getSchoolsQueryOptions());
}
