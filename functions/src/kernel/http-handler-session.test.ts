import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './auth/token-verifier';
import type { SessionTokens } from './auth/token-verifier';
import { httpEvent, lambdaContext, sameSiteJson } from '../testing/http-event';
import { badRequest } from './http-errors';
import { httpHandler, reply } from './http-handler';
import { renewingHttpHandler } from '../accounts/renewing-http-handler';
import { tableRoute } from '../testing/routes';

// Token renewal in the authentication middleware, with the verifier and Cognito faked at the edge:
// renewingHttpHandler renews; httpHandler leaves renewal to the web app (401 `renew`).
const athlete: SessionUser = {
  sub: 'athlete-1',
  username: 'athlete-1',
  groups: ['athlete'],
  isAdmin: false,
  authTime: 1_790_000_000,
  tokenId: 'jti-1',
  expiresAt: 4_102_444_800,
};
const guardian: SessionUser = { ...athlete, sub: 'guardian-1', username: 'guardian-1', groups: ['guardian'], tokenId: 'jti-2' };
const validTokens = new Map<string, SessionUser>([
  ['fresh-token', athlete],
  ['guardian-token', guardian],
]);
const refresh = vi.fn<(refreshToken: string) => Promise<SessionTokens | undefined>>();

vi.mock('./auth/token-verifier', () => ({
  verifyAccessToken: async (token: string) => validTokens.get(token),
}));
// Tokens whose session was ended (signed out, password reset, account deleted).
const ended = new Set<string>();
vi.mock('./auth/session-validity', () => ({
  isSessionCurrent: async (user: SessionUser) => !ended.has(user.tokenId),
}));
vi.mock('../accounts/identity', () => ({
  refreshSession: (refreshToken: string) => refresh(refreshToken),
}));

const dashboard = renewingHttpHandler(tableRoute('dashboard/get-dashboard'), {}, async ({ user }) => ({ sub: user.sub }));
const currentUser = renewingHttpHandler(tableRoute('accounts/get-current-user'), {}, async ({ user }) => ({ signedIn: Boolean(user) }));
const failing = renewingHttpHandler(tableRoute('bookings/list-sessions'), {}, async () => {
  throw badRequest('Something was wrong with the request');
});
const logout = renewingHttpHandler(tableRoute('accounts/logout-user'), {}, async () =>
  reply(200, { message: 'Logged out' }, { cookies: ['herway_access=; Path=/; Max-Age=0', 'herway_refresh=; Path=/api; Max-Age=0'] }),
);

// The same routes without renewal, as every handler that does not call Cognito is built.
const plainDashboard = httpHandler(tableRoute('dashboard/get-dashboard'), {}, async ({ user }) => ({ sub: user.sub }));
const plainHealth = httpHandler(tableRoute('system/get-health'), {}, async ({ user }) => ({ signedIn: Boolean(user) }));

const call = (handler: typeof dashboard | typeof plainDashboard, ...args: Parameters<typeof httpEvent>) => handler(httpEvent(...args), lambdaContext);

