import { successReplySchema } from '@herway/shared/contracts/common';
import { schoolPathSchema } from '@herway/shared/contracts/recruiting';
import { deleteSchool } from '../store/school-repo';
import { revokeCoachLinkOfSchool } from '../store/coach-link-repo';
import { notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';

/** DELETE /api/schools/{id} (athlete): one school off her list, and its coach link revoked with it. */
export const handler = httpHandler(
  { method: 'DELETE', path: '/api/schools/{id}', handler: 'recruiting/delete-school', auth: 'athlete' },
  { path: schoolPathSchema, reply: successReplySchema },
  async ({ user, path }) => {
    if (!(await deleteSchool(user.sub, path.id))) throw notFound('This school is not on your list (it may have been removed).');
    // A link for a school no longer on her list would have no card to revoke it from.
    await revokeCoachLinkOfSchool(user.sub, path.id);
    return { success: true as const };
  },
);
