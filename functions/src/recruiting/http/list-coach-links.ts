import { coachLinkListReplySchema } from '@herway/shared/contracts/coach-links';
import { listCoachLinks } from '../store/coach-link-repo';
import { httpHandler } from '../../kernel/http-handler';

/** GET /api/profile/shares (athlete): her coach links with how often each was opened; one Query. */
export const handler = httpHandler(
  { method: 'GET', path: '/api/profile/shares', handler: 'recruiting/list-coach-links', auth: 'athlete' },
  { reply: coachLinkListReplySchema },
  async ({ user }) => ({
    links: await listCoachLinks(user.sub),
  }),
);