describe('authentication: token renewal', () => {
  beforeEach(() => {
    process.env.SITE_ORIGIN = 'http://localhost:3000';
    ended.clear();
    refresh.mockReset();
    refresh.mockImplementation(async (refreshToken) =>
      refreshToken === 'good-refresh' ? { accessToken: 'fresh-token', accessTokenLifetime: 3600 } : undefined,
    );
  });

  it('uses a valid access token as it is, without asking Cognito', async () => {
    const result = await call(dashboard, 'GET', '/api/dashboard', { cookies: ['herway_access=fresh-token', 'herway_refresh=good-refresh'] });
    expect(result.statusCode).toBe(200);
    expect(result.cookies).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('renews a missing or expired access token: the request succeeds and the new access cookie is set', async () => {
    for (const cookies of [['herway_refresh=good-refresh'], ['herway_access=expired-token', 'herway_refresh=good-refresh']]) {
      const result = await call(dashboard, 'GET', '/api/dashboard', { cookies });
      expect([result.statusCode, JSON.parse(result.body ?? '')]).toEqual([200, { sub: 'athlete-1' }]);
      expect(result.cookies).toEqual(['herway_access=fresh-token; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600']);
    }
    expect(refresh).toHaveBeenCalledWith('good-refresh');
  });

  it('also sets the renewed cookie on an error reply', async () => {
    const result = await call(failing, 'GET', '/api/sessions/user', { cookies: ['herway_refresh=good-refresh'] });
    expect(result.statusCode).toBe(400);
    expect(result.cookies).toEqual(['herway_access=fresh-token; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600']);
  });

  it('clears both cookies when the refresh token is refused, and the route answers as signed out', async () => {
    const protectedRoute = await call(dashboard, 'GET', '/api/dashboard', { cookies: ['herway_refresh=revoked'] });
    expect(protectedRoute.statusCode).toBe(401);
    expect(protectedRoute.cookies).toEqual([
      'herway_access=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
      'herway_refresh=; Path=/api; HttpOnly; SameSite=Lax; Max-Age=0',
    ]);
    const publicRoute = await call(currentUser, 'GET', '/api/auth/user', { cookies: ['herway_refresh=revoked'] });
    expect([publicRoute.statusCode, JSON.parse(publicRoute.body ?? '')]).toEqual([200, { signedIn: false }]);
    expect(publicRoute.cookies).toHaveLength(2);
  });

  it('keeps the cookies when Cognito cannot be reached, answering as signed out', async () => {
    refresh.mockRejectedValue(new Error('connect ECONNREFUSED'));
    const result = await call(dashboard, 'GET', '/api/dashboard', { cookies: ['herway_refresh=good-refresh'] });
    expect(result.statusCode).toBe(401);
    expect(result.cookies).toBeUndefined();
  });

  it("lets the handler's own cookies win over a renewal", async () => {
    const result = await call(logout, 'POST', '/api/auth/logout', { headers: sameSiteJson, body: '{}', cookies: ['herway_refresh=good-refresh'] });
    expect(result.cookies).toEqual(['herway_access=; Path=/; Max-Age=0', 'herway_refresh=; Path=/api; Max-Age=0']);
  });

  it('does not ask Cognito without a refresh cookie', async () => {
    const result = await call(currentUser, 'GET', '/api/auth/user');
    expect(JSON.parse(result.body ?? '')).toEqual({ signedIn: false });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('answers a token whose session was ended as signed out and clears its cookies, even with a refresh cookie', async () => {
    ended.add('jti-1');
    const cookies = ['herway_access=fresh-token', 'herway_refresh=good-refresh'];
    const protectedRoute = await call(dashboard, 'GET', '/api/dashboard', { cookies });
    expect(protectedRoute.statusCode).toBe(401);
    // The refresh was tried, and the session it renewed is the ended one: both cookies go.
    expect(refresh).toHaveBeenCalledWith('good-refresh');
    expect(protectedRoute.cookies).toEqual([
      'herway_access=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
      'herway_refresh=; Path=/api; HttpOnly; SameSite=Lax; Max-Age=0',
    ]);
    const withoutRefresh = await call(currentUser, 'GET', '/api/auth/user', { cookies: ['herway_access=fresh-token'] });
    expect(JSON.parse(withoutRefresh.body ?? '')).toEqual({ signedIn: false });
    expect(withoutRefresh.cookies).toHaveLength(2);
  });
});

describe('authentication without renewal (handlers that do not call Cognito)', () => {
  beforeEach(() => {
    process.env.SITE_ORIGIN = 'http://localhost:3000';
    ended.clear();
    refresh.mockReset();
  });

  it('uses a valid access token as it is', async () => {
    const result = await call(plainDashboard, 'GET', '/api/dashboard', { cookies: ['herway_access=fresh-token', 'herway_refresh=good-refresh'] });
    expect([result.statusCode, JSON.parse(result.body ?? '')]).toEqual([200, { sub: 'athlete-1' }]);
  });

  it('answers a missing or expired access token beside a refresh cookie 401 renew, on public routes too, without asking Cognito', async () => {
    for (const [handler, path] of [
      [plainDashboard, '/api/dashboard'],
      [plainHealth, '/api/health'],
    ] as const) {
      for (const cookies of [['herway_refresh=good-refresh'], ['herway_access=expired-token', 'herway_refresh=good-refresh']]) {
        const result = await call(handler, 'GET', path, { cookies });
        expect([result.statusCode, JSON.parse(result.body ?? '')]).toEqual([401, { renew: true, message: 'Your session needs renewing' }]);
        expect(result.cookies).toBeUndefined();
      }
    }
    expect(refresh).not.toHaveBeenCalled();
  });

  it('answers as signed out without a refresh cookie, clearing a dead access cookie', async () => {
    expect(JSON.parse((await call(plainHealth, 'GET', '/api/health')).body ?? '')).toEqual({ signedIn: false });
    const stale = await call(plainHealth, 'GET', '/api/health', { cookies: ['herway_access=expired-token'] });
    expect([stale.statusCode, JSON.parse(stale.body ?? '')]).toEqual([200, { signedIn: false }]);
    expect(stale.cookies).toHaveLength(2);
    expect((await call(plainDashboard, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});

describe('authentication: the route level and the account type', () => {
  beforeEach(() => {
    process.env.SITE_ORIGIN = 'http://localhost:3000';
    ended.clear();
  });

  it("refuses a guardian an athlete's route with a sentence, and lets her through where she belongs", async () => {
    const refused = await call(plainDashboard, 'GET', '/api/dashboard', { cookies: ['herway_access=guardian-token'] });
    expect([refused.statusCode, JSON.parse(refused.body ?? '').message]).toEqual([403, 'This page is for athlete accounts']);
    const memberRoute = httpHandler(tableRoute('family/list-family'), {}, async ({ user }) => ({ sub: user.sub }));
    for (const [token, sub] of [
      ['guardian-token', 'guardian-1'],
      ['fresh-token', 'athlete-1'],
    ]) {
      const result = await call(memberRoute, 'GET', '/api/family', { cookies: [`herway_access=${token}`] });
      expect([result.statusCode, JSON.parse(result.body ?? '')]).toEqual([200, { sub }]);
    }
  });
});
