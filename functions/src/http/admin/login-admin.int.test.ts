import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { signInAdminWithCode } from '../../testing/second-factor';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const INVALID = { message: 'Invalid credentials' };

describe('admin sign-in', () => {
  it('takes the seeded admin to her TOTP step, then signs her in with the code; /api/admin/status then says true', async () => {
    const browser = new TestBrowser(siteUrl);
    const response = await browser.post('/api/admin/login', { email: ` ${adminEmail.toUpperCase()} `, password: adminPassword });
    expect(response.status).toBe(200);
    const { mfa, message } = await json<{ mfa: { step: string }; message: string }>(response);
    expect(['enrol', 'challenge']).toContain(mfa.step);
    expect(message).toMatch(/authenticator app/);
    // No session yet: only the ticket of the sign-in waiting for the code, sent to the code step alone.
    const cookies = setCookiesOf(response);
    expect(Object.keys(cookies)).toEqual(['herway_signin']);
    expect(cookies.herway_signin?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api/auth/mfa', 'max-age': '300' });
    expect(await json(await browser.get('/api/admin/status'))).toEqual({ isAdmin: false });

    const signedIn = await signInAdminWithCode(new TestBrowser(siteUrl), adminEmail, adminPassword).then(async (reply) => ({ reply, body: await json(reply) }));
    expect(signedIn.reply.status).toBe(200);
    expect(signedIn.body).toMatchObject({ message: 'Admin Login Successful', user: { email: adminEmail, isAdmin: true } });
    const sessionCookies = setCookiesOf(signedIn.reply);
    expect(sessionCookies.herway_access?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(sessionCookies.herway_refresh?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api' });
    expect(sessionCookies.herway_signin?.attributes).toMatchObject({ 'max-age': '0' });
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
