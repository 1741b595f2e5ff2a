import { schoolListReplySchema } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { createTestAccount } from '../../testing/accounts';
import { addSchool, fullProfile, recruitingCall, schoolsOf } from '../../testing/recruiting';
import { pageRequests, sessionChecks } from '../../testing/dynamo-requests';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { handler as listSchools } from './list-schools';

const siteUrl = inject('siteUrl');

const add = (cookie: string, body: Record<string, unknown>) => addSchool(siteUrl, cookie, body);
const year = new Date().getUTCFullYear();

async function saveProfile(cookie: string, changes: Partial<typeof fullProfile>): Promise<void> {
  expect((await recruitingCall(siteUrl, 'PUT', '/api/profile', cookie, { ...fullProfile, ...changes })).status).toBe(200);
}

describe('GET /api/schools', () => {
  it('is ONE DynamoDB request for the list', async () => {
    const athlete = await createTestAccount();
    for (const name of ['A', 'B', 'C']) await add(athlete.cookie, { name });
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await listSchools(httpEvent('GET', '/api/schools', { cookies: [athlete.cookie] }), lambdaContext);
      expect(result.statusCode).toBe(200);
      expect(schoolListReplySchema.parse(JSON.parse(result.body ?? '')).schools).toHaveLength(3);
      expect(pageRequests(send)).toHaveLength(1);
      expect(sessionChecks(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });

  it('gives each school when its coaches may contact her, from her sport and class, with the rule and its sources', async () => {
    const athlete = await createTestAccount();
    await saveProfile(athlete.cookie, { sports: 'Softball', graduationYear: year + 4 });
    for (const [name, division] of [
      ['Oregon', 'ncaa_d1'],
      ['Chico State', 'ncaa_d2'],
      ['Pomona', 'ncaa_d3'],
      ['Somewhere', null],
    ] as const) {
      await add(athlete.cookie, { name, division });
    }
    const rules = Object.fromEntries((await schoolsOf(siteUrl, athlete.cookie)).map((school) => [school.name, school.contactRule]));
    // Softball: Division I's September 1 of junior year; Division II's June 15 after sophomore year.
    expect(rules.Oregon).toMatchObject({ status: 'not_yet', opensOn: `${year + 2}-09-01` });
    expect(rules.Oregon?.summary).toContain('September 1 of junior year');
    expect(rules.Oregon?.sources[0]?.url).toMatch(/^https:\/\//);
    expect(rules['Chico State']).toMatchObject({ status: 'not_yet', opensOn: `${year + 2}-06-15` });
    expect(rules.Pomona).toMatchObject({ status: 'no_date', opensOn: null });
    expect(rules.Somewhere).toBeNull();
  });

  it('says open for a senior and unknown while her profile has no graduation year', async () => {
    const senior = await createTestAccount();
    await saveProfile(senior.cookie, { sports: 'Soccer', graduationYear: year });
    await add(senior.cookie, { name: 'Stanford', division: 'ncaa_d1' });
    expect((await schoolsOf(siteUrl, senior.cookie))[0]?.contactRule).toMatchObject({ status: 'open', opensOn: `${year - 2}-06-15` });

    const noYear = await createTestAccount();
    await add(noYear.cookie, { name: 'Stanford', division: 'ncaa_d1' });
    expect((await schoolsOf(siteUrl, noYear.cookie))[0]?.contactRule).toMatchObject({ status: 'unknown', opensOn: null });
  });

  it('reads her profile in the same one request as her list', async () => {
    const athlete = await createTestAccount();
    await saveProfile(athlete.cookie, { sports: 'Soccer', graduationYear: year + 1 });
    await add(athlete.cookie, { name: 'UCLA', division: 'ncaa_d1' });
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await listSchools(httpEvent('GET', '/api/schools', { cookies: [athlete.cookie] }), lambdaContext);
      const [school] = schoolListReplySchema.parse(JSON.parse(result.body ?? '')).schools;
      expect(school?.contactRule?.opensOn).toBe(`${year - 1}-06-15`);
      expect(pageRequests(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});
