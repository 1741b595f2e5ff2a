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

  it('asks for both fields', async () => {
    const response = await new TestBrowser(siteUrl).post('/api/admin/login', { email: '', password: '' });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('Please enter both email and password');
  });
});
