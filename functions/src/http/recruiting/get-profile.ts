import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { getRecruitingProfile } from '../../adapters/dynamo/recruiting-repo';
import { httpHandler } from '../../lib/http-handler';
import { profileReply } from '../../services/recruiting';

/** GET /api/profile (athlete): her recruiting profile and whether it is shared, ONE GetItem. */
export const handler = httpHandler('recruiting/get-profile', { reply: profileReplySchema }, async ({ user }) => {
  return profileReply(await getRecruitingProfile(user.sub));
});
