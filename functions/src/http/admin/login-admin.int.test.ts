import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const INVALID = { message: 'Invalid credentials' };

describe('admin sign-in', () => {
  it('accepts the seeded admin with the session cookies; /api/admin/status then says true', async () => {
    const browser = new TestBrowser(siteUrl);
    const response = await browser.post('/api/admin/login', { email: ` ${adminEmail.toUpperCase()} `, password: adminPassword });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, message: 'Admin Login Successful' });
    const cookies = setCookiesOf(response);
    expect(cookies.herway_access?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookies.herway_refresh?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api' });

    expect(await json(await browser.get('/api/admin/status'))).toEqual({ isAdmin: true });
    expect(await json(await browser.get('/api/auth/user'))).toMatchObject({ email: adminEmail, isAdmin: true });
  });

  it('refuses an athlete, a wrong password and an unknown e-mail alike, setting no cookie', async () => {
    const athlete = await createTestAccount();
    const attempts = [
      { email: athlete.email, password: athlete.password },
      { email: adminEmail, password: 'not-the-password' },
      { email: 'nobody@herway.local', password: adminPassword },
    ];
    for (const attempt of attempts) {
      const response = await new TestBrowser(siteUrl).post('/api/admin/login', attempt);
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual(INVALID);
      expect(setCookiesOf(response)).toEqual({});
    }
  });

  it('asks for both fields (SPEC §5)', async () => {
    const response = await new TestBrowser(siteUrl).post('/api/admin/login', { email: '', password: '' });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('Please enter both email and password');
  });
});

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

describe('POST /api/admin/logout', () => {
  it('signs the admin out', async () => {
    const browser = new TestBrowser(siteUrl);
    await browser.post('/api/admin/login', { email: adminEmail, password: adminPassword });
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
