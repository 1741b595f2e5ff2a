import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { athleteActionReplySchema, athleteReplySchema } from '@herway/shared/contracts/admin-athletes';
import type { AthleteActionReply, AthleteReply, ChangeAccessBody, ChangeSessionsBody } from '@herway/shared/contracts/admin-athletes';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute, getErrorMessage } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { athleteQueryKey } from '@/lib/query-keys';

/** GET /api/admin/athletes/{id}: her whole page. */
export function getAthlete(id: string, signal?: AbortSignal): Promise<AthleteReply> {
  return callRoute('admin/admin/get-athlete', { path: { id }, schema: athleteReplySchema, signal });
}

export function useAthlete(id: string) {
  return useQuery({ queryKey: athleteQueryKey(id), queryFn: ({ signal }) => getAthlete(id, signal) });
}

/** One admin action on her records; every action names why (`reason`). */
export type AthleteAction =
  | { kind: 'sessions'; body: ChangeSessionsBody }
  | { kind: 'access'; body: ChangeAccessBody }
  | { kind: 'cancel' | 'no-show'; bookingId: string; reason: string };

/** The route, path parameters and body of one action. */
function athleteActionRoute(userId: string, action: AthleteAction) {
  if (action.kind === 'sessions') return { handler: 'admin/admin/change-athlete-sessions', path: { id: userId }, body: action.body } as const;
  if (action.kind === 'access') return { handler: 'admin/admin/change-athlete-access', path: { id: userId }, body: action.body } as const;
  const handler = action.kind === 'cancel' ? 'admin/admin/cancel-booking' : 'admin/admin/mark-booking-no-show';
  return { handler, path: { userId, bookingId: action.bookingId }, body: { reason: action.reason } } as const;
}

export function athleteActionRequest(userId: string, action: AthleteAction): { path: string; body: unknown } {
  const { handler, path, body } = athleteActionRoute(userId, action);
  return { path: apiPath(handler, path), body };
}

export function postAthleteAction(userId: string, action: AthleteAction): Promise<AthleteActionReply> {
  const { handler, path, body } = athleteActionRoute(userId, action);
  return callRoute(handler, { path, body, schema: athleteActionReplySchema });
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
