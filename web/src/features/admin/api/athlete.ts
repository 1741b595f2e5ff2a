import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { athleteActionReplySchema, athleteReplySchema } from '@herway/shared/contracts/admin-athletes';
import type { AthleteActionReply, AthleteReply, ChangeAccessBody, ChangeSessionsBody } from '@herway/shared/contracts/admin-athletes';
import { toast } from '@/components/ui/toast/use-toast';
import { apiRequest, getErrorMessage } from '@/lib/api-client';
import { athleteQueryKey } from '@/lib/query-keys';

/** GET /api/admin/athletes/{id}: her whole page. */
export function getAthlete(id: string, signal?: AbortSignal): Promise<AthleteReply> {
  return apiRequest('GET', `/api/admin/athletes/${encodeURIComponent(id)}`, { schema: athleteReplySchema, signal });
}

export function useAthlete(id: string) {
  return useQuery({ queryKey: athleteQueryKey(id), queryFn: ({ signal }) => getAthlete(id, signal) });
}

/** One admin action on her records; every action names why (`reason`). */
export type AthleteAction =
  | { kind: 'sessions'; body: ChangeSessionsBody }
  | { kind: 'access'; body: ChangeAccessBody }
  | { kind: 'cancel' | 'no-show'; bookingId: string; reason: string };

export function athleteActionRequest(userId: string, action: AthleteAction): { path: string; body: unknown } {
  const user = encodeURIComponent(userId);
  if (action.kind === 'sessions') return { path: `/api/admin/athletes/${user}/sessions`, body: action.body };
  if (action.kind === 'access') return { path: `/api/admin/athletes/${user}/access`, body: action.body };
  return { path: `/api/admin/bookings/${user}/${encodeURIComponent(action.bookingId)}/${action.kind}`, body: { reason: action.reason } };
}

export function postAthleteAction(userId: string, action: AthleteAction): Promise<AthleteActionReply> {
  const { path, body } = athleteActionRequest(userId, action);
  return apiRequest('POST', path, { body, schema: athleteActionReplySchema });
}

/** Runs an action; her page shows the stored answer at once, and a refusal says why. */
export function useAthleteAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AthleteAction) => postAthleteAction(userId, action),
    onSuccess: (reply) => {
      queryClient.setQueryData(athleteQueryKey(userId), reply.athlete);
      toast({ title: reply.message });
    },
    onError: (error) => toast({ title: 'Not changed', description: getErrorMessage(error), variant: 'destructive' }),
  });
}
