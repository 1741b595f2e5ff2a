import { useQuery } from '@tanstack/react-query';
import { mentorsReplySchema } from '@herway/shared/contracts/mentors';
import type { MentorsReply, PublicMentor } from '@herway/shared/contracts/mentors';
import { callRoute } from '@/lib/api-client';
import { MENTORS_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/mentors: the mentors on the site, in the founders' order (data, not code: docs/decisions/mentors-are-data.md). */
export function getMentors({ signal }: { signal?: AbortSignal } = {}): Promise<MentorsReply> {
  return callRoute('bookings/list-mentors', { schema: mentorsReplySchema, signal });
}

/**
 * The mentors the site shows: `mentors` once known (an empty list when the founders have not put
 * any on the site yet), `loading` meanwhile (the prerendered pages show placeholders of the same
 * size, so nothing shifts), `failed` when the API cannot answer.
 */
export function useMentors(): { mentors: readonly PublicMentor[] | undefined; loading: boolean; failed: boolean } {
  const query = useQuery({ queryKey: MENTORS_QUERY_KEY, queryFn: ({ signal }) => getMentors({ signal }) });
  return { mentors: query.data?.mentors, loading: query.isPending, failed: query.isError };
}
