import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { successReplySchema, type SuccessReply } from '@herway/shared/contracts/common';
import { callRoute } from '@/lib/api-client';
import { COACH_LINKS_QUERY_KEY, SCHOOLS_QUERY_KEY } from '@/lib/query-keys';

/** DELETE /api/schools/{id}: one school off her list (its coach link is revoked with it). */
export function deleteSchool(id: string): Promise<SuccessReply> {
  return callRoute('recruiting/delete-school', { path: { id }, schema: successReplySchema });
}

export const deleteSchoolMutationOptions = () => mutationOptions({ mutationKey: ['delete-school'], mutationFn: deleteSchool });

export function useDeleteSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteSchoolMutationOptions(),
    onSuccess: () => Promise.all([SCHOOLS_QUERY_KEY, COACH_LINKS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
