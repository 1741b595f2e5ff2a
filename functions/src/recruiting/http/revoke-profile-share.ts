import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { httpHandler } from '../../kernel/http-handler';
import { revokeProfilePage } from '../workspace';

/** DELETE /api/profile/share (athlete): her page's address stops working at once; a new share gets a new one. */
export const handler = httpHandler(
  { method: 'DELETE', path: '/api/profile/share', handler: 'recruiting/revoke-profile-share', auth: 'athlete' },
  { reply: profileReplySchema },
  async ({ user }) => revokeProfilePage(user.sub),
);
