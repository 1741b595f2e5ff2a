import { sharedProfileReplySchema, shareTokenPathSchema } from '@herway/shared/contracts/recruiting';
import { readSharedProfile } from '../store/recruiting-repo';
import type { SharedRecruitingProfile } from '../store/recruiting-repo';
import { countCoachLinkOpen } from '../store/coach-link-repo';
import { isAutomatedVisitor } from '../automated-visitor';
import { notFound } from '../../kernel/http-errors';
import { httpHandler, reply } from '../../kernel/http-handler';
import { logger } from '../../kernel/logger';
import { sharedProfileView } from '../recruiting';

const NOT_SHARED = 'This profile is not shared (any more). Ask the athlete for a new link.';

/**
 * Counts a page view of her coach link: not a bot's, not her own (she may be signed in), and never
 * at the page's expense (a failure is logged). Nothing about the visitor is stored.
 */
async function countOpen(link: NonNullable<SharedRecruitingProfile['coachLink']>, token: string, visitor: { sub?: string; userAgent?: string }) {
  if (isAutomatedVisitor(visitor.userAgent) || visitor.sub === link.userId) return;
  try {
    await countCoachLinkOpen(link.userId, link.schoolId, token, new Date().toISOString());
  } catch (error) {
    logger.error('A coach link open could not be counted', { schoolId: link.schoolId, error: String((error as Error).message) });
  }
}

/**
 * GET /api/shared-profiles/{token} (public): the profile a coach sees on /p/{token}, while she
 * shares it; a token never given out, replaced or revoked is the same 404. A coach link names its
 * school and counts the open. Never for search engines.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/shared-profiles/{token}', handler: 'recruiting/get-shared-profile', auth: 'public' },
  { path: shareTokenPathSchema, reply: sharedProfileReplySchema },
  async ({ path, user, headers }) => {
    const shared = await readSharedProfile(path.token);
    if (!shared) throw notFound(NOT_SHARED);
    const body = sharedProfileView(shared);
    if (shared.coachLink) await countOpen(shared.coachLink, path.token, { sub: user?.sub, userAgent: headers['user-agent'] });
    return reply(200, shared.coachLink ? { ...body, forSchool: shared.coachLink.schoolName } : body, { headers: { 'X-Robots-Tag': 'noindex, nofollow' } });
  },
);
