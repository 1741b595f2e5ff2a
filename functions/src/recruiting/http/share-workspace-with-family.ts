import { familySharingBodySchema, familySharingReplySchema } from '@herway/shared/contracts/family';
import { httpHandler } from '../../kernel/http-handler';
import { shareWorkspaceWithFamily } from '../workspace';

/** PUT /api/profile/family-sharing (athlete): her one switch sharing her recruiting workspace with her linked family (off by default). */
export const handler = httpHandler(
  { method: 'PUT', path: '/api/profile/family-sharing', handler: 'recruiting/share-workspace-with-family', auth: 'athlete' },
  { body: familySharingBodySchema, reply: familySharingReplySchema },
  async ({ user, body }) => {
    const page = await shareWorkspaceWithFamily(user.sub, body.shared);
    const shared = page.familySharing?.workspaceShared === true;
    return {
      message: shared ? 'Your parents and guardians can now see your recruiting profile and school list.' : 'Your recruiting workspace is private again.',
      shared,
    };
  },
);
