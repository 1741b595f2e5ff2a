import { AdminDisableUserCommand, AdminListGroupsForUserCommand, AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../../../kernel/aws-clients';
import { getProfile } from '../../store/user-repo';
import { config } from '../../../kernel/config';
import { NOT_AN_ADMIN, REMOVED_MEANWHILE, REMOVE_YOURSELF } from '../../admin-removal';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesBy, callApi } from '../../../testing/admin-calls';

// An admin loses access when she should: removed from the admin group or disabled in Cognito (the
// console), her existing session stops opening admin routes (the standing check of every admin
// route, kept under a minute per container: its window is unit-tested in admin-standing.test.ts);
// removed by the founders from /admin (this handler), at once, audited.

const siteUrl = inject('siteUrl');
const pool = () => ({ UserPoolId: config().USER_POOL_ID });
const remove = (actor: TestAccount, target: TestAccount, reason = 'Left the team') =>
  callApi(siteUrl, 'POST', `/api/admin/admins/${target.sub}/remove`, actor, { reason });
const groupsOf = async (account: TestAccount) =>
  ((await cognitoClient().send(new AdminListGroupsForUserCommand({ ...pool(), Username: account.email }))).Groups ?? []).map((group) => group.GroupName);

describe('an admin removed or disabled outside the app', () => {
  it('is refused on every admin route once Cognito no longer holds her as an admin', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    await cognitoClient().send(new AdminRemoveUserFromGroupCommand({ ...pool(), Username: admin.email, GroupName: 'admin' }));
    // Her token still says admin; Cognito does not.
    expect(await callApi(siteUrl, 'GET', '/api/users', admin)).toEqual({ status: 403, json: { message: 'Admin access required' } });
    expect((await callApi(siteUrl, 'GET', '/api/admin/export/users', admin)).status).toBe(403);
  });

  it('is signed out of admin routes once her account is disabled', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    await cognitoClient().send(new AdminDisableUserCommand({ ...pool(), Username: admin.email }));
    expect((await callApi(siteUrl, 'GET', '/api/users', admin)).status).toBe(401);
    expect((await callApi(siteUrl, 'GET', '/api/payments', admin)).status).toBe(401);
  });
});

describe('POST /api/admin/admins/{userId}/remove', () => {
  it('takes her access away at once, out of the admin group, with the reason in the audit log', async () => {
    const [founder, leaving] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount({ group: 'admin' })]);
    expect((await callApi(siteUrl, 'GET', '/api/users', leaving)).status).toBe(200);

    expect(await remove(founder, leaving, 'Left the team in November')).toEqual({
      status: 200,
      json: { message: `Admin access removed for ${leaving.email}.` },
    });
    expect((await callApi(siteUrl, 'GET', '/api/users', leaving)).status).toBe(401);
    expect(await groupsOf(leaving)).not.toContain('admin');
    expect((await getProfile(leaving.sub))?.isAdmin).toBe(false);
    const [entry] = await auditEntriesBy(siteUrl, founder);
    expect(entry).toMatchObject({ action: 'admin.remove', targetType: 'admin', targetId: leaving.sub, reason: 'Left the team in November' });
    expect(entry?.before).toMatchObject({ email: leaving.email, isAdmin: true });
  });

  it('of two removals at once, makes one and tells the other', async () => {
    const [first, second, leaving] = await Promise.all([
      createTestAccount({ group: 'admin' }),
      createTestAccount({ group: 'admin' }),
      createTestAccount({ group: 'admin' }),
    ]);
    const answers = await Promise.all([remove(first, leaving), remove(second, leaving)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect([REMOVED_MEANWHILE, NOT_AN_ADMIN]).toContain(answers.find((answer) => answer.status === 409)?.json.message);
    const entries = [...(await auditEntriesBy(siteUrl, first)), ...(await auditEntriesBy(siteUrl, second))];
    expect(entries.filter((entry) => entry.action === 'admin.remove' && entry.targetId === leaving.sub)).toHaveLength(1);
  });

  it('refuses her own access, an athlete, an unknown id and anyone but an admin', async () => {
    const [admin, athlete] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount()]);
    expect(await remove(admin, admin)).toEqual({ status: 409, json: { message: REMOVE_YOURSELF } });
    expect(await remove(admin, athlete)).toEqual({ status: 409, json: { message: NOT_AN_ADMIN } });
    expect((await callApi(siteUrl, 'POST', '/api/admin/admins/no-such-user/remove', admin, { reason: 'Gone' })).status).toBe(404);
    expect((await remove(athlete, admin)).status).toBe(403);
    expect((await callApi(siteUrl, 'POST', `/api/admin/admins/${admin.sub}/remove`, undefined, { reason: 'Gone' })).status).toBe(401);
    expect((await callApi(siteUrl, 'POST', `/api/admin/admins/${athlete.sub}/remove`, admin, { reason: '' })).status).toBe(400);
    expect((await callApi(siteUrl, 'GET', '/api/users', admin)).status).toBe(200);
  });
});
