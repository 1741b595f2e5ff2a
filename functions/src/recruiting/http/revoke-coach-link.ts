import { successReplySchema } from '@herway/shared/contracts/common';
import { shareTokenPathSchema } from '@herway/shared/contracts/recruiting';
import { revokeCoachLink } from '../store/coach-link-repo';
import { notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';

/** DELETE /api/profile/shares/{token} (athlete): one of her coach links stops working at once; another's or an unknown one is 404. */
export const handler = httpHandler(
  { method: 'DELETE', path: '/api/profile/shares/{token}', handler: 'recruiting/revoke-coach-link', auth: 'athlete' },
  { path: shareTokenPathSchema, reply: successReplySchema },
  async ({ user, path }) => {
    if (!(await revokeCoachLink(user.sub, path.token))) throw notFound('You have no such coach link (it may have been revoked already).');
    return { success: true as const };
  },
);
