import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { getRecruitingProfile, revokeRecruitingShare } from '../store/recruiting-repo';
import { httpHandler } from '../../kernel/http-handler';
import { profileReply } from '../recruiting';

/** DELETE /api/profile/share (athlete): her page's address stops working at once; a new share gets a new one. */
export const handler = httpHandler('recruiting/revoke-profile-share', { reply: profileReplySchema }, async ({ user }) => {
  await revokeRecruitingShare(user.sub);
  return profileReply(await getRecruitingProfile(user.sub));
});
