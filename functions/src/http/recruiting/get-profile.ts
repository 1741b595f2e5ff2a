import type { ProfileReply } from '@herway/shared/contracts/recruiting';
import { getRecruitingProfile } from '../../adapters/dynamo/recruiting-repo';
import { httpHandler } from '../../lib/http-handler';
import { profileReply } from '../../services/recruiting';

/** GET /api/profile (athlete): her recruiting profile and whether it is shared, ONE GetItem. */
export const handler = httpHandler('recruiting/get-profile', {}, async ({ user }) => {
  const reply: ProfileReply = profileReply(await getRecruitingProfile(user.sub));
  return reply;
});
