import { profileReplySchema, recruitingProfileBodySchema } from '@herway/shared/contracts/recruiting';
import { saveRecruitingProfile } from '../store/recruiting-repo';
import { httpHandler } from '../../kernel/http-handler';
import { profileReply } from '../recruiting';

/** PUT /api/profile (athlete): her whole recruiting profile, as her form sends it; answers what was stored. */
export const handler = httpHandler('recruiting/save-profile', { body: recruitingProfileBodySchema, reply: profileReplySchema }, async ({ user, body }) => {
  return profileReply(await saveRecruitingProfile(user.sub, body, new Date().toISOString()));
});
