import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { authReplySchema, currentUserSchema } from '@herway/shared/contracts/auth';
import { UNREADABLE_TEXT_MESSAGE } from '@herway/shared/readable-text';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, dynamoClient } from '../../kernel/aws-clients';
import { getProfile } from '../store/user-repo';
import { config } from '../../kernel/config';
import { TestBrowser, json, setCookiesOf } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: `ava-${randomUUID()}@example.com`,
  firstName: 'Ava',
  lastName: 'Lopez',
  password: 'recruit-me-2027',
  confirmPassword: 'recruit-me-2027',
  ageConfirmed: true,
  ...overrides,
});

const cognitoUser = (email: string) =>
  cognitoClient()
    .send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: email }))
    .catch((error: Error) => (error.name === 'UserNotFoundException' ? undefined : Promise.reject(error)));

describe('POST /api/auth/register', () => {
  it('refuses a name holding half an emoji or a control character, in plain words, and makes no account', async () => {
    for (const firstName of ['Ava \ud83d', 'Ava\u0000', '\u001b[2JAva']) {
      const body = registration({ firstName });
      const response = await new TestBrowser(siteUrl).post('/api/auth/register', body);
      expect(response.status, JSON.stringify(firstName)).toBe(400);
      expect(await json<{ message: string; issues: unknown[] }>(response)).toEqual({
        message: UNREADABLE_TEXT_MESSAGE,
        issues: [{ field: 'firstName', message: UNREADABLE_TEXT_MESSAGE }],
      });
      expect(await cognitoUser(body.email)).toBeUndefined();
    }
  });

  it('creates her account, signs her in with httpOnly cookies and GET /api/auth/user returns her', async () => {
    const browser = new TestBrowser(siteUrl);
    const body = registration({ email: `  Ava.${randomUUID()}@Example.com ` });
    const response = await browser.post('/api/auth/register', body);

    expect(response.status).toBe(201);
    const reply = await json<{ user: Record<string, unknown>; message: string }>(response);
    const email = body.email.trim().toLowerCase();
    expect(authReplySchema.safeParse(reply).success).toBe(true);
    expect(reply).toEqual({
      message: 'Account created',
      // An athlete's account unless the body asks for a guardian's.
      user: { id: expect.any(String), email, firstName: 'Ava', lastName: 'Lopez', isAdmin: false, accountType: 'athlete', createdAt: expect.any(String) },
    });

    const cookies = setCookiesOf(response);
    expect(cookies.herway_access?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(Number(cookies.herway_access?.attributes['max-age'])).toBeGreaterThan(800);
    expect(Number(cookies.herway_access?.attributes['max-age'])).toBeLessThanOrEqual(900);
    expect(cookies.herway_refresh?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api', 'max-age': String(30 * 24 * 3600) });
    // Plain-http localhost: a Secure cookie would not come back.
    expect(cookies.herway_access?.attributes.secure).toBeUndefined();
    expect(cookies.herway_refresh?.attributes.secure).toBeUndefined();

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    const current = await json(me);
    expect(currentUserSchema.safeParse(current).success).toBe(true);
    expect(current).toEqual(reply.user);

    // Cognito holds her, confirmed, with a verified e-mail and her names, in the athlete group.
    const user = await cognitoUser(email);
    expect(user?.UserStatus).toBe('CONFIRMED');
    const attributes = Object.fromEntries((user?.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]));
    expect(attributes).toMatchObject({ email, email_verified: 'true', given_name: 'Ava', family_name: 'Lopez', sub: reply.user.id });
    // (cognito-local matches group members by the internal username, which is the sub.)
    const { Groups = [] } = await cognitoClient().send(new AdminListGroupsForUserCommand({ UserPoolId: config().USER_POOL_ID, Username: user?.Username }));
    expect(Groups.map((group) => group.GroupName)).toEqual(['athlete']);

    // Her profile and e-mail look-up are stored.
    expect(await getProfile(String(reply.user.id))).toMatchObject({ email, firstName: 'Ava', lastName: 'Lopez', isAdmin: false, accountType: 'athlete' });
    const { Item: lookup } = await dynamoClient().send(new GetCommand({ TableName: 'herway', Key: { PK: `EMAIL#${email}`, SK: 'USER' } }));
    expect(lookup).toMatchObject({ userId: reply.user.id });
  });

  it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
    const body = registration();
    expect((await new TestBrowser(siteUrl).post('/api/auth/register', body)).status).toBe(201);
    const again = await new TestBrowser(siteUrl).post('/api/auth/register', { ...body, email: body.email.toUpperCase(), firstName: 'Other' });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: 'An account with this email already exists. Sign in instead.' });
    expect(setCookiesOf(again)).toEqual({});
  });

  it('gives every registration form message for a bad form and creates nothing', async () => {
    const email = `bad-${randomUUID()}@example.com`;
    const response = await new TestBrowser(siteUrl).post('/api/auth/register', {
      email: 'not-an-email',
      firstName: '',
      lastName: ' ',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(response.status).toBe(400);
    const body = await json<{ message: string; issues: { field: string; message: string }[] }>(response);
    expect(body.message).toBe('Invalid email address');
    expect(body.issues).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'password', message: 'Password must be at least 8 characters' },
      { field: 'ageConfirmed', message: 'You must be 13 or older to create an account' },
      // Said with the rest, not in a second round.
      { field: 'confirmPassword', message: "Passwords don't match" },
    ]);

    const mismatch = await new TestBrowser(siteUrl).post('/api/auth/register', registration({ email, confirmPassword: 'something-else' }));
    expect(mismatch.status).toBe(400);
    expect(await json(mismatch)).toEqual({ message: "Passwords don't match", issues: [{ field: 'confirmPassword', message: "Passwords don't match" }] });
    expect(await cognitoUser(email)).toBeUndefined();
  });

  it('refuses one of the most common passwords, whatever its case, with a readable 400 on the password field, and creates nothing', async () => {
    for (const password of ['Password1', 'iloveyou', 'SOFTBALL']) {
      const body = registration({ password, confirmPassword: password });
      const response = await new TestBrowser(siteUrl).post('/api/auth/register', body);
      expect([password, response.status]).toEqual([password, 400]);
      const message = 'This password is one of the most common ones, so it is easy to guess. Please choose a different one.';
      expect(await json(response)).toEqual({ message, issues: [{ field: 'password', message }] });
      expect(setCookiesOf(response)).toEqual({});
      expect(await cognitoUser(body.email)).toBeUndefined();
      const { Item: lookup } = await dynamoClient().send(new GetCommand({ TableName: 'herway', Key: { PK: `EMAIL#${body.email}`, SK: 'USER' } }));
      expect(lookup).toBeUndefined();
    }
  });

  it('refuses an athlete who does not confirm she is 13 or older', async () => {
    const email = `young-${randomUUID()}@example.com`;
    for (const ageConfirmed of [false, undefined, 'yes']) {
      const response = await new TestBrowser(siteUrl).post('/api/auth/register', registration({ email, ageConfirmed }));
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: 'You must be 13 or older to create an account' });
    }
    expect(await cognitoUser(email)).toBeUndefined();
  });

  it('refuses a cross-site or non-JSON request', async () => {
    const body = JSON.stringify(registration());
    const foreign = await fetch(`${siteUrl}/api/auth/register`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body,
    });
    expect(foreign.status).toBe(403);
    const form = await fetch(`${siteUrl}/api/auth/register`, { method: 'POST', headers: { Origin: siteUrl, 'Content-Type': 'text/plain' }, body });
    expect(form.status).toBe(415);
  });

  it('reclaims an e-mail look-up left by a user whose profile is gone, instead of failing for good', async () => {
    const email = `orphan-${randomUUID()}@example.com`;
    // As after a local pool that lost its accounts, or a deletion cut short: the look-up, no profile.
    await dynamoClient().send(new PutCommand({ TableName: config().TABLE_NAME, Item: { PK: `EMAIL#${email}`, SK: 'USER', userId: `gone-${randomUUID()}` } }));
    const response = await new TestBrowser(siteUrl).post('/api/auth/register', registration({ email }));
    expect(response.status).toBe(201);
    const { user } = await json<{ user: { id: string } }>(response);
    const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().TABLE_NAME, Key: { PK: `EMAIL#${email}`, SK: 'USER' } }));
    expect(Item?.userId).toBe(user.id);
  });
});
