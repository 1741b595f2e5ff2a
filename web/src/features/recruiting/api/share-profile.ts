import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileReplySchema, type ProfileReply } from '@herway/shared/contracts/recruiting';
import { callRoute } from '@/lib/api-client';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';

/** POST /api/profile/share (turn on) or DELETE /api/profile/share (revoke): her coach-facing page. */
export function setProfileShared(shared: boolean): Promise<ProfileReply> {
  return callRoute(shared ? 'recruiting/share-profile' : 'recruiting/revoke-profile-share', { schema: profileReplySchema });
}

export const shareProfileMutationOptions = () => mutationOptions({ mutationKey: ['share-profile'], mutationFn: setProfileShared });

export function useShareProfile() {
  const queryClient = useQueryClient();
  return useMutation({ ...shareProfileMutationOptions(), onSuccess: (reply) => queryClient.setQueryData(PROFILE_QUERY_KEY, reply) });
}
