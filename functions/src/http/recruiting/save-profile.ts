import { recruitingProfileBodySchema } from '@herway/shared/contracts/recruiting';
import type { ProfileReply } from '@herway/shared/contracts/recruiting';
import { saveRecruitingProfile } from '../../adapters/dynamo/recruiting-repo';
import { httpHandler } from '../../lib/http-handler';
import { profileReply } from '../../services/recruiting';

/** PUT /api/profile (athlete): her whole recruiting profile, as her form sends it; answers what was stored. */
export const handler = httpHandler('recruiting/save-profile', { body: recruitingProfileBodySchema }, async ({ user, body }) => {
  const reply: ProfileReply = profileReply(await saveRecruitingProfile(user.sub, body, new Date().toISOString()));
  return reply;
});
