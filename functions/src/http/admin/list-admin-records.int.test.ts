import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { contactsPageSchema, paymentsPageSchema, usersPageSchema } from '@herway/shared/contracts/admin';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../adapters/aws-clients';
import { saveContact } from '../../adapters/dynamo/contact-repo';
import { keys } from '../../adapters/dynamo/keys';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const get = (path: string) => fetch(`${siteUrl}${path}`, { headers: { Cookie: admin.cookie } });

/**
 * Walks a list one item per page from the newest, until every wanted id was seen. Other test files
 * add records meanwhile, so the walk checks the order rather than exact positions.
 */
async function walk<T extends { id: string }>(
  path: string,
  schema: z.core.$ZodType<{ items: T[]; nextCursor?: string | undefined }>,
  wanted: string[],
): Promise<T[]> {
  const seen: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 200; page += 1) {
    const response = await get(`${path}?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.status).toBe(200);
    const body = z.parse(schema, await response.json());
    expect(body.items.length).toBeLessThanOrEqual(1);
    seen.push(...body.items);
    if (wanted.every((id) => seen.some((item) => item.id === id))) return seen;
    expect(body.nextCursor, `${path} ended before ${wanted.join(', ')}`).toBeDefined();
    cursor = body.nextCursor;
  }
  throw new Error(`${path}: ${wanted.join(', ')} not found in 200 pages`);
}

const expectNewestFirst = (items: { createdAt: string }[]) => {
  const times = items.map((item) => item.createdAt);
  expect(times).toEqual([...times].sort().reverse());
};

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

    const items = await walk('/api/contacts', contactsPageSchema, [older.id, newer.id]);
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
      // A lead until an admin says otherwise (issue 16).
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

describe('GET /api/users', () => {
  it('pages the profiles newest first', async () => {
    const first = await createTestAccount({ firstName: 'Uma' });
    const second = await createTestAccount({ group: 'admin', firstName: 'Ada' });
    const items = await walk('/api/users', usersPageSchema, [first.sub, second.sub]);
    expectNewestFirst(items);
    expect(items.find((item) => item.id === first.sub)).toEqual({
      id: first.sub,
      email: first.email,
      firstName: 'Uma',
      lastName: 'Athlete',
      isAdmin: false,
      stripeCustomerId: null,
      createdAt: expect.any(String),
    });
    expect(items.find((item) => item.id === second.sub)?.isAdmin).toBe(true);
  });
});

describe('GET /api/payments', () => {
  it('pages payments newest first with the amount as text dollars', async () => {
    const base = Date.now();
    const payment = (id: string, createdAt: string, extra: Record<string, unknown>) => ({
      ...keys.payment(id),
      ...keys.listing('PAYMENT', createdAt, id),
      type: 'payment',
      id,
      userId: null,
      stripePaymentIntentId: id,
      stripeCustomerId: null,
      customerEmail: `${id}@example.com`,
      customerName: null,
      athleteName: null,
      amount: 40_000,
      amountRefunded: 0,
      currency: 'usd',
      status: 'succeeded',
      productType: null,
      description: null,
      discountCode: null,
      createdAt,
      updatedAt: createdAt,
      ...extra,
    });
    const older = `pi_test_${randomUUID().replace(/-/g, '')}`;
    const newer = `pi_test_${randomUUID().replace(/-/g, '')}`;
    for (const item of [
      payment(older, new Date(base).toISOString(), {}),
      payment(newer, new Date(base + 1).toISOString(), { amount: 1250, customerName: 'Jane Parent', productType: 'starter', status: 'failed' }),
    ]) {
      await dynamoClient().send(new PutCommand({ TableName: 'herway', Item: item }));
    }
    const items = await walk('/api/payments', paymentsPageSchema, [older, newer]);
    expectNewestFirst(items);
    expect(items.find((item) => item.id === older)).toMatchObject({
      amount: '400.00',
      currency: 'usd',
      customerName: null,
      productType: null,
      status: 'succeeded',
    });
    expect(items.find((item) => item.id === newer)).toMatchObject({ amount: '12.50', customerName: 'Jane Parent', productType: 'starter', status: 'failed' });
    expect(items.findIndex((item) => item.id === newer)).toBeLessThan(items.findIndex((item) => item.id === older));
  });
});
