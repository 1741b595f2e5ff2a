import { useQueryClient } from '@tanstack/react-query';
import { familySharingReplySchema, type FamilySharingReply } from '@herway/shared/contracts/family';
import type { ProfileReply } from '@herway/shared/contracts/recruiting';
import { callRoute } from '@/lib/api-client';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';

/** PUT /api/profile/family-sharing: her linked parents or guardians see her recruiting workspace, or no longer do. */
export function shareWorkspaceWithFamily(shared: boolean): Promise<FamilySharingReply> {
  return callRoute('recruiting/share-workspace-with-family', { body: { shared }, schema: familySharingReplySchema });
}

/** Once saved, her cached profile says what the API answered. */
export function useWorkspaceSharingSaved(): (reply: FamilySharingReply) => void {
  const queryClient = useQueryClient();
  return (reply) =>
    queryClient.setQueryData<ProfileReply>(PROFILE_QUERY_KEY, (profile) =>
      profile ? { ...profile, familySharing: { workspaceShared: reply.shared } } : profile,
    );
}
