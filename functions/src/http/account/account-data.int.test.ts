import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { accountExportReplySchema } from '@herway/shared/contracts/account';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, dynamoClient } from '../../adapters/aws-clients';
import { keys } from '../../adapters/dynamo/keys';
import { config } from '../../lib/config';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');
const table = 'herway';

/** A signed-in athlete with a purchase, a package, two bookings, an entitlement and a contact message. */
async function athleteWithData(firstName: string) {
  const account = await createTestAccount({ firstName });
  const now = new Date().toISOString();
  const items = [
    {
      ...keys.coursePurchase(account.sub, `p-${firstName}`),
      id: `p-${firstName}`,
      courseType: 'full_packet',
      amount: 15000,
      status: 'succeeded',
      type: 'course_purchase',
    },
    {
      ...keys.mentorshipPackage(account.sub, `k-${firstName}`),
      id: `k-${firstName}`,
      packageType: 'starter',
      totalSessions: 5,
      sessionsUsed: 1,
      sessionsRemaining: 4,
      status: 'active',
    },
    ...[1, 2].map((n) => ({ ...keys.sessionBooking(account.sub, `b${n}-${firstName}`), id: `b${n}-${firstName}`, status: 'scheduled', mentorName: 'Coach' })),
    { ...keys.entitlement(account.sub, 'course_packet'), courseId: 'course_packet', isActive: true, grantedAt: now },
  ];
  for (const item of items) await dynamoClient().send(new PutCommand({ TableName: table, Item: item }));
  // Stored directly (not through POST /api/contact) so the contact counters other tests read stay put.
  const contactId = randomUUID();
  await dynamoClient().send(
    new PutCommand({
      TableName: table,
      Item: {
        ...keys.contact(contactId),
        ...keys.listing('CONTACT', now, contactId),
        type: 'contact',
        id: contactId,
        firstName,
        lastName: 'Athlete',
        email: account.email.toUpperCase(),
        interestType: 'General Question',
        message: `Hello from ${firstName}, a question`,
        createdAt: now,
      },
    }),
  );
  const browser = new TestBrowser(siteUrl);
  expect((await browser.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(200);
  return { account, browser };
}

const collection = async (account: TestAccount) =>
  (
    await dynamoClient().send(
      new QueryCommand({ TableName: table, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `USER#${account.sub}` } }),
    )
  ).Items ?? [];

describe('GET /api/account/export', () => {
  it('returns everything stored about her, grouped, keys stripped, and nothing of another athlete', async () => {
    const { account, browser } = await athleteWithData('Ivy');
    const other = await athleteWithData('Nora');

    const response = await browser.get('/api/account/export');
    expect(response.status).toBe(200);
    const body = await json<{ exportedAt: string; profile: Record<string, unknown>; records: Record<string, Record<string, unknown>[]> }>(response);
    expect(accountExportReplySchema.safeParse(body).success).toBe(true);
    expect(body.profile).toMatchObject({ id: account.sub, email: account.email, firstName: 'Ivy', isAdmin: false });
    expect(Object.keys(body.records).sort()).toEqual(['contentEntitlements', 'coursePurchases', 'mentorshipPackages', 'sessionBookings']);
    expect(body.records.coursePurchases).toEqual([{ id: 'p-Ivy', courseType: 'full_packet', amount: 15000, status: 'succeeded' }]);
    expect(body.records.mentorshipPackages).toHaveLength(1);
    expect(body.records.sessionBookings?.map((booking) => booking.id).sort()).toEqual(['b1-Ivy', 'b2-Ivy']);
    expect(body.records.contentEntitlements).toMatchObject([{ courseId: 'course_packet' }]);
    // A contact message sent with her address is not hers to read: nothing proves she owns it.
    expect(body.records.contactMessages).toBeUndefined();

    const text = JSON.stringify(body);
    for (const internal of ['"PK"', '"SK"', 'GSI1PK', 'GSI1SK', 'USER#']) expect(text).not.toContain(internal);
    expect(text).not.toContain('Nora');
    expect(text).not.toContain('Hello from Ivy');
    expect(text).not.toContain(other.account.sub);
  });

  it('is for signed-in athletes', async () => {
    expect((await new TestBrowser(siteUrl).get('/api/account/export')).status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { account, browser } = await athleteWithData('Ruby');
    const response = await browser.delete('/api/account', { password: 'not-her-password' });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: 'Password is incorrect' });
    expect(await collection(account)).toHaveLength(6);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('asks for the password', async () => {
    const { browser } = await athleteWithData('Tess');
    const response = await browser.delete('/api/account', {});
    expect([response.status, (await json(response)).message]).toEqual([400, 'Password is required']);
  });

  it('deletes her Cognito user, profile, e-mail look-up and every record, signs her out, and leaves others alone', async () => {
    const { account, browser } = await athleteWithData('Jade');
    const other = await athleteWithData('Kira');

    const response = await browser.delete('/api/account', { password: account.password });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Your account and all your data have been deleted.' });
    const cookies = setCookiesOf(response);
    expect([cookies.herway_access?.attributes['max-age'], cookies.herway_refresh?.attributes['max-age']]).toEqual(['0', '0']);

    expect(await collection(account)).toEqual([]);
    const { Item: lookup } = await dynamoClient().send(new GetCommand({ TableName: table, Key: { PK: `EMAIL#${account.email}`, SK: 'USER' } }));
    expect(lookup).toBeUndefined();
    const gone = await cognitoClient()
      .send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: account.email }))
      .then(
        () => 'present',
        (error: Error) => error.name,
      );
    expect(gone).toBe('UserNotFoundException');

    // Her old access token, should a copy survive, no longer finds a user; she cannot sign in again.
    const stale = await fetch(`${siteUrl}/api/auth/user`, { headers: { Cookie: account.cookie } });
    expect(stale.status).toBe(401);
    expect((await new TestBrowser(siteUrl).post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(401);

    expect(await collection(other.account)).toHaveLength(6);
    expect((await other.browser.get('/api/auth/user')).status).toBe(200);
  });

  it('lets the e-mail address register again afterwards', async () => {
    const { account, browser } = await athleteWithData('Lou');
    expect((await browser.delete('/api/account', { password: account.password })).status).toBe(200);
    const again = await new TestBrowser(siteUrl).post('/api/auth/register', {
      email: account.email,
      firstName: 'Lou',
      lastName: 'Again',
      password: 'a-fresh-start',
      confirmPassword: 'a-fresh-start',
      ageConfirmed: true,
    });
    expect(again.status).toBe(201);
  });
});
