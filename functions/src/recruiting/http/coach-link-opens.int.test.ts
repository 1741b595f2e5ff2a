import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountExportReplySchema } from '@herway/shared/contracts/account';
import { describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { createTestAccount } from '../../testing/accounts';
import { coachLinksOf, openCoachPage, shareWithSchool, tokenOf } from '../../testing/coach-links';
import { addSchool, recruitingCall } from '../../testing/recruiting';

// Counting a coach link's opens on GET /api/shared-profiles/{token} (get-shared-profile), and the
// links in her export and gone with her account.

const siteUrl = inject('siteUrl');

async function athleteWithCoachLink(schoolName: string) {
  const athlete = await createTestAccount();
  const school = await addSchool(siteUrl, athlete.cookie, { name: schoolName });
  const { link } = await shareWithSchool(siteUrl, athlete.cookie, school.id);
  if (!link) throw new Error('No coach link made');
  return { athlete, school, path: link.path };
}

const linkOf = async (cookie: string) => (await coachLinksOf(siteUrl, cookie))[0];

describe('opens of a coach link', () => {
  it('counts page views by people, not bots, not her own, and keeps nothing about the visitor', async () => {
    const { athlete, path } = await athleteWithCoachLink('University of Oregon');
    const before = Date.now();

    expect((await openCoachPage(siteUrl, path)).status).toBe(200);
    expect((await openCoachPage(siteUrl, path, { cookie: (await createTestAccount()).cookie })).status).toBe(200);
    const counted = await linkOf(athlete.cookie);
    expect(counted?.opens).toBe(2);
    expect(Date.parse(counted?.lastOpenedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    for (const userAgent of ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'curl/8.5.0', 'facebookexternalhit/1.1']) {
      expect((await openCoachPage(siteUrl, path, { userAgent })).status).toBe(200);
    }
    // Her own look at her link, signed in, is not a coach's.
    expect((await openCoachPage(siteUrl, path, { cookie: athlete.cookie })).status).toBe(200);
    expect(await linkOf(athlete.cookie)).toEqual(counted);

    const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.coachLink(athlete.sub, counted?.schoolId ?? '') }));
    expect(Object.keys(Item ?? {}).sort()).toEqual(['PK', 'SK', 'createdAt', 'lastOpenedAt', 'opens', 'schoolId', 'schoolName', 'token']);
  });

  it('counts nothing once revoked: the page is a 404 and the item stays gone', async () => {
    const { athlete, path } = await athleteWithCoachLink('Stanford');
    await openCoachPage(siteUrl, path);
    expect((await recruitingCall(siteUrl, 'DELETE', `/api/profile/shares/${tokenOf(path)}`, athlete.cookie)).status).toBe(200);
    expect((await openCoachPage(siteUrl, path)).status).toBe(404);
    expect(await coachLinksOf(siteUrl, athlete.cookie)).toEqual([]);
  });

  it('are in her export with their counts; her account deletion removes the links and their look-ups', async () => {
    const { athlete, school, path } = await athleteWithCoachLink('UCLA');
    await openCoachPage(siteUrl, path);
    const exported = accountExportReplySchema.parse(await (await recruitingCall(siteUrl, 'GET', '/api/account/export', athlete.cookie)).json());
    expect(exported.records.coachLinks).toMatchObject([{ schoolId: school.id, schoolName: 'UCLA', token: tokenOf(path), opens: 1 }]);

    expect((await recruitingCall(siteUrl, 'DELETE', '/api/account', athlete.cookie, { password: athlete.password })).status).toBe(200);
    expect((await openCoachPage(siteUrl, path)).status).toBe(404);
    const [coachLink, lookup] = await Promise.all(
      [keys.coachLink(athlete.sub, school.id), keys.profileShare(createHash('sha256').update(tokenOf(path)).digest('hex'))].map((Key) =>
        dynamoClient().send(new GetCommand({ TableName: tableName(), Key })),
      ),
    );
    expect(coachLink?.Item).toBeUndefined();
    expect(lookup?.Item).toBeUndefined();
  });
});
