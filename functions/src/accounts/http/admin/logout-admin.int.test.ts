import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import { signInAdminWithCode } from '../../../testing/second-factor';
import { TestBrowser, json } from '../../../testing/test-browser';

const siteUrl = inject('siteUrl');

describe('POST /api/admin/logout', () => {
  it('signs the admin out', async () => {
    const admin = await createTestAccount({ group: 'admin', withoutSecondFactor: true });
    const browser = new TestBrowser(siteUrl);
    expect((await signInAdminWithCode(browser, admin.email, admin.password)).status).toBe(200);
    expect(await json(await browser.get('/api/admin/status'))).toEqual({ isAdmin: true });
    const response = await browser.post('/api/admin/logout');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Logged out' });
    expect(browser.cookies.size).toBe(0);
    expect(await json(await browser.get('/api/admin/status'))).toEqual({ isAdmin: false });
  });

  it('is for admins only', async () => {
    expect((await new TestBrowser(siteUrl).post('/api/admin/logout')).status).toBe(401);
    const athlete = await createTestAccount();
    const response = await fetch(`${siteUrl}/api/admin/logout`, {
      method: 'POST',
      headers: { Cookie: athlete.cookie, Origin: siteUrl, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect([response.status, await json(response)]).toEqual([403, { message: 'Admin access required' }]);
  });
});
