import { contactConsentReplySchema, familySharingReplySchema } from '@herway/shared/contracts/family';
import { familyAthleteReplySchema } from '@herway/shared/contracts/family-athlete';
import { profileReplySchema, sharedProfileReplySchema } from '@herway/shared/contracts/recruiting';
import { sessionsReplySchema } from '@herway/shared/contracts/dashboard';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openCoachPage, shareWithSchool } from '../../testing/coach-links';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { bookedAthlete, saveSessionNotes } from '../../testing/bookings';
import { linkFamily } from '../../testing/family';
import { fullProfile } from '../../testing/recruiting';

// Also the tests of the athlete's switches (share-session-notes, share-workspace-with-family) and
// of the guardian's contact agreement (set-contact-consent): what the guardian sees is their effect.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const guardianAccount = () => createTestAccount({ group: 'guardian', firstName: 'Dana', lastName: 'Reyes' });
const viewOf = async (guardian: TestAccount | undefined, athleteId: string) => callApi(siteUrl, 'GET', `/api/family/athletes/${athleteId}`, guardian);

async function linkedAthleteWithNotes() {
  const { athlete, booking } = await bookedAthlete(undefined, 'Maya');
  await saveSessionNotes(siteUrl, admin.cookie, athlete, booking.id, {
    notes: 'Film review went well',
    actionItems: [{ text: 'E-mail two coaches', dueDate: '2030-01-15' }],
  });
  const guardian = await guardianAccount();
  const link = await linkFamily(siteUrl, sesUrl, athlete, guardian);
  return { athlete, booking, guardian, link };
}

describe('GET /api/family/athletes/{athleteId}', () => {
  it("shows her linked guardian her package, sessions and action items, without her mentor's notes or workspace until she shares them", async () => {
    const { athlete, booking, guardian } = await linkedAthleteWithNotes();
    const first = await viewOf(guardian, athlete.sub);
    expect(first.status).toBe(200);
    const view = familyAthleteReplySchema.parse(first.json);
    expect(view.athlete).toEqual({ id: athlete.sub, firstName: 'Maya', lastName: 'Athlete' });
    expect(view.packages).toEqual([
      expect.objectContaining({ packageType: 'starter', totalSessions: expect.any(Number), sessionsRemaining: expect.any(Number) }),
    ]);
    expect(view.pastSessions).toEqual([expect.objectContaining({ id: booking.id, status: 'scheduled', mentorName: booking.mentorName })]);
    expect(view.pastSessions[0]?.sharedNotes).toBeUndefined();
    expect(view.openActionItems.map((item) => [item.text, item.dueDate])).toEqual([['E-mail two coaches', '2030-01-15']]);
    expect(view.workspace).toBeNull();
    expect(JSON.stringify(first.json)).not.toContain('Film review');

    const shared = await callApi(siteUrl, 'PUT', `/api/sessions/${booking.id}/family-sharing`, athlete, { shared: true });
    expect(familySharingReplySchema.parse(shared.json).shared).toBe(true);
    const sessions = sessionsReplySchema.parse((await callApi(siteUrl, 'GET', '/api/sessions/user', athlete)).json);
    expect(sessions.find((session) => session.id === booking.id)?.sharedWithFamily).toBe(true);
    const withNotes = familyAthleteReplySchema.parse((await viewOf(guardian, athlete.sub)).json);
    expect(withNotes.pastSessions[0]?.sharedNotes?.notes).toBe('Film review went well');

    await callApi(siteUrl, 'PUT', '/api/profile', athlete, fullProfile);
    const added = await callApi(siteUrl, 'POST', '/api/schools', athlete, { name: 'Stanford University', division: 'ncaa_d1' });
    const { link } = await shareWithSchool(siteUrl, athlete.cookie, String((added.json.school as { id: string }).id));
    expect((await openCoachPage(siteUrl, link?.path ?? '')).status).toBe(200);
    expect((await callApi(siteUrl, 'PUT', '/api/profile/family-sharing', athlete, { shared: true })).status).toBe(200);
    const seen = await viewOf(guardian, athlete.sub);
    const withWorkspace = familyAthleteReplySchema.parse(seen.json);
    // Her school's contact rule and her coach link's count, never the link itself.
    expect(withWorkspace.workspace).toMatchObject({
      sports: 'Soccer',
      schools: [
        {
          name: 'Stanford University',
          contactRule: { opensOn: `${new Date().getUTCFullYear()}-06-15` },
          coachLink: { opens: 1, lastOpenedAt: expect.any(String) },
        },
      ],
    });
    expect(JSON.stringify(seen.json)).not.toContain(link?.path ?? '/p/');

    // Both switches off again: private at once.
    await callApi(siteUrl, 'PUT', `/api/sessions/${booking.id}/family-sharing`, athlete, { shared: false });
    await callApi(siteUrl, 'PUT', '/api/profile/family-sharing', athlete, { shared: false });
    const privateAgain = familyAthleteReplySchema.parse((await viewOf(guardian, athlete.sub)).json);
    expect([privateAgain.pastSessions[0]?.sharedNotes, privateAgain.workspace]).toEqual([undefined, null]);
  });

  it('is 404 for another athlete, another guardian and an ended link; 403 for an athlete; 401 signed out', async () => {
    const { athlete, guardian, link } = await linkedAthleteWithNotes();
    const otherGuardian = await guardianAccount();
    const otherAthlete = await createTestAccount();
    expect(await viewOf(otherGuardian, athlete.sub)).toMatchObject({
      status: 404,
      json: { message: "We couldn't find that athlete among your family links." },
    });
    expect((await viewOf(guardian, otherAthlete.sub)).status).toBe(404);
    expect((await viewOf(athlete, athlete.sub)).status).toBe(403);
    expect((await viewOf(undefined, athlete.sub)).status).toBe(401);
    expect((await viewOf(guardian, 'not/an id')).status).toBe(404);

    await callApi(siteUrl, 'DELETE', `/api/family/links/${link.id}`, athlete);
    expect((await viewOf(guardian, athlete.sub)).status).toBe(404);
  });

  it('her switches refuse a session that is not hers and a guardian', async () => {
    const { athlete, booking, guardian } = await linkedAthleteWithNotes();
    const stranger = await createTestAccount();
    expect(await callApi(siteUrl, 'PUT', `/api/sessions/${booking.id}/family-sharing`, stranger, { shared: true })).toMatchObject({ status: 404 });
    expect((await callApi(siteUrl, 'PUT', `/api/sessions/${booking.id}/family-sharing`, guardian, { shared: true })).status).toBe(403);
    expect(await callApi(siteUrl, 'PUT', `/api/sessions/${booking.id}/family-sharing`, athlete, { shared: 'yes' })).toMatchObject({
      status: 400,
      json: { message: 'Say whether to share it with your family' },
    });
    expect(familyAthleteReplySchema.parse((await viewOf(guardian, athlete.sub)).json).pastSessions[0]?.sharedNotes).toBeUndefined();
  });
});

