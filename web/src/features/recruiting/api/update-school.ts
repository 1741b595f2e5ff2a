import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolReplySchema, type SchoolListReply, type SchoolReply, type UpdateSchoolBody } from '@herway/shared/contracts/recruiting';
import { callRoute } from '@/lib/api-client';
import { SCHOOLS_QUERY_KEY } from '@/lib/query-keys';

/** PATCH /api/schools/{id}: what she changed on one of her schools. */
export function updateSchool({ id, changes }: { id: string; changes: UpdateSchoolBody }): Promise<SchoolReply> {
  return callRoute('recruiting/update-school', { path: { id }, body: changes, schema: schoolReplySchema });
}

export const updateSchoolMutationOptions = () => mutationOptions({ mutationKey: ['update-school'], mutationFn: updateSchool });

export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSchoolMutationOptions(),
    // The school as stored replaces hers in the list at once; the list is read again for its
    // coach-contact rule, which a new division changes.
    onSuccess: async ({ school }, { changes }) => {
      queryClient.setQueryData<SchoolListReply>(SCHOOLS_QUERY_KEY, (list) =>
        list ? { ...list, schools: list.schools.map((candidate) => (candidate.id === school.id ? { ...candidate, ...school } : candidate)) } : list,
      );
      if (changes.division !== undefined) await queryClient.invalidateQueries({ queryKey: SCHOOLS_QUERY_KEY });
    },
  });
}
