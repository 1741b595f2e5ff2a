import { randomUUID } from 'node:crypto';
import { contactsPageSchema, usersPageSchema } from '@herway/shared/contracts/admin';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveContact } from '../../../contact/store/contact-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { expectNewestFirst, walkList } from '../../../testing/admin-lists';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const get = (path: string) => fetch(`${siteUrl}${path}`, { headers: { Cookie: admin.cookie } });

describe('GET /api/contacts', () => {
  it('pages newest first with a cursor, each contact shaped by the contract', async () => {
    const base = Date.now();
    const older = {
      id: randomUUID(),
      firstName: 'Ava',
      lastName: 'Older',
      email: `older-${base}@example.com`,
      interestType: 'Course Packet' as const,
      message: 'First message here',
      createdAt: new Date(base).toISOString(),
    };
    const newer = {
      ...older,
      id: randomUUID(),
      lastName: 'Newer',
      sport: 'Soccer',
      email: `newer-${base}@example.com`,
      createdAt: new Date(base + 1).toISOString(),
    };
    await saveContact(older);
    await saveContact(newer);

    const first = contactsPageSchema.parse(await (await get('/api/contacts?limit=1')).json());
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = contactsPageSchema.parse(await (await get(`/api/contacts?limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`)).json());
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((second.items[0]?.createdAt ?? '') <= (first.items[0]?.createdAt ?? '')).toBe(true);

    const items = await walkList(siteUrl, admin.cookie, '/api/contacts', contactsPageSchema, [older.id, newer.id]);
    expectNewestFirst(items);
    expect(items.findIndex((item) => item.id === newer.id)).toBeLessThan(items.findIndex((item) => item.id === older.id));
    expect(items.find((item) => item.id === older.id)).toEqual({
      id: older.id,
      firstName: 'Ava',
      lastName: 'Older',
      email: older.email,
      sport: null,
      interestType: 'Course Packet',
      message: 'First message here',
      createdAt: older.createdAt,
      // A lead until an admin says otherwise.
      status: 'new',
      notes: null,
    });
    expect(items.find((item) => item.id === newer.id)?.sport).toBe('Soccer');
  });

  it('answers 400 for a tampered cursor, a cursor of another list and a bad limit', async () => {
    const usersCursor = usersPageSchema.parse(await (await get('/api/users?limit=1')).json()).nextCursor;
    const forged = Buffer.from(JSON.stringify({ PK: 'X', SK: 'Y', GSI1PK: 'CONTACT', GSI1SK: 'Z', extra: 'x' })).toString('base64url');
    for (const cursor of ['not-a-cursor!', 'eyJ', forged, usersCursor ?? 'missing']) {
      const response = await get(`/api/contacts?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'This list position is out of date. Please reload the page.' });
    }
    expect((await get('/api/contacts?limit=0')).status).toBe(400);
    expect((await get('/api/contacts?limit=101')).status).toBe(400);
  });
});
