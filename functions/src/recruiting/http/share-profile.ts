import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { httpHandler } from '../../kernel/http-handler';
import { shareProfilePage } from '../workspace';

/** POST /api/profile/share (athlete): her coach-facing page at /p/<token>; sharing again keeps the same address. */
export const handler = httpHandler(
  { method: 'POST', path: '/api/profile/share', handler: 'recruiting/share-profile', auth: 'athlete' },
  { reply: profileReplySchema },
  async ({ user }) => shareProfilePage(user.sub, new Date().toISOString()),
);
