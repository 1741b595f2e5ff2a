import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileReplySchema, type ProfileReply, type RecruitingProfileBody } from '@herway/shared/contracts/recruiting';
import { callRoute } from '@/lib/api-client';
import { DASHBOARD_QUERY_KEY, PROFILE_QUERY_KEY } from '@/lib/query-keys';

/** PUT /api/profile: her whole recruiting profile. */
export function saveProfile(body: RecruitingProfileBody): Promise<ProfileReply> {
  return callRoute('recruiting/save-profile', { body, schema: profileReplySchema });
}

export const saveProfileMutationOptions = () => mutationOptions({ mutationKey: ['save-profile'], mutationFn: saveProfile });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveProfileMutationOptions(),
    onSuccess: (reply) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, reply);
      // The dashboard's completeness meter.
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
