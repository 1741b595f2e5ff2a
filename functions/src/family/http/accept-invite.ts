import { acceptFamilyInviteBodySchema, acceptFamilyInviteReplySchema } from '@herway/shared/contracts/family';
import { httpHandler } from '../../kernel/http-handler';
import { acceptFamilyInvite } from '../family-invites';

/**
 * POST /api/family/accept (athlete or guardian): links her account with the invitation's sender.
 * 403 for an account of another address, 409 for a used or expired link, an existing link or a full family.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/family/accept', handler: 'family/accept-invite', auth: 'member' },
  { body: acceptFamilyInviteBodySchema, reply: acceptFamilyInviteReplySchema },
  async ({ user, body }) => {
    const link = await acceptFamilyInvite(user, body.token);
    return { message: `You are now linked with ${link.firstName || link.email}.`, link };
  },
);
