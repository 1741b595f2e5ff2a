import { profileReplySchema, recruitingProfileBodySchema } from '@herway/shared/contracts/recruiting';
import { httpHandler } from '../../kernel/http-handler';
import { saveProfilePage } from '../workspace';

/**
 * PUT /api/profile (athlete): her whole recruiting profile, as her form sends it; answers what was
 * stored. While a parent or guardian is linked, the contact agreement stays theirs (docs/family.md).
 */
export const handler = httpHandler(
  { method: 'PUT', path: '/api/profile', handler: 'recruiting/save-profile', auth: 'athlete' },
  { body: recruitingProfileBodySchema, reply: profileReplySchema },
  async ({ user, body }) => saveProfilePage(user.sub, body, new Date().toISOString()),
);
