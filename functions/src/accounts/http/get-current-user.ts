import type { CurrentUser } from '@herway/shared/contracts/auth';
import { clearedSessionCookies } from '../../kernel/cookies';
import { unauthorized } from '../../kernel/http-errors';
import { renewingHttpHandler, reply } from '../renewing-http-handler';
import { currentUserOf } from '../account-sessions';

/**
 * GET /api/auth/user: the signed-in user, or 401 'Authentication required'. A valid token whose
 * profile is gone (the account was deleted) also signs the browser out.
 */
export const handler = renewingHttpHandler(
  { method: 'GET', path: '/api/auth/user', handler: 'accounts/get-current-user', auth: 'public' },
  {},
  async ({ user: session }) => {
    if (!session) throw unauthorized();
    const user: CurrentUser | undefined = await currentUserOf(session);
    if (!user) return reply(401, { message: 'Authentication required' }, { cookies: clearedSessionCookies() });
    return user;
  },
);
