import { randomUUID } from 'node:crypto';
import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import { dashboardReplySchema, sessionsReplySchema } from '@herway/shared/contracts/dashboard';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../../kernel/aws-clients';
import { readSessionNotes } from '../../../bookings/store/mentor-notes-repo';
import { queryPartition } from '../../../kernel/store/table';
import { keys } from '../../../kernel/store/keys';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesAbout } from '../../../testing/admin-actions';
import { bookedAthlete as athleteBookedAt, notesOf, saveSessionNotes } from '../../../testing/bookings';
import { jsonHeaders } from '../../../testing/content';
import { pageRequests } from '../../../testing/dynamo-requests';
import { httpEvent, lambdaContext } from '../../../testing/http-event';
import { activeMentors } from '../../../bookings/mentor-directory';
import { handler as getDashboard } from '../../../dashboard/http/get-dashboard';
import { handler as listSessions } from '../../../bookings/http/list-sessions';

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');
const HOUR = 3600_000;

let admin: TestAccount;
let otherAdmin: TestAccount;
beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount({ group: 'admin' })]);
});

const bookedAthlete = (start?: Date) => athleteBookedAt(start, 'Nia');
const saveNotes = (athlete: TestAccount, bookingId: string, body: Record<string, unknown>, cookie = admin.cookie) =>
  saveSessionNotes(siteUrl, cookie, athlete, bookingId, body);

const tick = (itemId: string, cookie: string, done = true) =>
  fetch(`${siteUrl}/api/action-items/${itemId}`, { method: 'PATCH', headers: jsonHeaders(siteUrl, cookie), body: JSON.stringify({ done }) });

async function emailsTo(address: string): Promise<{ subject: string; body: { text?: string } }[]> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as {
    emails: { subject: string; destination: { to: string[] }; body: { text?: string } }[];
  };
  return emails.filter((email) => email.destination.to.includes(address));
}

