import type { AuthLevel } from '@herway/shared/routes';
import type { SessionUser } from './token-verifier';
import { verifyAccessToken } from './token-verifier';
import type { SessionTokens } from './token-verifier';
import { isSessionCurrent } from './session-validity';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearedSessionCookies, cookieName, readCookies, sessionCookies } from '../cookies';
import { forbidden, httpError, unauthorized } from '../http-errors';
import { logger } from '../logger';
import { emptyInput } from '../http-stack';
import type { HttpMiddleware, HttpRequest } from '../http-stack';

/** Renews a session from its refresh token through Cognito (`refreshSession` of accounts/identity). */
export type SessionRenewal = (refreshToken: string) => Promise<SessionTokens | undefined>;

/** Cognito's word on an admin whose token says she is one (accounts/admin-standing.ts); given only to admin routes. */
export type AdminStandingCheck = (user: SessionUser) => Promise<'admin' | 'not-admin' | 'disabled'>;

/** The 401 of a request whose access token is gone but whose refresh cookie may renew it (the web renews and asks again). */
export const RENEWAL_NEEDED_MESSAGE = 'Your session needs renewing';

/** Set-Cookie values the authentication middleware adds to this request's reply. */
const sessionCookieUpdates = new WeakMap<HttpRequest, string[]>();

/**
 * Resolves the session from the cookies and enforces the route's auth level. A missing or expired
 * access token with a refresh cookie beside it is renewed only by handlers given `renew` (those
 * that call Cognito anyway, GET /api/auth/user among them): the new token serves this request and
 * goes back in the access cookie; a refused refresh token clears both cookies. Every other handler
 * answers 401 `{ renew: true }`, so that its bundle carries no Cognito client: the web app renews
 * through GET /api/auth/user and asks once more. These cookies join the reply, error replies
 * included; a cookie the handler sets itself (login, logout) wins.
 */
export function authentication(level: AuthLevel, renew?: SessionRenewal, adminStanding?: AdminStandingCheck): HttpMiddleware {
  const addSessionCookies = (request: HttpRequest) => {
    const updates = sessionCookieUpdates.get(request);
    if (!updates?.length || !request.response) return;
    const own = request.response.cookies ?? [];
    const ownNames = new Set(own.map(cookieName));
    request.response.cookies = [...own, ...updates.filter((cookie) => !ownNames.has(cookieName(cookie)))];
  };
  return {
    before: async (request: HttpRequest) => {
      const { user, cookies } = await resolveSession(readCookies(request.event.cookies, request.event.headers?.cookie), renew);
      sessionCookieUpdates.set(request, cookies);
      request.context.herwayInput = { ...emptyInput(), ...request.context.herwayInput, user };
      if (level === 'public') return;
      if (!user) throw unauthorized();
      if (level === 'admin' && !user.isAdmin) throw forbidden('Admin access required');
      if (level === 'admin' && adminStanding) await checkStanding(user, adminStanding);
      if (!belongsTo(level, user.groups)) throw forbidden(LEVEL_REFUSALS[level]);
    },
    after: addSessionCookies,
    onError: addSessionCookies,
  };
}

const LEVEL_REFUSALS: Record<Exclude<AuthLevel, 'public'>, string> = {
  athlete: 'This page is for athlete accounts',
  guardian: 'This page is for parent and guardian accounts',
  member: 'This page is for athlete and parent accounts',
  admin: 'Admin access required',
};

/** Whether a signed-in user's groups admit her to a route of this level (admin is checked above). */
function belongsTo(level: Exclude<AuthLevel, 'public'>, groups: readonly string[]): boolean {
  if (level === 'member') return groups.includes('athlete') || groups.includes('guardian');
  if (level === 'admin') return true;
  return groups.includes(level);
}

/** A disabled or deleted admin is signed out (401); one removed from the admin group is refused (403). */
async function checkStanding(user: SessionUser, adminStanding: AdminStandingCheck): Promise<void> {
  const standing = await adminStanding(user);
  if (standing === 'disabled') throw unauthorized();
  if (standing === 'not-admin') throw forbidden('Admin access required');
}

/** The user of a token that verifies and whose session was not ended (signed out, password reset, account deleted). */
async function liveUser(token: string | undefined): Promise<SessionUser | undefined> {
  const user = token ? await verifyAccessToken(token) : undefined;
  return user && (await isSessionCurrent(user)) ? user : undefined;
}

/**
 * The request's user, and the cookies to set because of how she was found. A refreshed token
 * keeps its sign-in time, so a session ended by a password reset cannot be renewed either.
 */
async function resolveSession(jar: Record<string, string>, renew: SessionRenewal | undefined): Promise<{ user?: SessionUser; cookies: string[] }> {
  const user = await liveUser(jar[ACCESS_COOKIE]);
  const refreshToken = jar[REFRESH_COOKIE];
  if (user) return { user, cookies: [] };
  if (!refreshToken) return { cookies: jar[ACCESS_COOKIE] ? clearedSessionCookies() : [] };
  if (!renew) throw httpError(401, RENEWAL_NEEDED_MESSAGE, { renew: true });
  try {
    const tokens = await renew(refreshToken);
    const refreshed = tokens && (await liveUser(tokens.accessToken));
    if (!tokens || !refreshed) return { cookies: clearedSessionCookies() };
    return { user: refreshed, cookies: sessionCookies(tokens) };
  } catch (error) {
    // Cognito unreachable: answer as signed out, and keep the cookies for the next request.
    logger.error('Session refresh failed', error as Error);
    return { cookies: [] };
  }
}
