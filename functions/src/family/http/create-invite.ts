import { familyInviteBodySchema, familyInviteReplySchema } from '@herway/shared/contracts/family';
import { httpHandler, reply } from '../../kernel/http-handler';
import { inviteToFamily } from '../family-invites';

/**
 * POST /api/family/invites (athlete or guardian): e-mails a single-use link, valid 7 days, to the
 * person she invites. 409 when that address is already linked with her or cannot be linked.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/family/invites', handler: 'family/create-invite', auth: 'member' },
  { body: familyInviteBodySchema, reply: familyInviteReplySchema },
  async ({ user, body }) => {
    const { invite, emailed } = await inviteToFamily(user, body.email);
    const message = emailed
      ? `Invitation sent to ${invite.email}. The link works for 7 days.`
      : `Invitation saved, but we can't e-mail ${invite.email}: earlier messages to it bounced or were marked as spam. Check the address with them.`;
    return reply(201, { message, invite });
  },
);
