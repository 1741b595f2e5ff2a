import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@herway/shared/contracts/dashboard';
import { familySharingReplySchema, type FamilySharingReply } from '@herway/shared/contracts/family';
import { callRoute } from '@/lib/api-client';
import { SESSIONS_QUERY_KEY } from '@/lib/query-keys';

/** PUT /api/sessions/{id}/family-sharing: her linked parents or guardians see this session's mentor notes, or no longer do. */
export function shareSessionNotes(id: string, shared: boolean): Promise<FamilySharingReply> {
  return callRoute('bookings/share-session-notes', { path: { id }, body: { shared }, schema: familySharingReplySchema });
}

/** Once saved, her list of sessions shows the session as the API answered. */
export function useSessionSharingSaved(id: string): (reply: FamilySharingReply) => void {
  const queryClient = useQueryClient();
  return (reply) =>
    queryClient.setQueryData<Session[]>(SESSIONS_QUERY_KEY, (sessions) =>
      sessions?.map((session) => (session.id === id ? { ...session, sharedWithFamily: reply.shared } : session)),
    );
}
