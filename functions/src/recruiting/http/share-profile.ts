import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { shareRecruitingProfile } from '../store/recruiting-repo';
import { httpHandler } from '../../kernel/http-handler';
import { profileReply } from '../recruiting';

/** POST /api/profile/share (athlete): her coach-facing page at /p/<token>; sharing again keeps the same address. */
export const handler = httpHandler('recruiting/share-profile', { reply: profileReplySchema }, async ({ user }) => {
  return profileReply(await shareRecruitingProfile(user.sub, new Date().toISOString()));
});
