import type { ProfileReply } from '@herway/shared/contracts/recruiting';
import { shareRecruitingProfile } from '../../adapters/dynamo/recruiting-repo';
import { httpHandler } from '../../lib/http-handler';
import { profileReply } from '../../services/recruiting';

/** POST /api/profile/share (athlete): her coach-facing page at /p/<token>; sharing again keeps the same address. */
export const handler = httpHandler('recruiting/share-profile', {}, async ({ user }) => {
  const reply: ProfileReply = profileReply(await shareRecruitingProfile(user.sub, new Date().toISOString()));
  return reply;
});
