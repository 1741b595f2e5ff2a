import { describe, expect, inject, it } from 'vitest';
import type { MfaRequiredReply } from '@herway/shared/contracts/mfa';
import { readTotpFactor } from '../store/sign-in-repo';
import { httpErrorOf } from '../../kernel/domain-error-statuses';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { nextTotpCode } from '../../testing/second-factor';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';
import { totpCode } from '../totp';
import { SIGN_IN_EXPIRED, SIGN_IN_TICKET_SECONDS, TOO_MANY_WRONG_CODES, WRONG_TOTP_CODE, completeSecondFactor } from '../second-factor';

// Admins must use TOTP (docs/decisions/app-owned-admin-totp.md): the password alone opens nothing for an admin.

const siteUrl = inject('siteUrl');

const newAdmin = () => createTestAccount({ group: 'admin', withoutSecondFactor: true });

async function passwordStep(browser: TestBrowser, admin: TestAccount, path = '/api/admin/login'): Promise<MfaRequiredReply> {
  const response = await browser.post(path, { email: admin.email, password: admin.password });
  expect(response.status).toBe(200);
  return json<MfaRequiredReply>(response);
}

/** A new admin whose password step is done: the browser holding her ticket and the secret she is enrolling. */
async function startEnrolment(): Promise<{ admin: TestAccount; browser: TestBrowser; secret: string }> {
  const admin = await newAdmin();
  const browser = new TestBrowser(siteUrl);
  const { mfa } = await passwordStep(browser, admin);
  if (mfa.step !== 'enrol') throw new Error('expected enrolment');
  return { admin, browser, secret: mfa.manualKey.replaceAll(' ', '') };
}

const wrongCodeFor = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe('an admin signs in with her password, then a TOTP code', () => {
  it('enrols at her first sign-in (QR code and manual key), is refused a wrong code and a replayed one, then is asked for a code every time', async () => {
    const admin = await newAdmin();
    const browser = new TestBrowser(siteUrl);
    const first = await passwordStep(browser, admin);
    if (first.mfa.step !== 'enrol') throw new Error('expected enrolment');
    expect(first.message).toBe('Set up your authenticator app to finish signing in.');
    expect(first.mfa.qrCodeSvg).toContain('<svg');
    expect(new URL(first.mfa.otpauthUrl).searchParams.get('issuer')).toBe('HerWay');
    const secret = first.mfa.manualKey.replaceAll(' ', '');
    expect(await readTotpFactor(admin.sub)).toBeUndefined(); // not hers until a code confirms it

    const code = totpCode(secret, Date.now());
    const wrong = await browser.post('/api/auth/mfa', { code: wrongCodeFor(code) });
    expect([wrong.status, await json(wrong)]).toEqual([400, { message: WRONG_TOTP_CODE }]);
    const right = await browser.post('/api/auth/mfa', { code });
    expect(right.status).toBe(200);
    expect(await json(await browser.get('/api/admin/status'))).toEqual({ isAdmin: true });
    expect((await browser.get('/api/contacts')).status).toBe(200);
    expect((await browser.post('/api/admin/logout')).status).toBe(200);

    const again = new TestBrowser(siteUrl);
    expect(await passwordStep(again, admin)).toEqual({ mfa: { step: 'challenge' }, message: 'Enter the 6-digit code from your authenticator app.' });
    const replayed = await again.post('/api/auth/mfa', { code });
    expect([replayed.status, await json(replayed)]).toEqual([400, { message: WRONG_TOTP_CODE }]);
    expect((await again.post('/api/auth/mfa', { code: await nextTotpCode(admin.email, secret) })).status).toBe(200);
    expect(await json(await again.get('/api/admin/status'))).toEqual({ isAdmin: true });
  });

  it('asks for the code at the athlete login too; an athlete is never asked', async () => {
    const admin = await newAdmin();
    const browser = new TestBrowser(siteUrl);
    expect((await passwordStep(browser, admin, '/api/auth/login')).mfa.step).toBe('enrol');
    expect(browser.cookies.has('herway_access')).toBe(false);

    const athlete = await createTestAccount();
    const response = await new TestBrowser(siteUrl).post('/api/auth/login', { email: athlete.email, password: athlete.password });
    expect(await json(response)).toMatchObject({ user: { email: athlete.email, isAdmin: false } });
    expect(Object.keys(setCookiesOf(response)).sort()).toEqual(['herway_access', 'herway_refresh']);
  });

  it('tokens got from Cognito with her password alone open no admin page', async () => {
    const admin = await newAdmin(); // signed in straight at Cognito, as anyone with her password could
    const headers = { Cookie: admin.cookie };
    expect(await json(await fetch(`${siteUrl}/api/admin/status`, { headers }))).toEqual({ isAdmin: false });
    expect((await fetch(`${siteUrl}/api/contacts`, { headers })).status).toBe(401);
    expect((await fetch(`${siteUrl}/api/users`, { headers })).status).toBe(401);
  });

  it('after 5 wrong codes the sign-in is over, even for the right code; without a ticket there is nothing to finish', async () => {
    const { browser, secret } = await startEnrolment();
    const code = totpCode(secret, Date.now());
    const replies: [number, unknown][] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await browser.post('/api/auth/mfa', { code: wrongCodeFor(code) });
      replies.push([reply.status, await json(reply)]);
    }
    expect(replies.map(([status]) => status)).toEqual([400, 400, 400, 400, 401]);
    expect(replies[4]?.[1]).toEqual({ message: TOO_MANY_WRONG_CODES });
    const late = await browser.post('/api/auth/mfa', { code });
    expect([late.status, await json(late)]).toEqual([401, { message: SIGN_IN_EXPIRED }]);
    const none = await new TestBrowser(siteUrl).post('/api/auth/mfa', { code });
    expect([none.status, await json(none)]).toEqual([401, { message: SIGN_IN_EXPIRED }]);
  });

  it('waits 5 minutes for the code, on a clock the test controls', async () => {
    const { admin, browser, secret } = await startEnrolment();
    const ticket = browser.cookies.get('herway_signin');
    const later = Date.now() + (SIGN_IN_TICKET_SECONDS + 1) * 1000;
    const code = totpCode(secret, later);
    // The refusal as the API answers it (its status from the table).
    const answered = completeSecondFactor(ticket, code, '127.0.0.1', later).catch((error: unknown) => {
      throw httpErrorOf(error);
    });
    await expect(answered).rejects.toMatchObject({ statusCode: 401, message: JSON.stringify({ message: SIGN_IN_EXPIRED }) });
    const inTime = Date.now() + (SIGN_IN_TICKET_SECONDS - 5) * 1000;
    const { session } = await completeSecondFactor(ticket, totpCode(secret, inTime), '127.0.0.1', inTime);
    expect(session.sub).toBe(admin.sub);
  });

  it('the right code sent twice at once signs in once', async () => {
    const { admin, browser, secret } = await startEnrolment();
    const code = totpCode(secret, Date.now());
    const twin = new TestBrowser(siteUrl);
    for (const [name, value] of browser.cookies) twin.cookies.set(name, value);
    const statuses = (await Promise.all([browser.post('/api/auth/mfa', { code }), twin.post('/api/auth/mfa', { code })])).map((reply) => reply.status);
    expect(statuses.sort()).toEqual([200, 401]);
    expect(await readTotpFactor(admin.sub)).toMatchObject({ lastStep: expect.any(Number) });
  });

  it('refuses a code that is not 6 digits in words she can read', async () => {
    const response = await new TestBrowser(siteUrl).post('/api/auth/mfa', { code: '12ab' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: 'Enter the 6-digit code from your authenticator app' });
  });
});