async function getJson(path: string, cookie: string) {
  const response = await fetch(`${siteUrl}${path}`, { headers: { Cookie: cookie } });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('POST /api/admin/bookings/{userId}/{bookingId}/notes', () => {
  it('saves notes with action items, audited without their words; she sees them, is e-mailed once, and a retry changes nothing', async () => {
    const { athlete, booking } = await bookedAthlete();
    const requestId = randomUUID();
    const body = {
      notes: 'Strong first touch. Work on the weak foot.',
      actionItems: [{ text: 'Film one full game', dueDate: '2026-12-01' }, { text: 'Email two coaches' }],
      requestId,
    };
    const answer = await saveNotes(athlete, booking.id, body);
    expect([answer.status, answer.json.message]).toEqual([200, 'Notes saved; she was e-mailed']);
    const notes = notesOf(athleteActionReplySchema.parse(answer.json), booking.id);
    expect(notes).toMatchObject({ version: 1, notes: body.notes });
    expect(notes?.actionItems.map((item) => [item.text, item.dueDate, item.doneAt])).toEqual([
      ['Film one full game', '2026-12-01', null],
      ['Email two coaches', null, null],
    ]);

    const [email, ...more] = await emailsTo(athlete.email);
    expect(more).toHaveLength(0);
    expect(email?.subject).toMatch(/^Notes from your HerWay session/);
    expect(email?.body.text).toContain('• Film one full game (due Tuesday, December 1, 2026)');

    const [entry, ...others] = await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${booking.id}`);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'booking.notes', targetType: 'booking', before: null, after: { version: 1, notesCharacters: body.notes.length } });
    expect(JSON.stringify(entry)).not.toContain('weak foot');

    const sessions = sessionsReplySchema.parse((await getJson('/api/sessions/user', athlete.cookie)).json);
    expect(sessions[0]?.mentorNotes).toEqual(notes);
    const dashboard = dashboardReplySchema.parse((await getJson('/api/dashboard', athlete.cookie)).json);
    expect(dashboard.openActionItems?.map((item) => item.text)).toEqual(['Film one full game', 'Email two coaches']);

    // The same save sent again (a retry after a lost answer): answered as saved, nothing written, no second e-mail.
    const retry = await saveNotes(athlete, booking.id, body);
    expect([retry.status, retry.json.message]).toEqual([200, 'Notes saved']);
    expect((await readSessionNotes(athlete.sub, booking.id))?.notes.version).toBe(1);
    expect(await emailsTo(athlete.email)).toHaveLength(1);
    expect(await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${booking.id}`)).toHaveLength(1);
  });

  it('an edit keeps items by id with her ticks, adds and removes; a save over a version it did not see is refused', async () => {
    const { athlete, booking } = await bookedAthlete();
    const first = athleteActionReplySchema.parse(
      (await saveNotes(athlete, booking.id, { notes: 'Notes', actionItems: [{ text: 'Keep me' }, { text: 'Drop me' }] })).json,
    );
    const [keep, drop] = notesOf(first, booking.id)?.actionItems ?? [];
    if (!keep || !drop) throw new Error('The items were not saved');
    expect((await tick(keep.id, athlete.cookie)).status).toBe(200);

    const edit = await saveNotes(athlete, booking.id, {
      notes: 'Notes',
      actionItems: [{ id: keep.id, text: 'Keep me, reworded', dueDate: '2026-12-24' }, { text: 'Brand new' }],
      version: 1,
    });
    expect([edit.status, edit.json.message]).toEqual([200, 'Notes saved; she was e-mailed']);
    const edited = notesOf(athleteActionReplySchema.parse(edit.json), booking.id);
    expect(edited?.version).toBe(2);
    expect(edited?.actionItems.map((item) => [item.id === keep.id, item.text, item.dueDate, item.doneAt !== null])).toEqual([
      [true, 'Keep me, reworded', '2026-12-24', true],
      [false, 'Brand new', null, false],
    ]);
    const stored = await queryPartition(keys.userCollection(athlete.sub).PK);
    expect(stored.filter((item) => String(item.SK).startsWith('ACTION#'))).toHaveLength(2);
    expect(stored.some((item) => item.SK === `ACTION#${drop.id}`)).toBe(false);

    const stale = await saveNotes(athlete, booking.id, { notes: 'Written over version 1', version: 1 });
    expect([stale.status, stale.json.message]).toEqual([
      409,
      'Another admin saved notes on this session while you were writing, so yours were not saved. Reload the page to see theirs, then add yours.',
    ]);
    expect((await readSessionNotes(athlete.sub, booking.id))?.notes).toMatchObject({ version: 2, notes: 'Notes' });
    // Only a save that adds something e-mails her: the reworded keep did not, the new item did.
    const quiet = await saveNotes(athlete, booking.id, { notes: 'Notes', actionItems: [{ id: keep.id, text: 'Keep me' }], version: 2 });
    expect([quiet.status, quiet.json.message]).toEqual([200, 'Notes saved']);
    expect(await emailsTo(athlete.email)).toHaveLength(2);
  });

  it('two admins saving at once: one is saved and e-mailed, the other refused, never a mix', async () => {
    const { athlete, booking } = await bookedAthlete();
    const answers = await Promise.all(
      [admin, otherAdmin].map((who, index) =>
        saveNotes(athlete, booking.id, { notes: `From admin ${index}`, actionItems: [{ text: `Item of admin ${index}` }] }, who.cookie),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const stored = await readSessionNotes(athlete.sub, booking.id);
    expect(stored?.notes).toMatchObject({ version: 1, notes: `From admin ${winner}` });
    expect(stored?.items.map((item) => item.text)).toEqual([`Item of admin ${winner}`]);
    const items = (await queryPartition(keys.userCollection(athlete.sub).PK)).filter((item) => String(item.SK).startsWith('ACTION#'));
    expect(items).toHaveLength(1);
    expect(await emailsTo(athlete.email)).toHaveLength(1);
    expect(await auditEntriesAbout(siteUrl, admin.cookie, `${athlete.sub}/${booking.id}`)).toHaveLength(1);
  });

  it('the same save sent twice at once (a double click) is saved and e-mailed once', async () => {
    const { athlete, booking } = await bookedAthlete();
    const body = { notes: 'Once', requestId: randomUUID() };
    const answers = await Promise.all([saveNotes(athlete, booking.id, body), saveNotes(athlete, booking.id, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await readSessionNotes(athlete.sub, booking.id))?.notes.version).toBe(1);
    expect(await emailsTo(athlete.email)).toHaveLength(1);
  });

  it('refuses bad input with a readable message and stores nothing', async () => {
    const { athlete, booking } = await bookedAthlete();
    const cases: [string, Record<string, unknown>, number, string][] = [
      [booking.id, { notes: '  ', actionItems: [] }, 400, 'Write the notes or at least one action item'],
      [
        booking.id,
        { notes: 'x', actionItems: Array.from({ length: 21 }, (_, n) => ({ text: `Item ${n}` })) },
        400,
        'A session can have at most 20 action items',
      ],
      [booking.id, { notes: 'x', actionItems: [{ text: 'Call', dueDate: 'next Friday' }] }, 400, 'A due date must be a date'],
      [booking.id, { notes: 'x', actionItems: [{ text: '' }] }, 400, 'Each action item needs its text'],
      [booking.id, { notes: 'x'.repeat(5001) }, 400, 'The notes can be at most 5,000 characters'],
      [
        booking.id,
        { notes: 'x', actionItems: [{ id: 'not-an-item', text: 'x' }] },
        400,
        'An action item you edited is not one of this session’s: please reload the page.',
      ],
      ['starter_not-a-booking', { notes: 'x' }, 404, 'This athlete has no such booking.'],
    ];
    for (const [bookingId, body, status, message] of cases) {
      const answer = await saveNotes(athlete, bookingId, body);
      expect([answer.status, answer.json.message], JSON.stringify(body).slice(0, 80)).toEqual([status, message]);
    }
    const future = await bookedAthlete(new Date(Date.now() + 3 * 24 * HOUR));
    const early = await saveNotes(future.athlete, future.booking.id, { notes: 'Too early' });
    expect([early.status, early.json.message]).toEqual([409, 'This session has not started yet: write its notes after it.']);
    for (const who of [athlete, future.athlete]) {
      const stored = await queryPartition(keys.userCollection(who.sub).PK);
      expect(stored.filter((item) => /^(NOTES|ACTION)#/.test(String(item.SK)))).toEqual([]);
      expect(await emailsTo(who.email)).toHaveLength(0);
    }
  });

  it('is for admins only: an athlete (even hers) gets 403, signed out 401', async () => {
    const { athlete, booking } = await bookedAthlete();
    expect((await saveNotes(athlete, booking.id, { notes: 'Mine' }, athlete.cookie)).status).toBe(403);
    expect((await saveNotes(athlete, booking.id, { notes: 'Nobody' }, '')).status).toBe(401);
    expect(await readSessionNotes(athlete.sub, booking.id)).toBeUndefined();
  });
});

describe('reading them', () => {
  it('her sessions page and her dashboard stay ONE DynamoDB request each, notes and items included', async () => {
    const { athlete, booking } = await bookedAthlete();
    await saveNotes(athlete, booking.id, { notes: 'One query', actionItems: [{ text: 'First' }, { text: 'Second', dueDate: '2026-12-01' }] });
    await activeMentors(); // A warm container: the mentors are kept a minute (mentor-directory.ts).
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const sessions = await listSessions(httpEvent('GET', '/api/sessions/user', { cookies: [athlete.cookie] }), lambdaContext);
      expect(sessionsReplySchema.parse(JSON.parse(sessions.body ?? ''))[0]?.mentorNotes?.actionItems).toHaveLength(2);
      expect(pageRequests(send)).toHaveLength(1);
      send.mockClear();
      const dashboard = await getDashboard(httpEvent('GET', '/api/dashboard', { cookies: [athlete.cookie] }), lambdaContext);
      expect(dashboardReplySchema.parse(JSON.parse(dashboard.body ?? '')).openActionItems?.map((item) => item.text)).toEqual(['Second', 'First']);
      expect(pageRequests(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});

describe('her notes are hers', () => {
  it('are in her export and deleted with her account', async () => {
    const { athlete, booking } = await bookedAthlete();
    await saveNotes(athlete, booking.id, { notes: 'Export me', actionItems: [{ text: 'Exported item', dueDate: '2026-12-31' }] });
    const exported = (await getJson('/api/account/export', athlete.cookie)).json as { records: Record<string, Record<string, unknown>[]> };
    expect(exported.records.mentorNotes).toEqual([expect.objectContaining({ bookingId: booking.id, notes: 'Export me' })]);
    expect(exported.records.actionItems).toEqual([expect.objectContaining({ text: 'Exported item', dueDate: '2026-12-31', doneAt: null })]);

    const deleted = await fetch(`${siteUrl}/api/account`, {
      method: 'DELETE',
      headers: jsonHeaders(siteUrl, athlete.cookie),
      body: JSON.stringify({ password: athlete.password }),
    });
    expect(deleted.status).toBe(200);
    expect(await queryPartition(keys.userCollection(athlete.sub).PK)).toEqual([]);
  });
});
