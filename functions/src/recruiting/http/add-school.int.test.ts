import { createHash } from 'node:crypto';
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountExportReplySchema } from '@herway/shared/contracts/account';
import { athleteReplySchema } from '@herway/shared/contracts/admin-athletes';
import { schoolReplySchema } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { createTestAccount } from '../../testing/accounts';
import { addSchool, recruitingCall, schoolsOf } from '../../testing/recruiting';

// Also the tests of update-school and delete-school: adding, changing and removing a school are
// one flow below, as are the bad-input and 100-school checks that change or remove what was added.

const siteUrl = inject('siteUrl');

const call = (method: string, path: string, cookie: string, body?: unknown) => recruitingCall(siteUrl, method, path, cookie, body);
const add = (cookie: string, body: Record<string, unknown>) => addSchool(siteUrl, cookie, body);
const listOf = (cookie: string) => schoolsOf(siteUrl, cookie);

async function issuesOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { issues: { field: string; message: string }[] }).issues;
}

/** 99 schools stored directly, with their count, as 99 adds would leave them. */
async function seedSchools(sub: string, count: number) {
  const now = new Date().toISOString();
  const items = Array.from({ length: count }, (_, n) => ({
    ...keys.targetSchool(sub, `seed-${n}`),
    id: `seed-${n}`,
    name: `Seeded ${n}`,
    status: 'researching',
    createdAt: now,
    updatedAt: now,
  }));
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await dynamoClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch } }));
  }
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.recruitingProfile(sub),
      UpdateExpression: 'SET schoolCount = :count',
      ExpressionAttributeValues: { ':count': count },
    }),
  );
}

describe('her school list: /api/schools', () => {
  it('adds, scores, moves and removes schools, with the overall score of the scores she gave', async () => {
    const athlete = await createTestAccount();
    const stanford = await add(athlete.cookie, { name: 'Stanford University', division: 'ncaa_d1' });
    expect(stanford).toMatchObject({ status: 'researching', overallScore: null, athleticFit: null, notes: '' });
    const pomona = await add(athlete.cookie, { name: 'Pomona College', division: 'ncaa_d3', athleticFit: 3, academicFit: 5 });
    expect(pomona.overallScore).toBe(4);

    const changed = await call('PATCH', `/api/schools/${stanford.id}`, athlete.cookie, {
      athleticFit: 5,
      academicFit: 4,
      socialFit: 4,
      financialFit: 2,
      status: 'visit',
      nextStep: 'Unofficial visit',
      nextStepDate: '2027-03-14',
      notes: 'Ask about the biology lab schedule.',
    });
    expect(changed.status).toBe(200);
    expect(schoolReplySchema.parse(await changed.json()).school).toMatchObject({
      status: 'visit',
      overallScore: 3.8,
      nextStepDate: '2027-03-14',
      division: 'ncaa_d1',
    });

    expect((await call('DELETE', `/api/schools/${pomona.id}`, athlete.cookie)).status).toBe(200);
    expect((await call('DELETE', `/api/schools/${pomona.id}`, athlete.cookie)).status).toBe(404);
    expect((await listOf(athlete.cookie)).map((school) => school.name)).toEqual(['Stanford University']);
    const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.recruitingProfile(athlete.sub) }));
    expect(Item?.schoolCount).toBe(1);
  });

  it('refuses bad input with the field and its sentence, and stores nothing of it', async () => {
    const athlete = await createTestAccount();
    expect(await issuesOf(await call('POST', '/api/schools', athlete.cookie, { division: 'ncaa_d1' }))).toContainEqual({
      field: 'name',
      message: 'Enter the school’s name',
    });
    expect(await issuesOf(await call('POST', '/api/schools', athlete.cookie, { name: 'X', athleticFit: 6 }))).toContainEqual({
      field: 'athleticFit',
      message: 'Athletic fit must be a score from 1 to 5',
    });
    const school = await add(athlete.cookie, { name: 'Duke University' });
    const path = `/api/schools/${school.id}`;
    expect(await issuesOf(await call('PATCH', path, athlete.cookie, { status: 'maybe' }))).toContainEqual({
      field: 'status',
      message: 'Choose a status from the list',
    });
    expect(await issuesOf(await call('PATCH', path, athlete.cookie, { nextStepDate: 'next week' }))).toContainEqual({
      field: 'nextStepDate',
      message: 'The next step date must be a date',
    });
    expect(await issuesOf(await call('PATCH', path, athlete.cookie, { financialFit: 0, notes: 'kept out' }))).toContainEqual({
      field: 'financialFit',
      message: 'Financial fit must be a score from 1 to 5',
    });
    expect(await listOf(athlete.cookie)).toMatchObject([{ name: 'Duke University', status: 'researching', financialFit: null, notes: '' }]);
  });

  it('holds at most 100: two adds at once at 99 leave exactly 100', async () => {
    const athlete = await createTestAccount();
    await seedSchools(athlete.sub, 99);
    const answers = await Promise.all(['Race one', 'Race two'].map((name) => call('POST', '/api/schools', athlete.cookie, { name })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(((await refused?.json()) as { message: string }).message).toContain('already has 100 schools');
    expect(await listOf(athlete.cookie)).toHaveLength(100);
    // One removed, one may be added again.
    expect((await call('DELETE', '/api/schools/seed-0', athlete.cookie)).status).toBe(200);
    await add(athlete.cookie, { name: 'After one left' });
    expect(await listOf(athlete.cookie)).toHaveLength(100);
  });
});

// Cross-cutting: her schools on the admin athlete page, in export-account and gone with delete-account.
describe('her recruiting data elsewhere', () => {
  it('is on her admin page, in her export, and deleted with her account (her shared page too)', async () => {
    const athlete = await createTestAccount();
    await call('PUT', '/api/profile', athlete.cookie, { goals: 'Play in college', gpa: 3.5 });
    const sharePath = ((await (await call('POST', '/api/profile/share', athlete.cookie)).json()) as { sharing: { sharePath: string } }).sharing.sharePath;
    await add(athlete.cookie, { name: 'UCLA', division: 'ncaa_d1' });

    const admin = await createTestAccount({ group: 'admin' });
    const page = athleteReplySchema.parse(await (await call('GET', `/api/admin/athletes/${athlete.sub}`, admin.cookie)).json());
    expect(page.recruiting).toMatchObject({ profile: { goals: 'Play in college', gpa: 3.5 }, shared: true, schools: [{ name: 'UCLA' }] });

    const exported = accountExportReplySchema.parse(await (await call('GET', '/api/account/export', athlete.cookie)).json());
    expect(exported.records.recruitingProfile).toMatchObject([{ goals: 'Play in college', gpa: 3.5 }]);
    expect(exported.records.targetSchools).toMatchObject([{ name: 'UCLA', division: 'ncaa_d1' }]);

    const deleted = await call('DELETE', '/api/account', athlete.cookie, { password: athlete.password });
    expect(deleted.status).toBe(200);
    const token = sharePath.slice('/p/'.length);
    expect((await fetch(`${siteUrl}/api/shared-profiles/${token}`)).status).toBe(404);
    const [recruiting, lookup] = await Promise.all(
      [keys.recruitingProfile(athlete.sub), keys.profileShare(createHash('sha256').update(token).digest('hex'))].map((Key) =>
        dynamoClient().send(new GetCommand({ TableName: tableName(), Key })),
      ),
    );
    expect(recruiting?.Item).toBeUndefined();
    expect(lookup?.Item).toBeUndefined();
  });
});
