import { routes } from '@herway/shared/routes';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';

// Cross-cutting: one table sweep over every endpoint the admin pages call (each handler's own
// rules are in <handler>.int.test.ts).

const siteUrl = inject('siteUrl');

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const adminRoutes = routes.filter((route) => route.auth === 'admin');

/** The route's path with its parameters filled in with something valid. */
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'listName' ? 'contacts' : 'asset-1'));

/** A same-site JSON request (so the CSRF rule is not what answers), with or without a cookie. */
const call = (method: string, path: string, cookie?: string) =>
  fetch(`${siteUrl}${concrete(path)}`, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(STATE_CHANGING.has(method) ? { Origin: siteUrl, 'Content-Type': 'application/json' } : {}),
    },
    ...(STATE_CHANGING.has(method) ? { body: '{}' } : {}),
  });

describe('every admin endpoint', () => {
  it('covers the endpoints of the admin pages', () => {
    expect(adminRoutes.map((route) => route.handler)).toEqual(
      expect.arrayContaining([
        'admin/list-contacts',
        'admin/list-users',
        'admin/list-payments',
        'admin/get-analytics',
        'admin/send-test-email',
        'admin/export-csv',
        'content/list-assets',
        'content/create-upload-url',
        'content/confirm-upload',
        'content/update-asset',
      ]),
    );
  });

  it('answers 401 without a session', async () => {
    for (const route of adminRoutes) {
      const response = await call(route.method, route.path);
      expect([`${route.method} ${route.path}`, response.status]).toEqual([`${route.method} ${route.path}`, 401]);
      expect(await response.json()).toEqual({ message: 'Authentication required' });
    }
  });

  it('answers 403 to an athlete', async () => {
    const athlete = await createTestAccount();
    for (const route of adminRoutes) {
      const response = await call(route.method, route.path, athlete.cookie);
      expect([`${route.method} ${route.path}`, response.status]).toEqual([`${route.method} ${route.path}`, 403]);
      expect(await response.json()).toEqual({ message: 'Admin access required' });
    }
  });
});
