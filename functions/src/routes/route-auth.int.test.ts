import { routes } from '@herway/shared/routes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../testing/accounts';
import type { TestAccount } from '../testing/accounts';

// Cross-cutting: the role rule swept over every protected route of the table (401 signed out, 403
// to the wrong role); a handler's own file tests what it does once let in.

const siteUrl = inject('siteUrl');
const protectedRoutes = routes.filter((route) => route.auth !== 'public');
const adminRoutes = routes.filter((route) => route.auth === 'admin');
const athleteRoutes = routes.filter((route) => route.auth === 'athlete');

/** Calls a route as a same-site browser would, path parameters filled with a placeholder. */
const call = (route: (typeof routes)[number], cookie?: string) =>
  fetch(`${siteUrl}${route.path.replace(/\{\w+\}/g, 'placeholder')}`, {
    method: route.method,
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    ...(route.method === 'GET' ? {} : { body: '{}' }),
  });

describe('every protected route of the route table', () => {
  let athlete: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [athlete, admin] = await Promise.all([createTestAccount(), createTestAccount({ group: 'admin' })]);
  });

  it.each(protectedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers 401 without a session', async (_name, route) => {
    const response = await call(route);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Authentication required' });
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers 403 to an athlete', async (_name, route) => {
    const response = await call(route, athlete.cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Admin access required' });
  });

  it.each(athleteRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 to an admin, who has no athlete data',
    async (_name, route) => {
      const response = await call(route, admin.cookie);
      expect(response.status).toBe(403);
    },
  );
});
