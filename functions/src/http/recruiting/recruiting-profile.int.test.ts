import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { profileReplySchema, sharedProfileReplySchema } from '@herway/shared/contracts/recruiting';
import type { RecruitingProfileBody } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../adapters/aws-clients';
import { keys } from '../../adapters/dynamo/keys';
import { tableName } from '../../adapters/dynamo/table';
import { createTestAccount } from '../../testing/accounts';
import { pageRequests, sessionChecks } from '../../testing/dynamo-requests';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { handler as getProfile } from './get-profile';

const siteUrl = inject('siteUrl');
const year = new Date().getUTCFullYear();

function call(method: string, path: string, cookie?: string, body?: unknown) {
  return fetch(`${siteUrl}${path}`, {
    method,
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const fullProfile: RecruitingProfileBody = {
  graduationYear: year + 2,
  sports: 'Soccer',
  position: 'Center back',
  clubTeam: 'Bay Area Breakers ECNL',
  highSchoolTeam: 'Lincoln High Varsity',
  stats: [{ label: '40-yard dash', value: '5.1 s', date: `${year}-05-01` }],
  gpa: 3.8,
  satScore: 1350,
  actScore: null,
  highlightLinks: [
    { url: 'https://www.youtube.com/watch?v=abc123', title: 'Junior season' },
    { url: 'https://www.hudl.com/video/3/123', title: '' },
  ],
  academicInterests: 'Biology, pre-med',
  goals: 'Play Division I soccer and study medicine.',
  targetDivisions: ['ncaa_d1', 'ncaa_d2'],
  targetRegions: ['pacific', 'mountain_west'],
  contactEmail: 'family.contact@example.com',
  contactPhone: '+1 415 555 0100',
  guardianConsent: false,
};

async function profileOf(cookie: string) {
  const response = await call('GET', '/api/profile', cookie);
  expect(response.status).toBe(200);
  return profileReplySchema.parse(await response.json());
}

const sharedPage = (sharePath: string, cookie?: string) => call('GET', `/api/shared-profiles/${sharePath.slice('/p/'.length)}`, cookie);

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

  it('is ONE DynamoDB request', async () => {
    const athlete = await createTestAccount();
    await call('PUT', '/api/profile', athlete.cookie, fullProfile);
    await call('POST', '/api/profile/share', athlete.cookie);
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await getProfile(httpEvent('GET', '/api/profile', { cookies: [athlete.cookie] }), lambdaContext);
      expect(result.statusCode).toBe(200);
      expect(profileReplySchema.parse(JSON.parse(result.body ?? '')).sharing.sharePath).toMatch(/^\/p\/[\w-]{43}$/);
      expect(pageRequests(send)).toHaveLength(1);
      expect(sessionChecks(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});

describe('her coach-facing page /p/{token}', () => {
  it('is off by default, opens signed out once shared, without contact until a guardian agreed, and is gone once revoked', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    await call('PUT', '/api/profile', athlete.cookie, fullProfile);
    expect((await profileOf(athlete.cookie)).sharing.sharePath).toBeNull();

    const shared = profileReplySchema.parse(await (await call('POST', '/api/profile/share', athlete.cookie)).json()).sharing;
    const sharePath = shared.sharePath ?? '';
    expect(sharePath).toMatch(/^\/p\/[\w-]{43}$/);
    // Sharing again keeps the same address.
    expect(profileReplySchema.parse(await (await call('POST', '/api/profile/share', athlete.cookie)).json()).sharing.sharePath).toBe(sharePath);

    const page = await sharedPage(sharePath);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const text = await page.text();
    const view = sharedProfileReplySchema.parse(JSON.parse(text));
    expect(view).toMatchObject({ name: expect.stringContaining('Maya'), graduationYear: year + 2, gpa: 3.8, contact: null });
    expect(view.highlightLinks.map((link) => link.host)).toEqual(['YouTube', 'Hudl']);
    for (const secret of [athlete.email, fullProfile.contactEmail, fullProfile.contactPhone]) expect(text).not.toContain(secret);

    await call('PUT', '/api/profile', athlete.cookie, { ...fullProfile, guardianConsent: true });
    const withConsent = sharedProfileReplySchema.parse(await (await sharedPage(sharePath)).json());
    expect(withConsent.contact).toEqual({ email: fullProfile.contactEmail, phone: fullProfile.contactPhone });

    const revoked = await call('DELETE', '/api/profile/share', athlete.cookie);
    expect(profileReplySchema.parse(await revoked.json()).sharing.sharePath).toBeNull();
    const other = await createTestAccount();
    for (const cookie of [undefined, other.cookie, athlete.cookie]) expect((await sharedPage(sharePath, cookie)).status).toBe(404);

    const again = profileReplySchema.parse(await (await call('POST', '/api/profile/share', athlete.cookie)).json()).sharing.sharePath;
    expect(again).not.toBe(sharePath);
    expect((await sharedPage(sharePath)).status).toBe(404);
    expect((await sharedPage(again ?? '')).status).toBe(200);
  });

  it('a token never given out is a 404, a malformed one a 400 with a sentence', async () => {
    expect((await call('GET', `/api/shared-profiles/${'a'.repeat(43)}`)).status).toBe(404);
    const malformed = await call('GET', '/api/shared-profiles/abc');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toContain('This link is not complete');
  });
});

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
