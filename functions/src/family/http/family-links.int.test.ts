import { familyInviteReplySchema, familyInviteSummarySchema } from '@herway/shared/contracts/family';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { auditEntriesBy, callApi } from '../../testing/admin-calls';
import { emailsTo } from '../../testing/emails';
import { familyOf, inviteTokenSentTo, linkFamily } from '../../testing/family';
import { storeInvite } from '../store/invite-repo';

// Also the tests of create-invite, get-invite, accept-invite and end-link: inviting, accepting and
// ending a link are one flow, from both sides.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');
const DAY = 24 * 60 * 60 * 1000;

const guardianAccount = (firstName = 'Dana') => createTestAccount({ group: 'guardian', firstName, email: `parent-${crypto.randomUUID()}@example.com` });
const invite = (from: TestAccount, email: string) => callApi(siteUrl, 'POST', '/api/family/invites', from, { email });
const accept = (account: TestAccount | undefined, token: string) => callApi(siteUrl, 'POST', '/api/family/accept', account, { token });

describe('family invitations and links', () => {
  it('an athlete invites her parent by e-mail; the parent reads the invitation, accepts it once, and both see the link', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const parent = await guardianAccount('Dana');
    const sent = await invite(athlete, parent.email.toUpperCase());
    expect(sent.status).toBe(201);
    expect(familyInviteReplySchema.parse(sent.json).invite.email).toBe(parent.email);
    const [email] = await emailsTo(sesUrl, parent.email);
    expect(email?.subject).toContain('invited you to link your HerWay accounts');
    expect(email?.body.text).toContain('Maya');
    expect((await familyOf(siteUrl, athlete)).invites.map((pending) => pending.email)).toEqual([parent.email]);

    const token = await inviteTokenSentTo(sesUrl, parent.email);
    const summary = await callApi(siteUrl, 'GET', `/api/family/invites/${token}`);
    expect(familyInviteSummarySchema.parse(summary.json)).toMatchObject({ inviterFirstName: 'Maya', invitedAs: 'guardian', email: parent.email });

    const accepted = await accept(parent, token);
    expect(accepted.status).toBe(200);
    expect(accepted.json.message).toBe('You are now linked with Maya.');
    const athleteSide = await familyOf(siteUrl, athlete);
    expect(athleteSide.links).toEqual([expect.objectContaining({ role: 'guardian', userId: parent.sub, firstName: 'Dana', email: parent.email })]);
    expect(athleteSide.invites).toEqual([]);
    const parentSide = await familyOf(siteUrl, parent);
    expect(parentSide).toMatchObject({
      accountType: 'guardian',
      links: [expect.objectContaining({ role: 'athlete', userId: athlete.sub, firstName: 'Maya' })],
    });
    expect(parentSide.links[0]?.id).toBe(athleteSide.links[0]?.id);

    // The same link again is its link (a double click); for anyone else it is spent.
    expect((await accept(parent, token)).status).toBe(200);
    const other = await guardianAccount();
    expect(await accept(other, token)).toMatchObject({ status: 409, json: { message: expect.stringContaining('already been used') } });
    expect((await callApi(siteUrl, 'GET', `/api/family/invites/${token}`)).status).toBe(409);
    // Inviting her again: a sentence, no second invitation.
    expect(await invite(athlete, parent.email)).toMatchObject({ status: 409, json: { message: `You are already linked with ${parent.email}.` } });
    expect((await familyOf(siteUrl, athlete)).links).toHaveLength(1);
  });

  it('works the other way round: a parent invites the athlete, and the athlete accepts', async () => {
    const parent = await guardianAccount('Lee');
    const athlete = await createTestAccount({ firstName: 'Ava', email: `ava-${crypto.randomUUID()}@example.com` });
    expect((await invite(parent, athlete.email)).status).toBe(201);
    const token = await inviteTokenSentTo(sesUrl, athlete.email);
    expect(familyInviteSummarySchema.parse((await callApi(siteUrl, 'GET', `/api/family/invites/${token}`)).json).invitedAs).toBe('athlete');
    expect(await accept(athlete, token)).toMatchObject({ status: 200, json: { link: { role: 'guardian', userId: parent.sub } } });
  });

  it('accepts only for the invited address and the other account type, and refuses expired and unknown links in a sentence', async () => {
    const athlete = await createTestAccount({ firstName: 'Zoe' });
    const parent = await guardianAccount();
    await invite(athlete, parent.email);
    const token = await inviteTokenSentTo(sesUrl, parent.email);
    const stranger = await guardianAccount();
    expect(await accept(stranger, token)).toMatchObject({
      status: 403,
      json: { message: `This invitation was sent to ${parent.email}. Sign in with that address to accept it.` },
    });
    const anotherAthlete = await createTestAccount();
    expect(await accept(anotherAthlete, token)).toMatchObject({ status: 409, json: { message: expect.stringContaining('for a parent or guardian account') } });
    expect(await accept(athlete, token)).toMatchObject({ status: 400, json: { message: expect.stringContaining('your own invitation') } });
    expect((await accept(undefined, token)).status).toBe(401);

    // Sent eight days ago on the same clock the service reads: its 7 days are over.
    const { token: stale } = await storeInvite({
      inviterId: athlete.sub,
      inviterRole: 'athlete',
      inviterFirstName: 'Zoe',
      email: stranger.email,
      now: new Date(Date.now() - 8 * DAY),
      validUntil: new Date(Date.now() - DAY),
    });
    expect(await accept(stranger, stale)).toMatchObject({
      status: 409,
      json: { message: expect.stringMatching(/^This invitation expired on .+\. Ask Zoe to send a new one\.$/) },
    });
    const unknown = 'A'.repeat(43);
    expect(await accept(parent, unknown)).toMatchObject({ status: 404, json: { message: 'This invitation link is not valid. Ask for a new invitation.' } });
    expect(await accept(parent, 'short')).toMatchObject({ status: 400 });
    // The expired invitation is not listed as open.
    expect((await familyOf(siteUrl, athlete)).invites.map((pending) => pending.email)).toEqual([parent.email]);
  });

  it('refuses to invite herself, an account of the same type, and a third guardian', async () => {
    const athlete = await createTestAccount();
    expect(await invite(athlete, athlete.email)).toMatchObject({ status: 400, json: { message: expect.stringContaining('your own address') } });
    const otherAthlete = await createTestAccount();
    expect(await invite(athlete, otherAthlete.email)).toMatchObject({
      status: 409,
      json: { message: expect.stringContaining('is not a parent or guardian account') },
    });
    expect(await invite(athlete, 'not an address')).toMatchObject({ status: 400, json: { message: 'Invalid email address' } });
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
    expect(await invite(athlete, `third-${crypto.randomUUID()}@example.com`)).toMatchObject({
      status: 409,
      json: { message: expect.stringContaining('two parents or guardians linked') },
    });
  });

  it('a guardian links several athletes (siblings)', async () => {
    const parent = await guardianAccount();
    const [first, second] = [await createTestAccount({ firstName: 'Ana' }), await createTestAccount({ firstName: 'Bea' })];
    await linkFamily(siteUrl, sesUrl, first, parent);
    await linkFamily(siteUrl, sesUrl, second, parent);
    expect((await familyOf(siteUrl, parent)).links.map((link) => link.firstName).sort()).toEqual(['Ana', 'Bea']);
  });

  it('refuses anonymous callers and other account kinds', async () => {
    for (const [method, path] of [
      ['GET', '/api/family'],
      ['POST', '/api/family/invites'],
      ['DELETE', '/api/family/links/some-link'],
    ] as const) {
      expect((await callApi(siteUrl, method, path, undefined, { email: 'a@example.com' })).status).toBe(401);
    }
    const admin = await createTestAccount({ group: 'admin' });
    expect((await callApi(siteUrl, 'GET', '/api/family', admin)).status).toBe(403);
  });
});

