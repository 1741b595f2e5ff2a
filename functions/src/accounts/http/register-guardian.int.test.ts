import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { authReplySchema } from '@herway/shared/contracts/auth';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../../kernel/aws-clients';
import { config } from '../../kernel/config';
import { getProfile } from '../store/user-repo';
import { createTestAccount } from '../../testing/accounts';
import { TestBrowser, json } from '../../testing/test-browser';

const siteUrl = inject('siteUrl');

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: `dana-${randomUUID()}@example.com`,
  firstName: 'Dana',
  lastName: 'Lopez',
  password: 'watch-her-play-2027',
  confirmPassword: 'watch-her-play-2027',
  accountType: 'guardian',
  ageConfirmed: true,
  ...overrides,
});

async function groupsOf(email: string): Promise<string[] | undefined> {
  const user = await cognitoClient()
    .send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: email }))
    .catch((error: Error) => (error.name === 'UserNotFoundException' ? undefined : Promise.reject(error)));
  if (!user) return undefined;
  // (cognito-local matches group members by the internal username, which is the sub.)
  const { Groups = [] } = await cognitoClient().send(new AdminListGroupsForUserCommand({ UserPoolId: config().USER_POOL_ID, Username: user.Username }));
  return Groups.map((group) => group.GroupName ?? '');
}

describe('POST /api/auth/register for a parent or guardian', () => {
  it('creates her in the guardian group with a guardian’s profile, and every reply says she is a guardian', async () => {
    const browser = new TestBrowser(siteUrl);
    const body = registration();
    const response = await browser.post('/api/auth/register', body);

    expect(response.status).toBe(201);
    const reply = authReplySchema.parse(await json(response));
    expect(reply.user).toEqual({
      id: expect.any(String),
      email: body.email,
      firstName: 'Dana',
      lastName: 'Lopez',
      isAdmin: false,
      accountType: 'guardian',
      createdAt: expect.any(String),
    });
    expect(await groupsOf(body.email)).toEqual(['guardian']);
    expect(await getProfile(reply.user.id)).toMatchObject({ email: body.email, accountType: 'guardian', isAdmin: false });

    expect(await json(await browser.get('/api/auth/user'))).toEqual(reply.user);
    // Her seat opens the family's routes and not an athlete's.
    expect((await browser.get('/api/family')).status).toBe(200);
    expect((await browser.get('/api/dashboard')).status).toBe(403);

    const login = await new TestBrowser(siteUrl).post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(200);
    expect(authReplySchema.parse(await json(login)).user.accountType).toBe('guardian');
  });

  it('refuses a guardian who does not confirm she is 18 or older, and creates nothing', async () => {
    const email = `young-parent-${randomUUID()}@example.com`;
    for (const ageConfirmed of [false, undefined, 'yes']) {
      const response = await new TestBrowser(siteUrl).post('/api/auth/register', registration({ email, ageConfirmed }));
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        message: 'You must be 18 or older to create a parent or guardian account',
        issues: [{ field: 'ageConfirmed', message: 'You must be 18 or older to create a parent or guardian account' }],
      });
    }
    expect(await groupsOf(email)).toBeUndefined();
  });

  it('refuses a kind of account that is neither in a sentence, and creates nothing', async () => {
    const body = registration({ accountType: 'admin' });
    const response = await new TestBrowser(siteUrl).post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      message: 'Choose an athlete account or a parent or guardian account',
      issues: [{ field: 'accountType', message: 'Choose an athlete account or a parent or guardian account' }],
    });
    expect(await groupsOf(body.email)).toBeUndefined();
  });

  it('tells an admin’s current user without a kind of account', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const response = await fetch(`${siteUrl}/api/auth/user`, { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const user = await json<Record<string, unknown>>(response);
    expect(user).toMatchObject({ id: admin.sub, isAdmin: true });
    expect(user).not.toHaveProperty('accountType');
  });
});
