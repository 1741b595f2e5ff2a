import { randomUUID } from 'node:crypto';
import { adminMentorsReplySchema } from '@herway/shared/contracts/mentors';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { createMentor, sendAs } from '../../../testing/mentors';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) => sendAs(siteUrl, cookie, method, path, body);
const create = (name: string, extra: Record<string, unknown> = {}) => createMentor(siteUrl, admin.cookie, name, extra);

describe('PATCH /api/admin/mentors/{id}', () => {
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
});
