import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionsReplySchema, type SessionsReply } from '@herway/shared/contracts/dashboard';
import { callRoute } from '@/lib/api-client';
import { SESSIONS_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/sessions/user (athlete): her sessions, newest first. */
export function getSessions({ signal }: { signal?: AbortSignal } = {}): Promise<SessionsReply> {
  return callRoute('bookings/list-sessions', { schema: sessionsReplySchema, signal });
}

/** The defaults (never stale, no retries): refreshed after a completion, a booking or on request. */
export const getSessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => getSessions({ signal }) });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
