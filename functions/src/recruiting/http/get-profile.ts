import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { getRecruitingProfile } from '../store/recruiting-repo';
import { httpHandler } from '../../kernel/http-handler';
import { profileReply } from '../recruiting';

/** GET /api/profile (athlete): her recruiting profile and whether it is shared, ONE GetItem. */
export const handler = httpHandler('recruiting/get-profile', { reply: profileReplySchema }, async ({ user }) => {
  return profileReply(await getRecruitingProfile(user.sub));
});
