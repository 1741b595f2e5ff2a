import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { httpHandler } from '../../kernel/http-handler';
import { readProfilePage } from '../workspace';

/** GET /api/profile (athlete): her recruiting profile, whether it is shared, and what her family holds of it. */
export const handler = httpHandler(
  { method: 'GET', path: '/api/profile', handler: 'recruiting/get-profile', auth: 'athlete' },
  { reply: profileReplySchema },
  async ({ user }) => readProfilePage(user.sub),
);
