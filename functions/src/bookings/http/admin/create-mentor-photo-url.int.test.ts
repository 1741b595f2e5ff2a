import { randomUUID } from 'node:crypto';
import { mentorPhotoUrlReplySchema } from '@herway/shared/contracts/mentors';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { createMentor, publicMentors as readPublicMentors, sendAs } from '../../../testing/mentors';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) => sendAs(siteUrl, cookie, method, path, body);
const publicMentors = () => readPublicMentors(siteUrl);
const create = (name: string, extra: Record<string, unknown> = {}) => createMentor(siteUrl, admin.cookie, name, extra);

describe('POST /api/admin/mentors/{id}/photo-url', () => {
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
