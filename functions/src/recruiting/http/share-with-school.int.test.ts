import { sharedProfileReplySchema } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { coachLinksOf, openCoachPage, shareWithSchool, tokenOf } from '../../testing/coach-links';
import { addSchool, fullProfile, recruitingCall } from '../../testing/recruiting';

// Also the tests of list-coach-links and revoke-coach-link: making, listing and revoking a coach
// link are one flow. Counting its opens is in coach-link-opens.int.test.ts.

const siteUrl = inject('siteUrl');

const call = (method: string, path: string, cookie?: string) => recruitingCall(siteUrl, method, path, cookie);

describe('her coach link for a school', () => {
  it('is made once (201, then 200 with the same link), listed, opens her page naming the school, and is gone once revoked', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    await recruitingCall(siteUrl, 'PUT', '/api/profile', athlete.cookie, fullProfile);
    const oregon = await addSchool(siteUrl, athlete.cookie, { name: 'University of Oregon', division: 'ncaa_d1' });
    expect(await coachLinksOf(siteUrl, athlete.cookie)).toEqual([]);

    const made = await shareWithSchool(siteUrl, athlete.cookie, oregon.id);
    expect(made.status).toBe(201);
    expect(made.link).toMatchObject({ schoolId: oregon.id, schoolName: 'University of Oregon', opens: 0, lastOpenedAt: null });
    expect(made.link?.path).toMatch(/^\/p\/[\w-]{43}$/);
    const again = await shareWithSchool(siteUrl, athlete.cookie, oregon.id);
    expect(again).toEqual({ status: 200, link: made.link });
    expect(await coachLinksOf(siteUrl, athlete.cookie)).toEqual([made.link]);

    const path = made.link?.path ?? '';
    const page = await openCoachPage(siteUrl, path);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const view = sharedProfileReplySchema.parse(await page.json());
    expect(view).toMatchObject({ name: expect.stringContaining('Maya'), forSchool: 'University of Oregon', gpa: 3.8, contact: null });

    // Her single profile link names no school.
    await call('POST', '/api/profile/share', athlete.cookie);
    const profileLink = ((await (await call('GET', '/api/profile', athlete.cookie)).json()) as { sharing: { sharePath: string } }).sharing.sharePath;
    expect(sharedProfileReplySchema.parse(await (await openCoachPage(siteUrl, profileLink)).json()).forSchool).toBeUndefined();

    expect((await call('DELETE', `/api/profile/shares/${tokenOf(path)}`, athlete.cookie)).status).toBe(200);
    expect((await openCoachPage(siteUrl, path)).status).toBe(404);
    expect(await coachLinksOf(siteUrl, athlete.cookie)).toEqual([]);
    expect((await call('DELETE', `/api/profile/shares/${tokenOf(path)}`, athlete.cookie)).status).toBe(404);
    // Her profile link is not a coach link: it is not revoked here.
    expect((await call('DELETE', `/api/profile/shares/${tokenOf(profileLink)}`, athlete.cookie)).status).toBe(404);
    expect((await openCoachPage(siteUrl, profileLink)).status).toBe(200);

    const next = await shareWithSchool(siteUrl, athlete.cookie, oregon.id);
    expect(next.status).toBe(201);
    expect(next.link?.path).not.toBe(path);
  });

  it('is revoked with its school when she removes the school from her list', async () => {
    const athlete = await createTestAccount();
    const school = await addSchool(siteUrl, athlete.cookie, { name: 'Duke' });
    const path = (await shareWithSchool(siteUrl, athlete.cookie, school.id)).link?.path ?? '';
    expect((await call('DELETE', `/api/schools/${school.id}`, athlete.cookie)).status).toBe(200);
    expect((await openCoachPage(siteUrl, path)).status).toBe(404);
    expect(await coachLinksOf(siteUrl, athlete.cookie)).toEqual([]);
  });

  it('is one link however many requests ask at once', async () => {
    const athlete = await createTestAccount();
    const school = await addSchool(siteUrl, athlete.cookie, { name: 'Stanford' });
    const answers = await Promise.all([1, 2, 3].map(() => shareWithSchool(siteUrl, athlete.cookie, school.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.link?.path)).size).toBe(1);
    expect(await coachLinksOf(siteUrl, athlete.cookie)).toHaveLength(1);
  });

  it('is hers alone: another athlete gets 404, a guardian 403, a signed-out caller 401; a bad token is a 400', async () => {
    const athlete = await createTestAccount();
    const school = await addSchool(siteUrl, athlete.cookie, { name: 'Pomona' });
    const path = (await shareWithSchool(siteUrl, athlete.cookie, school.id)).link?.path ?? '';
    const other = await createTestAccount();
    const guardian = await createTestAccount({ group: 'guardian' });

    expect((await shareWithSchool(siteUrl, other.cookie, school.id)).status).toBe(404);
    expect((await call('DELETE', `/api/profile/shares/${tokenOf(path)}`, other.cookie)).status).toBe(404);
    expect(await coachLinksOf(siteUrl, other.cookie)).toEqual([]);
    expect((await shareWithSchool(siteUrl, athlete.cookie, 'no-such-school')).status).toBe(404);
    for (const [cookie, status] of [
      [guardian.cookie, 403],
      [undefined, 401],
    ] as const) {
      expect((await shareWithSchool(siteUrl, cookie, school.id)).status).toBe(status);
      expect((await call('GET', '/api/profile/shares', cookie)).status).toBe(status);
      expect((await call('DELETE', `/api/profile/shares/${tokenOf(path)}`, cookie)).status).toBe(status);
    }
    const malformed = await call('DELETE', '/api/profile/shares/abc', athlete.cookie);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toContain('This link is not complete');
    // Still live after all that.
    expect((await openCoachPage(siteUrl, path)).status).toBe(200);
  });
});
