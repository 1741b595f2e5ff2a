import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { codeIn, waitForEmails } from '../../testing/emails';
import { TestBrowser, json } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

describe('POST /api/auth/reset-password', () => {
  it('refuses a wrong code with a clear 400 and keeps the old password', async () => {
    const account = await createTestAccount();
    const browser = new TestBrowser(siteUrl);
    await browser.post('/api/auth/forgot-password', { email: account.email });
    const code = codeIn((await waitForEmails(sesUrl, account.email, 1))[0]);
    const wrong = code === '000000' ? '111111' : '000000';

    const response = await browser.post('/api/auth/reset-password', {
      email: account.email,
      code: wrong,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      message: "That code doesn't match. Check the latest e-mail we sent you, or ask for a new code.",
      issues: [{ field: 'code', message: "That code doesn't match. Check the latest e-mail we sent you, or ask for a new code." }],
    });
    expect((await browser.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('refuses one of the most common passwords on the password field, before using up the code, which then sets a good one', async () => {
    const account = await createTestAccount();
    const browser = new TestBrowser(siteUrl);
    await browser.post('/api/auth/forgot-password', { email: account.email });
    const code = codeIn((await waitForEmails(sesUrl, account.email, 1))[0]);

    const common = await browser.post('/api/auth/reset-password', { email: account.email, code, password: 'Sunshine', confirmPassword: 'Sunshine' });
    expect(common.status).toBe(400);
    const message = 'This password is one of the most common ones, so it is easy to guess. Please choose a different one.';
    expect(await json(common)).toEqual({ message, issues: [{ field: 'password', message }] });
    expect((await browser.post('/api/auth/login', { email: account.email, password: 'Sunshine' })).status).toBe(401);
    expect((await browser.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(200);

    const good = `New-${randomUUID()}`;
    const reset = await browser.post('/api/auth/reset-password', { email: account.email, code, password: good, confirmPassword: good });
    expect(reset.status).toBe(200);
    expect((await new TestBrowser(siteUrl).post('/api/auth/login', { email: account.email, password: good })).status).toBe(200);
  });

  it('answers an unknown address at the reset step as it answers a wrong code', async () => {
    const response = await new TestBrowser(siteUrl).post('/api/auth/reset-password', {
      email: `nobody-${randomUUID()}@example.com`,
      code: '123456',
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^That code doesn't match/);
  });
});
