import { familyInvitePathSchema, familyInviteSummarySchema } from '@herway/shared/contracts/family';
import { httpHandler } from '../../kernel/http-handler';
import { describeInvite } from '../family-invites';

/** GET /api/family/invites/{token} (public): whose invitation a link is and which account accepts it; 404 unknown, 409 used or expired. */
export const handler = httpHandler(
  { method: 'GET', path: '/api/family/invites/{token}', handler: 'family/get-invite', auth: 'public' },
  { path: familyInvitePathSchema, reply: familyInviteSummarySchema },
  async ({ path }) => describeInvite(path.token),
);
