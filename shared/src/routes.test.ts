import { describe, expect, it } from 'vitest';
import { handlerSourcePath, matchRoute, routes } from './routes';

describe('route table', () => {
  it('lists each method and path once and each handler once', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const handlers = routes.map((route) => route.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
  });

  it('names handlers as <domain>/<verb-noun> in kebab case, an admin route as <domain>/admin/<verb-noun>', () => {
    for (const route of routes) {
      expect(route.handler).toMatch(route.auth === 'admin' ? /^[a-z]+\/admin\/[a-z]+(-[a-z]+)+$/ : /^[a-z]+\/[a-z]+(-[a-z]+)+$/);
    }
  });

  it('finds each handler module in its domain', () => {
    expect(handlerSourcePath('payments/admin/refund-payment')).toBe('payments/http/admin/refund-payment.ts');
    expect(handlerSourcePath('system/get-health')).toBe('system/http/get-health.ts');
  });

  it('exempts only the two webhooks from the CSRF rule, both public POSTs', () => {
    const webhooks = routes.filter((route) => 'webhook' in route && route.webhook);
    expect(webhooks.map((route) => route.path)).toEqual(['/api/webhooks/stripe', '/api/webhooks/calendly']);
    for (const route of webhooks) expect([route.method, route.auth]).toEqual(['POST', 'public']);
  });

  it('protects the athlete and admin areas', () => {
    const authOf = (method: string, path: string) => matchRoute(method, path)?.route.auth;
    expect(authOf('GET', '/api/dashboard')).toBe('athlete');
    expect(authOf('POST', '/api/sessions/complete/abc')).toBe('athlete');
    expect(authOf('GET', '/api/contacts')).toBe('admin');
    expect(authOf('POST', '/api/admin/content/upload-url')).toBe('admin');
    expect(authOf('GET', '/api/health')).toBe('public');
  });

  it('covers the endpoints of the admin pages', () => {
    const adminRoutes = routes.filter((route) => route.auth === 'admin');
    expect(adminRoutes.map((route) => route.handler)).toEqual(
      expect.arrayContaining([
        'admin/admin/list-contacts',
        'admin/admin/list-users',
        'admin/admin/list-payments',
        'admin/admin/get-analytics',
        'admin/admin/send-test-email',
        'admin/admin/export-csv',
        'course/admin/list-assets',
        'content/admin/create-upload-url',
        'content/admin/confirm-upload',
        'course/admin/update-asset',
      ]),
    );
  });
});

describe('matchRoute', () => {
  it('extracts and decodes path parameters', () => {
    const match = matchRoute('GET', '/api/download/school-fit%2Dranking');
    expect(match?.route.handler).toBe('content/get-resource-download');
    expect(match?.pathParameters).toEqual({ downloadKey: 'school-fit-ranking' });
    expect(matchRoute('GET', '/api/content/a1/download')?.pathParameters).toEqual({ assetId: 'a1' });
  });

  it('matches method and every segment exactly', () => {
    expect(matchRoute('POST', '/api/health')).toBeUndefined();
    expect(matchRoute('GET', '/api/health/extra')).toBeUndefined();
    expect(matchRoute('GET', '/api/download/')).toBeUndefined();
    expect(matchRoute('GET', '/api/download/%E0%A4%A')).toBeUndefined();
  });
});
