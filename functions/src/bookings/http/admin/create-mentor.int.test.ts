import { randomUUID } from 'node:crypto';
import { auditPageSchema } from '@herway/shared/contracts/audit';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { createMentor, mentorForm, publicMentors as readPublicMentors, sendAs } from '../../../testing/mentors';

// Also list-mentors' tests: its admin-only access is checked with the other mentor routes below,
// and what it lists is read back after two edits at once in update-mentor.int.test.ts (flows).

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) => sendAs(siteUrl, cookie, method, path, body);
const publicMentors = () => readPublicMentors(siteUrl);
const form = mentorForm;
const create = (name: string, extra: Record<string, unknown> = {}) => createMentor(siteUrl, admin.cookie, name, extra);

describe('POST /api/admin/mentors', () => {
  it('lets only admins list, add and change them', async () => {
    const athlete = await createTestAccount();
    for (const [method, path] of [
      ['GET', '/api/admin/mentors'],
      ['POST', '/api/admin/mentors'],
      ['PATCH', '/api/admin/mentors/maya-reynolds'],
      ['POST', '/api/admin/mentors/maya-reynolds/photo-url'],
    ] as const) {
      expect(
        (
          await fetch(`${siteUrl}${path}`, {
            method,
            headers: { Origin: siteUrl, 'Content-Type': 'application/json' },
            body: method === 'GET' ? undefined : '{}',
          })
        ).status,
        path,
      ).toBe(401);
      expect((await send(method, path, method === 'GET' ? undefined : {}, athlete.cookie)).status, path).toBe(403);
    }
  });

  it('says what is wrong with a form, every field at once, in plain words', async () => {
    const response = await send('POST', '/api/admin/mentors', {
      name: ' ',
      sport: '',
      school: 'x'.repeat(200),
      specialty: 'Film',
      bio: 'Bio',
      schedulingUrl: 'http://calendly.com/x/60min',
    });
    expect(response.status).toBe(400);
    const text = JSON.stringify(await response.json());
    for (const words of [
      'Enter her name.',
      'Enter her sport.',
      'Keep her school under 120 characters.',
      'Enter her scheduling link as a full https:// address.',
    ])
      expect(text).toContain(words);
    expect((await send('PATCH', '/api/admin/mentors/maya-reynolds', {})).status).toBe(400);
    expect((await send('PATCH', '/api/admin/mentors/nobody-here', { sport: 'Golf' })).status).toBe(404);
  });

  it('adds a mentor off the site, puts her on it, and records both in the audit log', async () => {
    const name = `Ava ${randomUUID().slice(0, 6)} Cole`;
    const added = await create(name);
    expect(added).toMatchObject({ active: false, initials: 'AC', sessionMinutes: 60 });
    expect((await publicMentors()).some((mentor) => mentor.id === added.id)).toBe(false);
    const activated = await send('PATCH', `/api/admin/mentors/${added.id}`, { active: true, specialty: 'Showcases' });
    expect(activated.status).toBe(200);
    expect((await publicMentors()).find((mentor) => mentor.id === added.id)).toMatchObject({ name, specialty: 'Showcases' });
    const log = auditPageSchema.parse(await (await send('GET', '/api/admin/audit-log?limit=100')).json()).items.filter((entry) => entry.targetId === added.id);
    expect(log.map((entry) => entry.action)).toEqual(['mentor.activate', 'mentor.create']);
    expect(log[0]).toMatchObject({
      actor: admin.email,
      before: { active: false, specialty: 'Showcases and film' },
      after: { active: true, specialty: 'Showcases' },
    });
    expect((await send('PATCH', `/api/admin/mentors/${added.id}`, { active: false })).status).toBe(200);
  });

  it('adds a name once when two admins add it at the same moment', async () => {
    const name = `Twin Mentor ${randomUUID().slice(0, 6)}`;
    const statuses = await Promise.all([send('POST', '/api/admin/mentors', form(name)), send('POST', '/api/admin/mentors', form(name))]).then((replies) =>
      replies.map((reply) => reply.status),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });
});
