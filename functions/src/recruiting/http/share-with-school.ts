import { coachLinkReplySchema } from '@herway/shared/contracts/coach-links';
import { schoolPathSchema } from '@herway/shared/contracts/recruiting';
import { shareWithSchool } from '../store/coach-link-repo';
import { notFound } from '../../kernel/http-errors';
import { httpHandler, reply } from '../../kernel/http-handler';

/**
 * POST /api/schools/{id}/share (athlete): her coach link for one school of her list, 201 when made
 * now, 200 when she already has one (one link per school, however many requests at once).
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/schools/{id}/share', handler: 'recruiting/share-with-school', auth: 'athlete' },
  { path: schoolPathSchema, reply: coachLinkReplySchema },
  async ({ user, path }) => {
    const shared = await shareWithSchool(user.sub, path.id, new Date().toISOString());
    if (shared === 'no-school') throw notFound('This school is not on your list (it may have been removed).');
    return reply(shared.outcome === 'created' ? 201 : 200, { link: shared.link });
  },
);
