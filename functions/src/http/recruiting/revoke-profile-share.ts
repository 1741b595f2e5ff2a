import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { getRecruitingProfile, revokeRecruitingShare } from '../../adapters/dynamo/recruiting-repo';
import { httpHandler } from '../../lib/http-handler';
import { profileReply } from '../../services/recruiting';

/** DELETE /api/profile/share (athlete): her page's address stops working at once; a new share gets a new one. */
export const handler = httpHandler('recruiting/revoke-profile-share', { reply: profileReplySchema }, async ({ user }) => {
  await revokeRecruitingShare(user.sub);
  return profileReply(await getRecruitingProfile(user.sub));
});
