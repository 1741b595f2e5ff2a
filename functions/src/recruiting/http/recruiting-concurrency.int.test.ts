import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { profileReplySchema, schoolReplySchema } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { createTestAccount } from '../../testing/accounts';

// Cross-cutting: her workspace's writes that a double tap or two tabs send twice at once (the limit of 100 under
// a race is in schools.int.test.ts).

const siteUrl = inject('siteUrl');

function call(method: string, path: string, cookie: string, body?: unknown) {
  return fetch(`${siteUrl}${path}`, {
    method,
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const twice = (send: () => Promise<Response>) => Promise.all([send(), send()]);
const schoolCountOf = async (sub: string) =>
  (await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.recruitingProfile(sub), ConsistentRead: true }))).Item?.schoolCount;

describe('her workspace, the same write twice at once', () => {
  it('two shares give one link, and two revokes leave it revoked', async () => {
    const athlete = await createTestAccount();
    const shares = await twice(() => call('POST', '/api/profile/share', athlete.cookie));
    expect(shares.map((share) => share.status)).toEqual([200, 200]);
    const [first, second] = await Promise.all(shares.map(async (share) => profileReplySchema.parse(await share.json()).sharing.sharePath));
    expect(first).toMatch(/^\/p\/[\w-]{43}$/);
    expect(second).toBe(first);
    expect((await fetch(`${siteUrl}/api/shared-profiles/${first?.slice(3)}`)).status).toBe(200);

    const revokes = await twice(() => call('DELETE', '/api/profile/share', athlete.cookie));
    expect(revokes.map((revoke) => revoke.status)).toEqual([200, 200]);
    expect((await fetch(`${siteUrl}/api/shared-profiles/${first?.slice(3)}`)).status).toBe(404);
  });

  it('two removals of one school remove it once and count it off once', async () => {
    const athlete = await createTestAccount();
    const kept = schoolReplySchema.parse(await (await call('POST', '/api/schools', athlete.cookie, { name: 'Kept' })).json()).school;
    const removed = schoolReplySchema.parse(await (await call('POST', '/api/schools', athlete.cookie, { name: 'Removed' })).json()).school;
    expect(await schoolCountOf(athlete.sub)).toBe(2);
    const answers = await twice(() => call('DELETE', `/api/schools/${removed.id}`, athlete.cookie));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await schoolCountOf(athlete.sub)).toBe(1);
    const list = (await (await call('GET', '/api/schools', athlete.cookie)).json()) as { schools: { id: string }[] };
    expect(list.schools.map((school) => school.id)).toEqual([kept.id]);
  });

  it('two saves of her profile at once leave one of them whole, never a mix', async () => {
    const athlete = await createTestAccount();
    const versions = [
      { sports: 'Soccer', position: 'Keeper', goals: 'Version A' },
      { sports: 'Volleyball', position: 'Setter', goals: 'Version B' },
    ];
    const answers = await Promise.all(versions.map((version) => call('PUT', '/api/profile', athlete.cookie, version)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const { profile } = profileReplySchema.parse(await (await call('GET', '/api/profile', athlete.cookie)).json());
    expect(versions).toContainEqual({ sports: profile.sports, position: profile.position, goals: profile.goals });
  });
});
