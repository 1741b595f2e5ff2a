import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { shareRecruitingProfile } from '../../adapters/dynamo/recruiting-repo';
import { httpHandler } from '../../lib/http-handler';
import { profileReply } from '../../services/recruiting';

/** POST /api/profile/share (athlete): her coach-facing page at /p/<token>; sharing again keeps the same address. */
export const handler = httpHandler('recruiting/share-profile', { reply: profileReplySchema }, async ({ user }) => {
  return profileReply(await shareRecruitingProfile(user.sub, new Date().toISOString()));
});
