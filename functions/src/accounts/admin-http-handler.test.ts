import { readFileSync } from 'node:fs';
import path from 'node:path';
import { handlerSourcePath, routes } from '@herway/shared/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStanding } from './admin-accounts';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { httpEvent, lambdaContext } from '../testing/http-event';
import { adminHttpHandler } from './admin-http-handler';
import { httpHandler } from '../kernel/http-handler';
import { tableRoute } from '../testing/routes';

// Admin routes ask Cognito whether her token's admin group still holds, with the verifier, the
// session check and Cognito faked at the edge; athletes' routes never ask.
const admin: SessionUser = {
  sub: 'admin-1',
  username: 'maya@herway.com',
  groups: ['admin'],
  isAdmin: true,
  authTime: 1_790_000_000,
  tokenId: 'jti-a',
  expiresAt: 4_102_444_800,
};
const athlete: SessionUser = { ...admin, sub: 'athlete-1', username: 'ava@example.com', groups: ['athlete'], isAdmin: false, tokenId: 'jti-b' };
const tokens = new Map([
  ['admin-token', admin],
  ['athlete-token', athlete],
]);
const standing = vi.fn<(username: string) => Promise<AdminStanding>>();

vi.mock('../kernel/auth/token-verifier', () => ({ verifyAccessToken: async (token: string) => tokens.get(token) }));
vi.mock('../kernel/auth/session-validity', () => ({ isSessionCurrent: async () => true }));
vi.mock('./admin-accounts', () => ({ readAdminStanding: (username: string) => standing(username) }));

const users = adminHttpHandler(tableRoute('admin/admin/list-users'), {}, async () => ({ items: [] }));
const dashboard = httpHandler(tableRoute('dashboard/get-dashboard'), {}, async ({ user }) => ({ sub: user.sub }));
const get = (handler: typeof users | typeof dashboard, url: string, token: string) =>
  handler(httpEvent('GET', url, { cookies: [`herway_access=${token}`] }), lambdaContext);

describe('admin routes: her standing in Cognito, not only her token', () => {
  beforeEach(async () => {
    standing.mockReset();
    const { forgetAdminStanding } = await import('./admin-standing');
    forgetAdminStanding(admin.sub);
  });

  it('serves an admin Cognito still holds as one, asking once for her next requests', async () => {
    standing.mockResolvedValue('admin');
    expect((await get(users, '/api/users', 'admin-token')).statusCode).toBe(200);
    expect((await get(users, '/api/users', 'admin-token')).statusCode).toBe(200);
    expect(standing).toHaveBeenCalledTimes(1);
    expect(standing).toHaveBeenCalledWith('maya@herway.com');
  });

  it('refuses one removed from the admin group (403) and signs out one disabled or deleted (401)', async () => {
    standing.mockResolvedValueOnce('not-admin');
    const removed = await get(users, '/api/users', 'admin-token');
    expect(removed.statusCode).toBe(403);
    expect(JSON.parse(removed.body ?? '{}')).toEqual({ message: 'Admin access required' });
    const { forgetAdminStanding } = await import('./admin-standing');
    forgetAdminStanding(admin.sub);
    standing.mockResolvedValueOnce('disabled');
    expect((await get(users, '/api/users', 'admin-token')).statusCode).toBe(401);
  });

  it("never asks Cognito for an athlete's request", async () => {
    expect((await get(dashboard, '/api/dashboard', 'athlete-token')).statusCode).toBe(200);
    expect((await get(users, '/api/users', 'athlete-token')).statusCode).toBe(403);
    expect(standing).not.toHaveBeenCalled();
  });
});

describe('every admin route checks her standing', () => {
  // Signing out needs no standing: a removed admin may still end her session.
  const exempt = new Set(['accounts/admin/logout-admin']);
  const adminHandlers = [...new Set(routes.filter((route) => route.auth === 'admin').map((route) => route.handler))].filter((name) => !exempt.has(name));

  it.each(adminHandlers)('%s is built with adminHttpHandler', (name) => {
    const source = readFileSync(path.join(import.meta.dirname, '..', handlerSourcePath(name)), 'utf8');
    expect(source).toMatch(/= adminHttpHandler\(/);
  });
});
