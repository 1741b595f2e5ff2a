import { useMutation, useQueryClient } from '@tanstack/react-query';
import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import type { AthleteActionReply } from '@herway/shared/contracts/admin-athletes';
import type { SaveNotesBody } from '@herway/shared/contracts/mentor-notes';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';
import { athleteQueryKey } from '@/lib/query-keys';

/** POST /api/admin/bookings/{userId}/{bookingId}/notes: the session's notes and action items, over the version shown. */
export function saveSessionNotes(userId: string, bookingId: string, body: SaveNotesBody): Promise<AthleteActionReply> {
  return callRoute('admin/admin/save-session-notes', { path: { userId, bookingId }, body, schema: athleteActionReplySchema });
}

/** Saves; her page shows the stored notes at once. A refusal is shown by the form, which keeps what was typed. */
export function useSaveSessionNotes(userId: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNotesBody) => saveSessionNotes(userId, bookingId, body),
    onSuccess: (reply) => {
      queryClient.setQueryData(athleteQueryKey(userId), reply.athlete);
      toast({ title: reply.message });
    },
  });
}
