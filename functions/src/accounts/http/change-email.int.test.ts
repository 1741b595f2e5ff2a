import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient, dynamoClient } from '../../kernel/aws-clients';
import { findSuppression } from '../../mail/store/suppression-repo';
import { getProfile } from '../store/user-repo';
import { handler as onMailFeedback } from '../../mail/events/on-mail-feedback';
import { config } from '../../kernel/config';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { jsonHeaders } from '../../testing/content';
import { emailsTo, waitForEmails } from '../../testing/emails';
import { attentionAddresses, bounceEvent, sesListReason, simulatorAddress, waitForSuppression } from '../../testing/mail-feedback';
import { TestBrowser } from '../../testing/test-browser';
import { loopbackAddress, postFrom } from '../../testing/visitor';

// PUT /api/account/email: the parent whose address bounced fixes it from the dashboard. The
// acceptance path: an athlete registered with the simulator's bounce address, her reset code
// bounces, the dashboard and the founders say so, the next code is not sent, and confirming the
// address from the dashboard lifts it everywhere.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

async function changeEmail(account: Pick<TestAccount, 'cookie'>, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${siteUrl}/api/account/email`, { method: 'PUT', headers: jsonHeaders(siteUrl, account.cookie), body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function dashboardOf(account: TestAccount) {
  const response = await fetch(`${siteUrl}/api/dashboard`, { headers: { Cookie: account.cookie } });
  return dashboardReplySchema.parse(await response.json());
}

/** A reset code asked for from a network of its own, as the login page asks (Cognito mails it through the local SES). */
const requestResetCode = (email: string) => postFrom(siteUrl, loopbackAddress(), '/api/auth/forgot-password', { email });

const cognitoEmailOf = async (username: string) =>
  (await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: username }))).UserAttributes?.find(
    (attribute) => attribute.Name === 'email',
  )?.Value;

describe('PUT /api/account/email', () => {
  it('the acceptance path: her bounced reset code is on her dashboard and the founders’ page, the next is not sent, and confirming the address lifts it', async () => {
    const address = simulatorAddress('bounce', randomUUID());
    const athlete = await createTestAccount({ email: address });
    expect((await requestResetCode(address)).status).toBe(200);
    expect(await waitForSuppression(address)).toMatchObject({ reason: 'bounce', kind: 'password-reset' });
    expect((await dashboardOf(athlete)).emailDelivery).toMatchObject({ email: address, reason: 'bounce', kind: 'password-reset' });
    expect((await attentionAddresses(siteUrl, admin.cookie)).map((entry) => entry.email)).toContain(address);
    expect(await sesListReason(address)).toBe('BOUNCE');

    // Cognito's codes are mailed in the order asked for: once a later code to another account has
    // arrived, hers had its turn, and was not sent.
    const sent = (await emailsTo(sesUrl, address)).length;
    const later = await createTestAccount();
    expect((await requestResetCode(address)).status).toBe(200);
    expect((await requestResetCode(later.email)).status).toBe(200);
    expect(await waitForEmails(sesUrl, later.email, 1)).toHaveLength(1);
    expect(await emailsTo(sesUrl, address)).toHaveLength(sent);

    // "It is right, try again."
    const confirmed = await changeEmail(athlete, { email: address.toUpperCase(), password: athlete.password });
    expect(confirmed).toEqual({ status: 200, json: { email: address, message: `Thank you. We will e-mail you at ${address} again.` } });
    expect((await dashboardOf(athlete)).emailDelivery).toBeUndefined();
    expect(await findSuppression(address)).toBeUndefined();
    expect(await sesListReason(address)).toBeUndefined();
    expect((await attentionAddresses(siteUrl, admin.cookie)).map((entry) => entry.email)).not.toContain(address);
  });

  it('moves her account to a new address: she signs in with it, HerWay mails it, and the old one stays suppressed but leaves the founders’ list', async () => {
    const old = `maya-${randomUUID()}@example.com`;
    const athlete = await createTestAccount({ email: old });
    await onMailFeedback(bounceEvent(old, new Date(Date.now() - 60_000)));
    expect((await dashboardOf(athlete)).emailDelivery?.email).toBe(old);
    const next = `Maya.New-${randomUUID()}@Example.com`;

    const changed = await changeEmail(athlete, { email: ` ${next} `, password: athlete.password });
    expect(changed).toEqual({
      status: 200,
      json: { email: next.toLowerCase(), message: `Your e-mail address is now ${next.toLowerCase()}. Sign in with it from now on.` },
    });
    expect((await getProfile(athlete.sub))?.email).toBe(next.toLowerCase());
    expect(await cognitoEmailOf(athlete.sub)).toBe(next.toLowerCase());
    const lookup = async (email: string) =>
      (await dynamoClient().send(new GetCommand({ TableName: 'herway', Key: { PK: `EMAIL#${email}`, SK: 'USER' } }))).Item;
    expect([await lookup(old), await lookup(next.toLowerCase())]).toEqual([undefined, { PK: `EMAIL#${next.toLowerCase()}`, SK: 'USER', userId: athlete.sub }]);
    expect((await dashboardOf(athlete)).emailDelivery).toBeUndefined();
    expect(await findSuppression(old)).toMatchObject({ reason: 'bounce' });
    expect((await attentionAddresses(siteUrl, admin.cookie)).map((entry) => entry.email)).not.toContain(old);

    const browser = new TestBrowser(siteUrl);
    expect((await browser.post('/api/auth/login', { email: old, password: athlete.password })).status).toBe(401);
    expect((await browser.post('/api/auth/login', { email: next, password: athlete.password })).status).toBe(200);
  });

  it('refuses with a sentence a parent can read: a wrong password (401), a bad address (400), an address of another account (409)', async () => {
    const athlete = await createTestAccount();
    const other = await createTestAccount();
    expect(await changeEmail(athlete, { email: `x-${randomUUID()}@example.com`, password: 'not-her-password' })).toEqual({
      status: 401,
      json: { message: 'Password is incorrect' },
    });
    const bad = await changeEmail(athlete, { email: 'not-an-address', password: athlete.password });
    expect([bad.status, bad.json.issues]).toEqual([400, [{ field: 'email', message: 'Invalid email address' }]]);
    expect(await changeEmail(athlete, { email: other.email, password: athlete.password })).toEqual({
      status: 409,
      json: { message: 'Another account already uses this e-mail address. Enter a different one, or sign in to that account.' },
    });
    expect((await getProfile(athlete.sub))?.email).toBe(athlete.email);
    expect(await cognitoEmailOf(athlete.sub)).toBe(athlete.email);
  });

  it('two changes of her address at once end with one address everywhere: her profile, Cognito and the look-up agree', async () => {
    for (let round = 0; round < 3; round += 1) {
      const athlete = await createTestAccount();
      const [first, second] = [`a-${randomUUID()}@example.com`, `b-${randomUUID()}@example.com`];
      const answers = await Promise.all([first, second].map((email) => changeEmail(athlete, { email, password: athlete.password })));
      // Overlapping, one is refused; one after the other, both are made and the later one stays.
      for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
        expect([answer.status, answer.json.message]).toEqual([409, expect.stringMatching(/^Your e-mail address was changed a moment ago/)]);
      }
      const kept = (await getProfile(athlete.sub))?.email;
      expect([first, second]).toContain(kept);
      expect(await cognitoEmailOf(athlete.sub)).toBe(kept);
      const lookups = await Promise.all(
        [athlete.email, first, second].map((email) => dynamoClient().send(new GetCommand({ TableName: 'herway', Key: { PK: `EMAIL#${email}`, SK: 'USER' } }))),
      );
      expect(lookups.map(({ Item }) => Item?.userId)).toEqual([athlete.email, first, second].map((email) => (email === kept ? athlete.sub : undefined)));
    }
  });

  it('two accounts taking one address at once: one gets it, the other a 409', async () => {
    const [one, two] = await Promise.all([createTestAccount(), createTestAccount()]);
    const wanted = `shared-${randomUUID()}@example.com`;
    const answers = await Promise.all([one, two].map((account) => changeEmail(account, { email: wanted, password: account.password })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const profiles = await Promise.all([one, two].map((account) => getProfile(account.sub)));
    expect(profiles.filter((profile) => profile?.email === wanted)).toHaveLength(1);
  });

  it('is for a signed-in athlete', async () => {
    expect((await changeEmail({ cookie: '' }, { email: 'a@example.com', password: 'x' })).status).toBe(401);
  });
});
