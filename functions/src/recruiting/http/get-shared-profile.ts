import { sharedProfileReplySchema, shareTokenPathSchema } from '@herway/shared/contracts/recruiting';
import { readSharedProfile } from '../store/recruiting-repo';
import { notFound } from '../../kernel/http-errors';
import { httpHandler, reply } from '../../kernel/http-handler';
import { sharedProfileView } from '../recruiting';

const NOT_SHARED = 'This profile is not shared (any more). Ask the athlete for a new link.';

/**
 * GET /api/shared-profiles/{token} (public): the profile a coach sees on /p/{token}, while she
 * shares it; a token never given out, replaced or revoked is the same 404. Never for search engines.
 */
export const handler = httpHandler('recruiting/get-shared-profile', { path: shareTokenPathSchema, reply: sharedProfileReplySchema }, async ({ path }) => {
  const shared = await readSharedProfile(path.token);
  if (!shared) throw notFound(NOT_SHARED);
  const body = sharedProfileView(shared);
  return reply(200, body, { headers: { 'X-Robots-Tag': 'noindex, nofollow' } });
});
