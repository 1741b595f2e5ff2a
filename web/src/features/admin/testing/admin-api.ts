import type { FetchHandler } from '@/testing/test-utils';
import { jsonResponse } from '@/testing/test-utils';
import { aContact, anAnalytics, aPayment } from './fixtures';

/** A fake admin API for the page tests: a signed-in admin with two pages of contacts, unless overridden. */
export function adminApi(overrides: Record<string, FetchHandler> = {}): FetchHandler {
  return (url, init) => {
    const override = overrides[url];
    if (override) return override(url, init);
    switch (url) {
      case '/api/auth/user':
        return jsonResponse({ id: 'admin-sub', email: 'admin@herway.local', firstName: 'Founder', isAdmin: true, createdAt: '2025-08-01T12:00:00.000Z' });
      case '/api/admin/status':
        return jsonResponse({ isAdmin: true });
      case '/api/analytics':
        return jsonResponse(anAnalytics());
      case '/api/contacts?limit=25':
        return jsonResponse({ items: [aContact()], nextCursor: 'page-2' });
      case '/api/contacts?limit=25&cursor=page-2':
        return jsonResponse({ items: [aContact({ id: 'c-2', firstName: 'Mia', lastName: 'Chen', sport: null })] });
      case '/api/users?limit=25':
        return jsonResponse({ items: [] });
      case '/api/payments?limit=25':
        return jsonResponse({ items: [aPayment(), aPayment({ id: 'p-2', status: 'failed', customerName: null })] });
      case '/api/admin/course':
        return jsonResponse({ modules: [] });
      case '/api/test-email':
        return jsonResponse({ message: 'Test email sent to admin@herway.local' });
      case '/api/admin/logout':
        return jsonResponse({ message: 'Logged out' });
      default:
        return jsonResponse({ message: 'Authentication required' }, 401);
    }
  };
}
