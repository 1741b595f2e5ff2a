import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { TestBrowser } from '../../testing/test-browser';

// Sessions end when they should (docs/decisions/sessions-end-within-a-minute.md): a cookie copied from a signed-in browser stops
// working once she logs out, resets her password or deletes her account, refresh cookie included.
// Cross-cutting: logout-user, confirm-password-reset and delete-account against every reading route.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

async function signedIn(account: TestAccount, password = account.password): Promise<TestBrowser> {
  const browser = new TestBrowser(siteUrl);
  const response = await browser.post('/api/auth/login', { email: account.email, password });
  expect(response.status).toBe(200);
  return browser;
}

/** Another browser holding a copy of these cookies (access and refresh). */
function copyOf(browser: TestBrowser): TestBrowser {
  const copy = new TestBrowser(siteUrl);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

async function resetCode(address: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: { destination: { to: string[] }; body: { text?: string } }[] };
    const code = /\b(\d{6})\b/.exec(emails.filter((email) => email.destination.to.includes(address)).at(-1)?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset code e-mailed to ${address}`);
}

describe('sessions end when they should', () => {
  it('logout: the copied access cookie and the refresh cookie both stop working', async () => {
    const account = await createTestAccount();
    const browser = await signedIn(account);
    const copied = copyOf(browser);
    const accessOnly = new TestBrowser(siteUrl);
    accessOnly.cookies.set('herway_access', String(browser.cookies.get('herway_access')));
    expect((await copied.get('/api/dashboard')).status).toBe(200);

    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await accessOnly.get('/api/dashboard')).status).toBe(401);
    expect((await copied.get('/api/dashboard')).status).toBe(401);
    // The web app then renews through GET /api/auth/user: the revoked refresh token is refused.
    expect((await copied.get('/api/auth/user')).status).toBe(401);
    expect(copied.cookies.size).toBe(0); // told to forget them
  });

  it('a password reset ends every session opened before it, even through its refresh token', async () => {
    const account = await createTestAccount();
    const before = copyOf(await signedIn(account));
    expect((await before.get('/api/dashboard')).status).toBe(200);

    const stranger = new TestBrowser(siteUrl);
    expect((await stranger.post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
    const password = `New-${randomUUID()}`;
    const reset = await stranger.post('/api/auth/reset-password', {
      email: account.email,
      code: await resetCode(account.email),
      password,
      confirmPassword: password,
    });
    expect(reset.status).toBe(200);

    const refreshOnly = new TestBrowser(siteUrl);
    refreshOnly.cookies.set('herway_refresh', String(before.cookies.get('herway_refresh')));
    expect((await before.get('/api/dashboard')).status).toBe(401);
    // Renewing through the old refresh token keeps the old sign-in time (cognito-refresh-auth-time.cjs).
    expect((await refreshOnly.get('/api/dashboard')).status).toBe(401);
    expect((await refreshOnly.get('/api/auth/user')).status).toBe(401);
  });

  it('a sign-in with the new password right after the reset opens a session that works', async () => {
    const account = await createTestAccount();
    const stranger = new TestBrowser(siteUrl);
    expect((await stranger.post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
    const password = `New-${randomUUID()}`;
    const code = await resetCode(account.email);
    expect((await stranger.post('/api/auth/reset-password', { email: account.email, code, password, confirmPassword: password })).status).toBe(200);
    // At once, within the second the reset ended her sessions in (tokens tell whole seconds).
    const fresh = new TestBrowser(siteUrl);
    expect((await fresh.post('/api/auth/login', { email: account.email, password })).status).toBe(200);
    expect((await fresh.get('/api/dashboard')).status).toBe(200);
  });

  it('deleting her account ends her other sessions: reads answer 401, a purchase too (not 500)', async () => {
    const account = await createTestAccount();
    const phone = await signedIn(account);
    const laptop = await signedIn(account);
    expect((await laptop.delete('/api/account', { password: account.password })).status).toBe(200);

    expect((await phone.get('/api/dashboard')).status).toBe(401);
    expect((await copyOf(phone).get('/api/account/export')).status).toBe(401);
    const purchase = await copyOf(phone).post('/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet' });
    expect(purchase.status).toBe(401);
  });
});
