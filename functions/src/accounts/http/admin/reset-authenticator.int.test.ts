import { describe, expect, inject, it } from 'vitest';
import { readTotpFactor } from '../../store/sign-in-repo';
import { NO_AUTHENTICATOR, RESET_YOURSELF } from '../../admin-authenticator';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesBy, callApi } from '../../../testing/admin-calls';
import { waitForEmails } from '../../../testing/emails';
import { signInAdminWithCode } from '../../../testing/second-factor';
import { TestBrowser } from '../../../testing/test-browser';

// An admin's second factor never changes silently: the first sign-in that sets up her
// authenticator e-mails her and is audited (it wins, whoever it was), and another admin's reset
// of it (a lost phone) is audited, e-mailed, and signs her out.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

/** A new admin who signed in once with her password and code: her authenticator is set up. */
async function enrolledAdmin(): Promise<{ admin: TestAccount; browser: TestBrowser }> {
  const admin = await createTestAccount({ group: 'admin', withoutSecondFactor: true });
  const browser = new TestBrowser(siteUrl);
  expect((await signInAdminWithCode(browser, admin.email, admin.password)).status).toBe(200);
  return { admin, browser };
}

const reset = (actor: TestAccount, target: TestAccount, reason = 'Lost her phone') =>
  callApi(siteUrl, 'POST', `/api/admin/admins/${target.sub}/reset-authenticator`, actor, { reason });

describe("an admin's authenticator", () => {
  it('when first set up, is e-mailed to her and audited as hers', async () => {
    const { admin, browser } = await enrolledAdmin();
    const [notice] = await waitForEmails(sesUrl, admin.email, 1);
    expect(notice?.subject).toBe('Your HerWay admin sign-in now uses an authenticator app');
    expect(notice?.body.text).toContain("If this wasn't you, tell the other founders at once");
    // Read with the session that gave the code (the account's first cookie never passed one).
    const entries = await auditEntriesBy(siteUrl, { ...admin, cookie: browser.cookieHeader });
    expect(entries.find((entry) => entry.action === 'admin.totp-enrolled')).toMatchObject({ targetId: admin.sub, actor: admin.email });
  });

  it('is reset by another admin: audited with the reason, e-mailed, her sessions end, and she sets one up again', async () => {
    const [{ admin: lost, browser }, founder] = await Promise.all([enrolledAdmin(), createTestAccount({ group: 'admin' })]);
    expect((await browser.get('/api/users')).status).toBe(200);

    expect(await reset(founder, lost, 'Lost her phone at a tournament')).toEqual({
      status: 200,
      json: { message: `Authenticator reset for ${lost.email}: she sets up a new one at her next sign-in.` },
    });
    expect(await readTotpFactor(lost.sub)).toBeUndefined();
    expect((await browser.get('/api/users')).status).toBe(401);
    const [, notice] = await waitForEmails(sesUrl, lost.email, 2);
    expect(notice?.subject).toBe('Your HerWay authenticator was reset');
    expect(notice?.body.text).toContain(`${founder.email} reset the authenticator app`);
    expect(notice?.body.text).toContain('Reason given: Lost her phone at a tournament');
    const [entry] = await auditEntriesBy(siteUrl, founder);
    expect(entry).toMatchObject({ action: 'admin.totp-reset', targetId: lost.sub, reason: 'Lost her phone at a tournament' });

    // Her next sign-in sets up a new authenticator.
    const login = await new TestBrowser(siteUrl).post('/api/admin/login', { email: lost.email, password: lost.password });
    expect(((await login.json()) as { mfa: { step: string } }).mfa.step).toBe('enrol');
  });

  it('of two resets at once, makes one; never her own, nor one she has not set up', async () => {
    const [{ admin: lost }, first, second] = await Promise.all([enrolledAdmin(), createTestAccount({ group: 'admin' }), createTestAccount({ group: 'admin' })]);
    const answers = await Promise.all([reset(first, lost), reset(second, lost)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json.message).toBe(NO_AUTHENTICATOR);
    expect(await reset(first, first)).toEqual({ status: 409, json: { message: RESET_YOURSELF } });
    const athlete = await createTestAccount();
    expect((await reset(first, athlete)).status).toBe(409);
    expect((await reset(athlete, first)).status).toBe(403);
  });
});
