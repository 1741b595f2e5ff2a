import { createSign, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');

/** Signs her in through the API, so the browser holds both cookies. */
async function signedIn() {
  const account = await createTestAccount({ firstName: 'Lena' });
  const browser = new TestBrowser(siteUrl);
  expect((await browser.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(200);
  return { account, browser };
}

/** The same access token, expired an hour ago, signed with cognito-local's fixed key. */
function expired(accessToken: string): string {
  const { pem } = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as {
    pem: string;
  };
  const [header = '', payload = ''] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })).toString('base64url');
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(pem).toString('base64url');
  return `${header}.${body}.${signature}`;
}

describe('GET /api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const response = await new TestBrowser(siteUrl).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: 'Authentication required' });
  });

  it('renews a missing access token from the refresh cookie and sets the new access cookie', async () => {
    const { account, browser } = await signedIn();
    browser.cookies.delete('herway_access');

    const response = await browser.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: account.sub, email: account.email, firstName: 'Lena' });
    const cookies = setCookiesOf(response);
    expect(Object.keys(cookies)).toEqual(['herway_access']);
    expect(cookies.herway_access?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(Number(cookies.herway_access?.attributes['max-age'])).toBeGreaterThan(800);

    // The renewed cookie serves the next request on its own.
    browser.cookies.delete('herway_refresh');
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('renews an expired access token', async () => {
    const { account, browser } = await signedIn();
    const stale = expired(browser.cookies.get('herway_access') ?? '');
    browser.cookies.set('herway_access', stale);

    const response = await browser.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: account.sub });
    expect(browser.cookies.get('herway_access')).not.toBe(stale);
  });

  it('a route that does not call Cognito asks for a renewal (401 renew); after GET /api/auth/user renews, it answers', async () => {
    const { browser } = await signedIn();
    const stale = expired(browser.cookies.get('herway_access') ?? '');
    const alone = await fetch(`${siteUrl}/api/account/export`, { headers: { Cookie: `herway_access=${stale}` } });
    expect([alone.status, await json(alone)]).toEqual([401, { message: 'Authentication required' }]);

    browser.cookies.set('herway_access', stale);
    const lapsed = await browser.get('/api/account/export');
    expect([lapsed.status, await json(lapsed)]).toEqual([401, { renew: true, message: 'Your session needs renewing' }]);
    expect(setCookiesOf(lapsed)).toEqual({});

    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await browser.get('/api/account/export')).status).toBe(200);
  });

  it('clears both cookies when the refresh token is refused', async () => {
    const browser = new TestBrowser(siteUrl);
    browser.cookies.set('herway_refresh', `not-a-token-${randomUUID()}`);
    const response = await browser.get('/api/auth/user');
    expect(response.status).toBe(401);
    const cookies = setCookiesOf(response);
    expect(cookies.herway_access?.attributes).toMatchObject({ 'max-age': '0', path: '/' });
    expect(cookies.herway_refresh?.attributes).toMatchObject({ 'max-age': '0', path: '/api' });
    expect(browser.cookies.size).toBe(0);
  });
});
