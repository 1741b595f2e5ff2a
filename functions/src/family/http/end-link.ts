import { familyLinkPathSchema } from '@herway/shared/contracts/family';
import { messageReplySchema } from '@herway/shared/contracts/common';
import { httpHandler } from '../../kernel/http-handler';
import { endFamilyLink } from '../family-links';

/** DELETE /api/family/links/{linkId} (either side): ends the link at once; 404 when it is not hers or already ended. */
export const handler = httpHandler(
  { method: 'DELETE', path: '/api/family/links/{linkId}', handler: 'family/end-link', auth: 'member' },
  { path: familyLinkPathSchema, reply: messageReplySchema },
  async ({ user, path }) => {
    await endFamilyLink(user, path.linkId);
    return { message: 'The link has ended.' };
  },
);
