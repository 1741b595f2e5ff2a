import { usersPageSchema } from '@herway/shared/contracts/admin';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { expectNewestFirst, walkList } from '../../../testing/admin-lists';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

describe('GET /api/users', () => {
  it('pages the profiles newest first, each saying whose account it is', async () => {
    const first = await createTestAccount({ firstName: 'Uma' });
    const second = await createTestAccount({ group: 'admin', firstName: 'Ada' });
    const guardian = await createTestAccount({ group: 'guardian', firstName: 'Rosa' });
    const items = await walkList(siteUrl, admin.cookie, '/api/users', usersPageSchema, [first.sub, second.sub, guardian.sub]);
    expectNewestFirst(items);
    expect(items.find((item) => item.id === first.sub)).toEqual({
      id: first.sub,
      email: first.email,
      firstName: 'Uma',
      lastName: 'Athlete',
      isAdmin: false,
      accountType: 'athlete',
      stripeCustomerId: null,
      createdAt: expect.any(String),
    });
    expect(items.find((item) => item.id === second.sub)).toMatchObject({ isAdmin: true, accountType: null });
    expect(items.find((item) => item.id === guardian.sub)).toMatchObject({ firstName: 'Rosa', isAdmin: false, accountType: 'guardian' });
  });
});
