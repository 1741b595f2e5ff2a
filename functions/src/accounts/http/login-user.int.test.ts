import { randomUUID } from 'node:crypto';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../../kernel/aws-clients';
import { getProfile } from '../store/user-repo';
import { config } from '../../kernel/config';
import { createTestAccount } from '../../testing/accounts';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');

describe('POST /api/auth/login', () => {
  it('signs her in with both cookies and replies with her profile', async () => {
    const account = await createTestAccount({ firstName: 'Mia' });
    const browser = new TestBrowser(siteUrl);
    const response = await browser.post('/api/auth/login', { email: account.email.toUpperCase(), password: account.password });

    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      message: 'Successfully logged in to your account.',
      user: {
        id: account.sub,
        email: account.email,
        firstName: 'Mia',
        lastName: 'Athlete',
        isAdmin: false,
        accountType: 'athlete',
        createdAt: expect.any(String),
      },
    });
    const cookies = setCookiesOf(response);
    expect(cookies.herway_access?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookies.herway_refresh?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api' });
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail, setting no cookie', async () => {
    const account = await createTestAccount();
    const wrongPassword = await new TestBrowser(siteUrl).post('/api/auth/login', { email: account.email, password: 'not-her-password' });
    const unknownEmail = await new TestBrowser(siteUrl).post('/api/auth/login', { email: `nobody-${randomUUID()}@example.com`, password: account.password });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ message: 'Invalid email or password' });
      expect(setCookiesOf(response)).toEqual({});
    }
  });

  it('gives the sign-in form messages for a bad form', async () => {
    const response = await new TestBrowser(siteUrl).post('/api/auth/login', { email: 'nope', password: '' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      message: 'Invalid email address',
      issues: [
        { field: 'email', message: 'Invalid email address' },
        { field: 'password', message: 'Password is required' },
      ],
    });
    const missing = await new TestBrowser(siteUrl).post('/api/auth/login', {});
    expect((await json<{ issues: unknown[] }>(missing)).issues).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('creates the profile from Cognito when a user signs in without one', async () => {
    const { USER_POOL_ID: userPoolId } = config();
    const email = `console-${randomUUID()}@example.com`;
    const password = `Pw-${randomUUID()}`;
    const created = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Zoe' },
          { Name: 'family_name', Value: 'Park' },
        ],
      }),
    );
    await cognitoClient().send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
    const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';

    const response = await new TestBrowser(siteUrl).post('/api/auth/login', { email, password });
    expect(response.status).toBe(200);
    expect((await json<{ user: unknown }>(response)).user).toMatchObject({ id: sub, email, firstName: 'Zoe', lastName: 'Park', isAdmin: false });
    expect(await getProfile(sub)).toMatchObject({ id: sub, email, firstName: 'Zoe', lastName: 'Park', isAdmin: false });
  });
});
