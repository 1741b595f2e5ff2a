import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { TestBrowser, json } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');

describe('GET /api/admin/status', () => {
  it('is false when signed out and for an athlete', async () => {
    expect(await json(await new TestBrowser(siteUrl).get('/api/admin/status'))).toEqual({ isAdmin: false });
    const athlete = await createTestAccount();
    const response = await fetch(`${siteUrl}/api/admin/status`, { headers: { Cookie: athlete.cookie } });
    expect([response.status, await json(response)]).toEqual([200, { isAdmin: false }]);
  });

  it('is true for an admin', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const response = await fetch(`${siteUrl}/api/admin/status`, { headers: { Cookie: admin.cookie } });
    expect(await json(response)).toEqual({ isAdmin: true });
  });
});
