import { AdminDeleteUserCommand, AdminDisableUserCommand, AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoClient } from '../kernel/aws-clients';
import { config } from '../kernel/config';
import { createTestAccount } from '../testing/accounts';
import type { TestAccount } from '../testing/accounts';
import { readAdminStanding } from './admin-accounts';

// The standing check's two signed reads (admin-cognito-requests.ts) against the local Cognito,
// which answers as Cognito's JSON API does; the changes are made with the SDK client, as an
// operator's console would make them.
const pool = () => ({ UserPoolId: config().USER_POOL_ID });
/** Her Cognito username, as the standing check is given it: the `username` of her access token. */
const usernameOf = (account: TestAccount): string =>
  (JSON.parse(Buffer.from(account.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { username: string }).username;

const admin = () => createTestAccount({ group: 'admin' });

describe("readAdminStanding, Cognito's word on an admin", () => {
  it('holds an enabled admin as one, and an athlete as none', async () => {
    const [founder, athlete] = await Promise.all([admin(), createTestAccount()]);
    expect(await readAdminStanding(usernameOf(founder))).toBe('admin');
    expect(await readAdminStanding(usernameOf(athlete))).toBe('not-admin');
  });

  it('sees her taken out of the admin group, disabled, or deleted', async () => {
    const [removed, disabled, deleted] = await Promise.all([admin(), admin(), admin()]);
    for (const account of [removed, disabled, deleted]) expect(await readAdminStanding(usernameOf(account))).toBe('admin');
    await cognitoClient().send(new AdminRemoveUserFromGroupCommand({ ...pool(), Username: removed.email, GroupName: 'admin' }));
    await cognitoClient().send(new AdminDisableUserCommand({ ...pool(), Username: disabled.email }));
    await cognitoClient().send(new AdminDeleteUserCommand({ ...pool(), Username: deleted.email }));
    expect(await readAdminStanding(usernameOf(removed))).toBe('not-admin');
    expect(await readAdminStanding(usernameOf(disabled))).toBe('disabled');
    expect(await readAdminStanding(usernameOf(deleted))).toBe('disabled');
    expect(await readAdminStanding('nobody-at-all@example.com')).toBe('disabled');
  });
});
