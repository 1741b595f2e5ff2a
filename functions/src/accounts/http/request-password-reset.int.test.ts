import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { codeIn, emailsTo, waitForEmails } from '../../testing/emails';
import { TestBrowser, json } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

const SAME_ANSWER = { message: 'If an account exists for that email, we sent a 6-digit code to reset your password.' };

describe('password reset', () => {
  it('e-mails a code through the local SES; the code sets a new password that signs her in', async () => {
    const account = await createTestAccount();
    const browser = new TestBrowser(siteUrl);

    const requested = await browser.post('/api/auth/forgot-password', { email: account.email });
    expect(requested.status).toBe(200);
    expect(await json(requested)).toEqual(SAME_ANSWER);
    const [email] = await waitForEmails(sesUrl, account.email, 1);
    expect(email?.subject).toBe('Your HerWay password reset code');
    expect(email?.from).toContain('hello@herway.local');
    const code = codeIn(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(email?.body.html).toContain(code);

    const newPassword = `New-${randomUUID()}`;
    const reset = await browser.post('/api/auth/reset-password', { email: account.email, code, password: newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(200);
    expect(await json(reset)).toEqual({ message: 'Your password has been reset. Sign in with your new password.' });

    expect((await browser.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(401);
    const login = await browser.post('/api/auth/login', { email: account.email, password: newPassword });
    expect(login.status).toBe(200);

    // The code works once.
    const again = await browser.post('/api/auth/reset-password', {
      email: account.email,
      code,
      password: 'another-password',
      confirmPassword: 'another-password',
    });
    expect(again.status).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const address = `nobody-${randomUUID()}@example.com`;
    const response = await new TestBrowser(siteUrl).post('/api/auth/forgot-password', { email: address });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(SAME_ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await emailsTo(sesUrl, address)).toEqual([]);
  });

  it('validates the forms', async () => {
    const forgot = await new TestBrowser(siteUrl).post('/api/auth/forgot-password', { email: 'nope' });
    expect([forgot.status, (await json(forgot)).message]).toEqual([400, 'Invalid email address']);
    const reset = await new TestBrowser(siteUrl).post('/api/auth/reset-password', {
      email: 'a@example.com',
      code: '12ab',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(reset.status).toBe(400);
    expect((await json<{ issues: unknown[] }>(reset)).issues).toEqual([
      { field: 'code', message: 'Enter the 6-digit code from the e-mail' },
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });
});
