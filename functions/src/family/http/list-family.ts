import { familyReplySchema } from '@herway/shared/contracts/family';
import { httpHandler } from '../../kernel/http-handler';
import { familyOf } from '../family-links';

/** GET /api/family (athlete or guardian): her family links and the invitations she sent that are still open. */
export const handler = httpHandler(
  { method: 'GET', path: '/api/family', handler: 'family/list-family', auth: 'member' },
  { reply: familyReplySchema },
  async ({ user }) => familyOf(user),
);
