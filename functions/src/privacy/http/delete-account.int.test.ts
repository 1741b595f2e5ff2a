import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, dynamoClient } from '../../kernel/aws-clients';
import { config } from '../../kernel/config';
import { athleteWithData as seedAthleteData, userCollection } from '../../testing/account-data';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');
const table = 'herway';

const athleteWithData = (firstName: string) => seedAthleteData(siteUrl, firstName);
const collection = userCollection;

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
