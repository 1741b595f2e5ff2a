import { timelineReplySchema } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { addSchool, fullProfile, recruitingCall } from '../../testing/recruiting';

const siteUrl = inject('siteUrl');
const year = new Date().getUTCFullYear();

async function timelineOf(account: Parameters<typeof callApi>[3]) {
  const answer = await callApi(siteUrl, 'GET', '/api/recruiting/timeline', account);
  return { status: answer.status, reply: answer.status === 200 ? timelineReplySchema.parse(answer.json) : undefined };
}

describe('GET /api/recruiting/timeline', () => {
  it('dates her steps from her sport, class and the divisions of her list and profile, with the compliance note', async () => {
    const athlete = await createTestAccount();
    const profile = { ...fullProfile, sports: 'Softball', graduationYear: year + 3, targetDivisions: ['ncaa_d2'] };
    expect((await recruitingCall(siteUrl, 'PUT', '/api/profile', athlete.cookie, profile)).status).toBe(200);
    await addSchool(siteUrl, athlete.cookie, { name: 'Oregon', division: 'ncaa_d1' });

    const { reply } = await timelineOf(athlete);
    const byKey = Object.fromEntries((reply?.steps ?? []).map((step) => [step.key, step]));
    expect(byKey['contact-ncaa-d1-september']?.date).toBe(`${year + 1}-09-01`);
    expect(byKey['contact-ncaa-d2']?.date).toBe(`${year + 1}-06-15`);
    expect(byKey['eligibility-center']?.date).toBe(`${year}-09-01`);
    expect(byKey['official-visits']?.date).toBe(`${year + 1}-09-01`);
    expect(reply?.steps.map((step) => step.date)).toEqual([...(reply?.steps ?? [])].map((step) => step.date).sort());
    expect(reply?.complianceNote).toContain('compliance office');
  });

  it('has no steps until her profile has a graduation year; guardians and signed-out callers cannot read it', async () => {
    const athlete = await createTestAccount();
    await addSchool(siteUrl, athlete.cookie, { name: 'Oregon', division: 'ncaa_d1' });
    expect((await timelineOf(athlete)).reply).toMatchObject({ graduationYear: null, steps: [] });
    expect((await timelineOf(await createTestAccount({ group: 'guardian' }))).status).toBe(403);
    expect((await timelineOf(undefined)).status).toBe(401);
  });
});