describe('PUT /api/family/athletes/{athleteId}/contact-consent', () => {
  it('a linked guardian gives and withdraws the contact agreement; her own form cannot change it meanwhile', async () => {
    const { athlete, guardian } = await linkedAthleteWithNotes();
    await callApi(siteUrl, 'PUT', '/api/profile', athlete, fullProfile);
    const share = profileReplySchema.parse((await callApi(siteUrl, 'POST', '/api/profile/share', athlete)).json).sharing.sharePath ?? '';
    const coachView = async () => sharedProfileReplySchema.parse((await callApi(siteUrl, 'GET', `/api/shared-profiles/${share.slice(3)}`)).json).contact;

    // Her own tick does nothing while a guardian holds the agreement.
    const hers = profileReplySchema.parse((await callApi(siteUrl, 'PUT', '/api/profile', athlete, { ...fullProfile, guardianConsent: true })).json);
    expect(hers.contactConsent).toMatchObject({ given: false, heldByGuardian: true });
    expect(await coachView()).toBeNull();

    const given = await callApi(siteUrl, 'PUT', `/api/family/athletes/${athlete.sub}/contact-consent`, guardian, { consent: true });
    expect(given.status).toBe(200);
    expect(contactConsentReplySchema.parse(given.json).contactConsent).toMatchObject({ given: true, givenBy: 'Dana Reyes' });
    expect(await coachView()).toEqual({ email: fullProfile.contactEmail, phone: fullProfile.contactPhone });
    expect(familyAthleteReplySchema.parse((await viewOf(guardian, athlete.sub)).json).contactConsent.given).toBe(true);
    // Her next save keeps it.
    await callApi(siteUrl, 'PUT', '/api/profile', athlete, { ...fullProfile, guardianConsent: false });
    expect(await coachView()).not.toBeNull();

    await callApi(siteUrl, 'PUT', `/api/family/athletes/${athlete.sub}/contact-consent`, guardian, { consent: false });
    expect(await coachView()).toBeNull();
  });

  it('is 404 for a guardian not linked to her, 403 for the athlete herself', async () => {
    const { athlete } = await linkedAthleteWithNotes();
    const other = await guardianAccount();
    expect((await callApi(siteUrl, 'PUT', `/api/family/athletes/${athlete.sub}/contact-consent`, other, { consent: true })).status).toBe(404);
    expect((await callApi(siteUrl, 'PUT', `/api/family/athletes/${athlete.sub}/contact-consent`, athlete, { consent: true })).status).toBe(403);
  });
});
