import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');

describe('POST /api/auth/logout', () => {
  it('clears both cookies and revokes the refresh token: a later GET /api/auth/user is 401', async () => {
    const account = await createTestAccount();
    const browser = new TestBrowser(siteUrl);
    await browser.post('/api/auth/login', { email: account.email, password: account.password });
    const refreshToken = browser.cookies.get('herway_refresh') ?? '';
    expect(refreshToken).not.toBe('');

    const response = await browser.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Logged out' });
    const cookies = setCookiesOf(response);
    expect(cookies.herway_access?.attributes).toMatchObject({ 'max-age': '0', path: '/', httponly: true });
    expect(cookies.herway_refresh?.attributes).toMatchObject({ 'max-age': '0', path: '/api', httponly: true });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    // A copy of the refresh cookie kept from before no longer signs anyone in.
    const replay = new TestBrowser(siteUrl);
    replay.cookies.set('herway_refresh', refreshToken);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('answers 200 and clears the cookies when already signed out', async () => {
    const response = await new TestBrowser(siteUrl).post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Logged out' });
    expect(Object.keys(setCookiesOf(response)).sort()).toEqual(['herway_access', 'herway_refresh']);
  });

  it('does not let a renewal during logout sign the browser back in', async () => {
    const account = await createTestAccount();
    const browser = new TestBrowser(siteUrl);
    await browser.post('/api/auth/login', { email: account.email, password: account.password });
    browser.cookies.delete('herway_access');

    const response = await browser.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('herway_access='))).toHaveLength(1);
    expect(setCookiesOf(response).herway_access?.attributes['max-age']).toBe('0');
  });

  it('refuses a cross-site logout', async () => {
    const response = await fetch(`${siteUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });
});