describe('ending a link', () => {
  it('either side ends it at once; a second end, or a link that is not hers, is 404; the audit log records both', async () => {
    const athlete = await createTestAccount();
    const parent = await guardianAccount();
    const link = await linkFamily(siteUrl, sesUrl, athlete, parent);
    const stranger = await createTestAccount();
    expect(await callApi(siteUrl, 'DELETE', `/api/family/links/${link.id}`, stranger)).toMatchObject({
      status: 404,
      json: { message: 'This family link has already ended.' },
    });

    expect(await callApi(siteUrl, 'DELETE', `/api/family/links/${link.id}`, parent)).toMatchObject({ status: 200, json: { message: 'The link has ended.' } });
    expect((await familyOf(siteUrl, athlete)).links).toEqual([]);
    expect((await familyOf(siteUrl, parent)).links).toEqual([]);
    expect((await callApi(siteUrl, 'DELETE', `/api/family/links/${link.id}`, athlete)).status).toBe(404);

    const admin = await createTestAccount({ group: 'admin' });
    const actions = [...(await auditEntriesBy(siteUrl, admin, parent.sub))].map((entry) => [entry.action, entry.targetId]);
    expect(actions).toEqual([
      ['family.unlink', link.id],
      ['family.link', link.id],
    ]);
    // Her count went down with it: two new guardians still fit.
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
  });
});

describe('family links under concurrency', () => {
  it('two accepts of one token at once make one link', async () => {
    const athlete = await createTestAccount();
    const parent = await guardianAccount();
    await invite(athlete, parent.email);
    const token = await inviteTokenSentTo(sesUrl, parent.email);
    const answers = await Promise.all([accept(parent, token), accept(parent, token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await familyOf(siteUrl, athlete)).links).toHaveLength(1);
    expect((await familyOf(siteUrl, parent)).links).toHaveLength(1);
  });

  it('two guardians accepting at once for an athlete with one already linked: one more link, the other told why', async () => {
    const athlete = await createTestAccount({ firstName: 'Ivy' });
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
    const [second, third] = [await guardianAccount(), await guardianAccount()];
    await invite(athlete, second.email);
    await invite(athlete, third.email);
    const tokens = await Promise.all([inviteTokenSentTo(sesUrl, second.email), inviteTokenSentTo(sesUrl, third.email)]);
    const answers = await Promise.all([accept(second, tokens[0]), accept(third, tokens[1])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json.message).toBe(
      'Ivy already has two parents or guardians linked. One of those links must end before another can be added.',
    );
    expect((await familyOf(siteUrl, athlete)).links).toHaveLength(2);
  });

  it('both sides ending one link at once: one ends it, the other is told it has ended', async () => {
    const athlete = await createTestAccount();
    const parent = await guardianAccount();
    const link = await linkFamily(siteUrl, sesUrl, athlete, parent);
    const answers = await Promise.all([
      callApi(siteUrl, 'DELETE', `/api/family/links/${link.id}`, athlete),
      callApi(siteUrl, 'DELETE', `/api/family/links/${link.id}`, parent),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    // The count is exact: two new links still fit.
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
  });
});
