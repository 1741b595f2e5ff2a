import { describe, expect, it } from 'vitest';
import { GATE_QUESTION, ROUTE_SHELLS } from '@herway/shared/route-shells';
import { matchRoute, routes } from '@herway/shared/routes';
import * as z from '@herway/shared/zod';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { callRoute } from './api-client';
import { apiPath, isApiPath, routeMethod } from './api-paths';

describe('apiPath', () => {
  it("fills a route's parameters from the table, each URI-encoded", () => {
    expect(apiPath('accounts/get-current-user')).toBe('/api/auth/user');
    expect(apiPath('admin/admin/get-athlete', { id: 'u 1/2' })).toBe('/api/admin/athletes/u%201%2F2');
    expect(apiPath('admin/admin/save-session-notes', { userId: 'u1', bookingId: 'b#1' })).toBe('/api/admin/bookings/u1/b%231/notes');
    expect(apiPath('course/admin/release-module', { moduleNumber: 3 })).toBe('/api/admin/course/modules/3/release');
  });

  it('appends a query in the order given, leaving out what is undefined', () => {
    expect(apiPath('admin/admin/list-contacts', {}, { limit: 25, cursor: undefined, status: 'new' })).toBe('/api/contacts?limit=25&status=new');
    expect(apiPath('accounts/admin/list-audit-log', {}, { limit: 25, cursor: 'a&b=c' })).toBe('/api/admin/audit-log?limit=25&cursor=a%26b%3Dc');
    expect(apiPath('payments/admin/list-payment-links', {}, {})).toBe('/api/admin/payment-links');
  });

  it('refuses, at compile time and when run, a handler the table lacks or a missing parameter', () => {
    // @ts-expect-error: no such handler in shared/src/routes.ts
    expect(() => apiPath('admin/get-athletes')).toThrow("No route in shared/src/routes.ts for the handler 'admin/get-athletes'");
    // @ts-expect-error: the route needs `{ id }`
    expect(() => apiPath('admin/admin/get-athlete')).toThrow("admin/get-athlete needs the path parameter 'id'");
    // @ts-expect-error: `userId` is not one of its parameters
    expect(() => apiPath('admin/admin/get-athlete', { userId: 'u1' })).toThrow("needs the path parameter 'id'");
  });

  it("picks each route's method from the table", () => {
    expect(routeMethod('recruiting/share-profile')).toBe('POST');
    expect(routeMethod('recruiting/revoke-profile-share')).toBe('DELETE');
    expect(routeMethod('course/save-progress')).toBe('PUT');
  });

  it('knows every path of the table as an API path, and no page path', () => {
    expect(routes.every((route) => isApiPath(route.path))).toBe(true);
    expect(isApiPath('/admin/api')).toBe(false);
  });

  it("finds every answer a page's shell preloads among the table's GET routes, as apiPath writes it", () => {
    const preloaded = [...Object.values(GATE_QUESTION), ...ROUTE_SHELLS.flatMap((shell) => shell.data)];
    for (const url of preloaded) {
      const [path = ''] = url.split('?');
      expect(matchRoute('GET', path), url).toBeDefined();
    }
    expect(preloaded).toContain(apiPath('payments/admin/list-payment-links', {}, { limit: 100 }));
  });
});

describe('callRoute', () => {
  const reply = z.object({ ok: z.boolean() });

  it("sends the route's method to its filled path, with the query, body and schema given", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));

    const answer: { ok: boolean } = await callRoute('payments/admin/update-discount-code', {
      path: { code: 'WELCOME 10' },
      query: { dryRun: true },
      body: { active: false },
      schema: reply,
    });

    expect(answer).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/discount-codes/WELCOME%2010?dryRun=true');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"active":false}', credentials: 'include' });
  });

  it('calls a route without parameters with no options at all', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    await callRoute('accounts/logout-user');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('refuses at compile time a call without the path parameters its route needs', async () => {
    mockFetch(() => jsonResponse({}));
    // @ts-expect-error: admin/get-athlete needs `{ path: { id } }`
    await expect(callRoute('admin/admin/get-athlete', { schema: reply })).rejects.toThrow("needs the path parameter 'id'");
  });
});
