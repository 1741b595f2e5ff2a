import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionsReply } from '@herway/shared/contracts/dashboard';
import { updateActionItemReplySchema, type ActionItem, type UpdateActionItemReply } from '@herway/shared/contracts/mentor-notes';
import { toast } from '@/components/ui/toast/use-toast';
import { isUnauthorized } from '@/features/auth/lib/api-errors';
import { callRoute } from '@/lib/api-client';
import { DASHBOARD_QUERY_KEY, SESSIONS_QUERY_KEY } from '@/lib/query-keys';

/** PATCH /api/action-items/{id}: she ticks one of her mentor's action items done, or open again. */
export function updateActionItem({ id, done }: { id: string; done: boolean }): Promise<UpdateActionItemReply> {
  return callRoute('bookings/update-action-item', { path: { id }, body: { done }, schema: updateActionItemReplySchema });
}

export const updateActionItemMutationOptions = () => mutationOptions({ mutationKey: ['update-action-item'], mutationFn: updateActionItem });

/** Her sessions with one action item as the server now has it (so the tick shows while they are read again). */
function withItem(sessions: SessionsReply | undefined, item: ActionItem): SessionsReply | undefined {
  return sessions?.map((session) =>
    session.mentorNotes
      ? {
          ...session,
          mentorNotes: { ...session.mentorNotes, actionItems: session.mentorNotes.actionItems.map((entry) => (entry.id === item.id ? item : entry)) },
        }
      : session,
  );
}

/** Ticks an item; her sessions and dashboard (its open items) are read again. A 401 is left to the page guard. */
export function useUpdateActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateActionItemMutationOptions(),
    onSuccess: (reply) => {
      queryClient.setQueryData<SessionsReply>(SESSIONS_QUERY_KEY, (sessions) => withItem(sessions, reply.actionItem));
      return Promise.all([queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY })]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Not saved', description: 'Your action item could not be updated. Please try again.', variant: 'destructive' });
      // Her mentor may have changed the notes meanwhile (an item removed): show them as they are.
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
}
