import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RecruitingProfileBody } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { createTestAccount } from '../../testing/accounts';
import { fullProfile, profileOf as readProfile, recruitingCall } from '../../testing/recruiting';

// Also get-profile's tests: GET /api/profile starting empty and answering what PUT stored is one flow
// here; its one-request budget is in get-profile.int.test.ts.

const siteUrl = inject('siteUrl');
const year = new Date().getUTCFullYear();

const call = (method: string, path: string, cookie?: string, body?: unknown) => recruitingCall(siteUrl, method, path, cookie, body);
const profileOf = (cookie: string) => readProfile(siteUrl, cookie);

describe('her recruiting profile: GET/PUT /api/profile', () => {
  it('starts empty, saves every field and answers what was stored', async () => {
    const athlete = await createTestAccount();
    const empty = await profileOf(athlete.cookie);
    expect(empty.profile).toMatchObject({ graduationYear: null, stats: [], highlightLinks: [], guardianConsent: false, updatedAt: null });
    expect(empty.sharing).toEqual({ sharePath: null, sharedAt: null });

    const saved = await call('PUT', '/api/profile', athlete.cookie, fullProfile);
    expect(saved.status).toBe(200);
    expect((await profileOf(athlete.cookie)).profile).toMatchObject({ ...fullProfile, updatedAt: expect.any(String) });
  });

  it('refuses bad input with the field and its sentence, and stores nothing of it', async () => {
    const athlete = await createTestAccount();
    await call('PUT', '/api/profile', athlete.cookie, fullProfile);
    const cases: Array<[Partial<RecruitingProfileBody>, string, string]> = [
      [{ graduationYear: year + 7 }, 'graduationYear', `Graduation year must be between ${year} and ${year + 6}`],
      [{ graduationYear: year - 1 }, 'graduationYear', `Graduation year must be between ${year} and ${year + 6}`],
      [{ gpa: 5.2 }, 'gpa', 'GPA must be between 0 and 5'],
      [{ stats: Array.from({ length: 21 }, (_, n) => ({ label: `Stat ${n}`, value: '1' })) }, 'stats', 'You can list at most 20 stats'],
      [{ highlightLinks: [{ url: 'http://www.youtube.com/watch?v=abc' }] }, 'highlightLinks.0.url', 'Highlight links must start with https://'],
      [{ contactEmail: 'not-an-address' }, 'contactEmail', 'Contact e-mail must be a valid email address'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call('PUT', '/api/profile', athlete.cookie, { ...fullProfile, goals: 'Changed', ...change });
      expect(response.status, field).toBe(400);
      const body = (await response.json()) as { issues: { field: string; message: string }[] };
      expect(body.issues).toContainEqual({ field, message });
    }
    expect((await profileOf(athlete.cookie)).profile.goals).toBe(fullProfile.goals);
  });
});

// Cross-cutting: the authorization check over every route of her workspace (profile, sharing, schools).
describe('another athlete and a signed-out visitor', () => {
  it('never reach her profile, her sharing or her schools', async () => {
    const owner = await createTestAccount();
    await call('PUT', '/api/profile', owner.cookie, fullProfile);
    await call('POST', '/api/profile/share', owner.cookie);
    const added = (await (await call('POST', '/api/schools', owner.cookie, { name: 'Stanford University' })).json()) as { school: { id: string } };
    const schoolPath = `/api/schools/${added.school.id}`;

    const endpoints: Array<[string, string, unknown?]> = [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile', fullProfile],
      ['POST', '/api/profile/share'],
      ['DELETE', '/api/profile/share'],
      ['GET', '/api/schools'],
      ['POST', '/api/schools', { name: 'Duke University' }],
      ['GET', '/api/schools/export'],
      ['PATCH', schoolPath, { status: 'visit' }],
      ['DELETE', schoolPath],
    ];
    for (const [method, path, body] of endpoints) expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);

    const other = await createTestAccount();
    expect((await call('PATCH', schoolPath, other.cookie, { status: 'visit' })).status).toBe(404);
    expect((await call('DELETE', schoolPath, other.cookie)).status).toBe(404);
    // Her own profile, list and export: nothing of the owner's.
    expect((await profileOf(other.cookie)).profile.goals).toBe('');
    expect(((await (await call('GET', '/api/schools', other.cookie)).json()) as { schools: unknown[] }).schools).toEqual([]);
    expect(await (await call('GET', '/api/schools/export', other.cookie)).text()).not.toContain('Stanford');
    // Her revoking and saving change only her own.
    await call('DELETE', '/api/profile/share', other.cookie);
    await call('PUT', '/api/profile', other.cookie, { goals: 'Mine' });
    const owners = await profileOf(owner.cookie);
    expect(owners.sharing.sharePath).not.toBeNull();
    expect(owners.profile.goals).toBe(fullProfile.goals);
    const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.targetSchool(owner.sub, added.school.id) }));
    expect(Item?.status).toBe('researching');
  });
});
