import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createActionItemReplySchema, type CreateActionItemReply } from '@herway/shared/contracts/mentor-notes';
import { timelineReplySchema, type TimelineReply } from '@herway/shared/contracts/recruiting';
import { callRoute } from '@/lib/api-client';
import { DASHBOARD_QUERY_KEY, TIMELINE_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/recruiting/timeline (athlete): her dated recruiting steps. */
export function getTimeline({ signal }: { signal?: AbortSignal } = {}): Promise<TimelineReply> {
  return callRoute('recruiting/get-timeline', { schema: timelineReplySchema, signal });
}

export const timelineQueryOptions = () => queryOptions({ queryKey: TIMELINE_QUERY_KEY, queryFn: ({ signal }) => getTimeline({ signal }) });

export function useTimeline() {
  return useQuery(timelineQueryOptions());
}

/** Her own action item's id for a timeline step (the server makes `own-<key>`: docs/sessions-and-reminders.md). */
export const timelineItemKey = (stepKey: string) => `timeline-${stepKey}`;
export const timelineItemId = (stepKey: string) => `own-${timelineItemKey(stepKey)}`;

/** POST /api/action-items: the step on her action items, due on its day; her dashboard is read again. */
export function useAddStepToActionItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['add-timeline-step'],
    mutationFn: (step: { key: string; title: string; date: string }): Promise<CreateActionItemReply> =>
      callRoute('bookings/create-action-item', {
        body: { text: step.title, dueDate: step.date, key: timelineItemKey(step.key) },
        schema: createActionItemReplySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  });
}
