import { randomUUID } from 'node:crypto';
import { adminMentorReplySchema, adminMentorsReplySchema, mentorPhotoUrlReplySchema, mentorsReplySchema } from '@herway/shared/contracts/mentors';
import { auditPageSchema } from '@herway/shared/contracts/audit';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { jsonHeaders } from '../../testing/content';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
  fetch(`${siteUrl}${path}`, { method, headers: jsonHeaders(siteUrl, cookie), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const publicMentors = async () => mentorsReplySchema.parse(await (await fetch(`${siteUrl}/api/mentors`)).json()).mentors;
const form = (name: string) => ({
  name,
  sport: 'Tennis',
  school: 'Bay University',
  specialty: 'Showcases and film',
  bio: 'Plays singles and mentors juniors.',
  schedulingUrl: 'https://calendly.com/ava-cole/60min',
});

async function create(name: string, extra: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/admin/mentors', { ...form(name), ...extra });
  expect(response.status).toBe(201);
  return adminMentorReplySchema.parse(await response.json()).mentor;
}

describe('mentors', () => {
  it('shows the sample mentors to anyone, with her initials when there is no photo', async () => {
    const mentors = await publicMentors();
    expect(mentors.slice(0, 2).map(({ id, initials, sessionMinutes, photoUrl }) => ({ id, initials, sessionMinutes, photoUrl }))).toEqual([
      { id: 'maya-reynolds', initials: 'MR', sessionMinutes: 60, photoUrl: null },
      { id: 'jordan-ellis', initials: 'JE', sessionMinutes: 60, photoUrl: null },
    ]);
  });

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

  it('keeps both changes when two admins edit her at the same moment', async () => {
    const added = await create(`Edit Twice ${randomUUID().slice(0, 6)}`);
    const [sport, school] = await Promise.all([
      send('PATCH', `/api/admin/mentors/${added.id}`, { sport: 'Golf' }),
      send('PATCH', `/api/admin/mentors/${added.id}`, { school: 'Hill College' }),
    ]);
    expect([sport.status, school.status]).toEqual([200, 200]);
    const { mentors: listed } = adminMentorsReplySchema.parse(await (await send('GET', '/api/admin/mentors')).json());
    expect(listed.find((mentor) => mentor.id === added.id)).toMatchObject({ sport: 'Golf', school: 'Hill College' });
  });

  it('puts an uploaded photo on her card, and refuses one that is not hers or never arrived', async () => {
    const added = await create(`Photo Mentor ${randomUUID().slice(0, 6)}`, { active: true });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
    const signed = mentorPhotoUrlReplySchema.parse(
      await (await send('POST', `/api/admin/mentors/${added.id}/photo-url`, { contentType: 'image/jpeg', fileSize: jpeg.byteLength })).json(),
    );
    expect((await send('PATCH', `/api/admin/mentors/${added.id}`, { photoKey: signed.photoKey })).status).toBe(400);
    expect(signed.uploadHeaders).toEqual({ 'x-amz-tagging': 'herway-upload=pending' });
    expect((await fetch(signed.uploadUrl, { method: 'PUT', headers: { ...signed.uploadHeaders, 'Content-Type': 'image/jpeg' }, body: jpeg })).ok).toBe(true);
    expect((await send('PATCH', `/api/admin/mentors/maya-reynolds`, { photoKey: signed.photoKey })).status).toBe(400);
    expect((await send('PATCH', `/api/admin/mentors/${added.id}`, { photoKey: signed.photoKey })).status).toBe(200);
    const shown = (await publicMentors()).find((mentor) => mentor.id === added.id);
    const photo = await fetch(shown?.photoUrl ?? '');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(jpeg);
    expect((await send('POST', `/api/admin/mentors/${added.id}/photo-url`, { contentType: 'image/gif', fileSize: 10 })).status).toBe(400);
    expect((await send('POST', `/api/admin/mentors/${added.id}/photo-url`, { contentType: 'image/png', fileSize: 3 * 1024 * 1024 })).status).toBe(400);
    expect((await send('PATCH', `/api/admin/mentors/${added.id}`, { active: false })).status).toBe(200);
  });
});
