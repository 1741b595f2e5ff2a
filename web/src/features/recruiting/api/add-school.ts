import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolReplySchema, type AddSchoolBody, type SchoolReply } from '@herway/shared/contracts/recruiting';
import { callRoute } from '@/lib/api-client';
import { SCHOOLS_QUERY_KEY } from '@/lib/query-keys';

/** POST /api/schools: a school added to her list. */
export function addSchool(body: AddSchoolBody): Promise<SchoolReply> {
  return callRoute('recruiting/add-school', { body, schema: schoolReplySchema });
}

export const addSchoolMutationOptions = () => mutationOptions({ mutationKey: ['add-school'], mutationFn: addSchool });

export function useAddSchool() {
  const queryClient = useQueryClient();
  return useMutation({ ...addSchoolMutationOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHOOLS_QUERY_KEY }) });
}
