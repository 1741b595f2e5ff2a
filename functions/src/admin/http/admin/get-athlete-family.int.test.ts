import { athleteReplySchema } from '@herway/shared/contracts/admin-athletes';
import type { AthleteReply } from '@herway/shared/contracts/admin-athletes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { callApi } from '../../../testing/admin-calls';
import { linkFamily } from '../../../testing/family';

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

async function pageOf(id: string): Promise<AthleteReply> {
  const response = await fetch(`${siteUrl}/api/admin/athletes/${id}`, { headers: { Cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return athleteReplySchema.parse(await response.json());
}

describe('GET /api/admin/athletes/{id}: her family', () => {
  it('lists her linked parents or guardians with name, e-mail and since, oldest first, until a link ends', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    expect((await pageOf(athlete.sub)).family).toEqual([]);

    const mother = await createTestAccount({ group: 'guardian', firstName: 'Rosa', lastName: 'Lopez' });
    const father = await createTestAccount({ group: 'guardian', firstName: 'Luis', lastName: 'Lopez' });
    const first = await linkFamily(siteUrl, sesUrl, athlete, mother);
    const second = await linkFamily(siteUrl, sesUrl, athlete, father);

    const page = await pageOf(athlete.sub);
    expect(page.profile).toMatchObject({ id: athlete.sub, accountType: 'athlete' });
    expect(page.family).toEqual([
      { id: mother.sub, accountType: 'guardian', firstName: 'Rosa', lastName: 'Lopez', email: mother.email, since: first.since },
      { id: father.sub, accountType: 'guardian', firstName: 'Luis', lastName: 'Lopez', email: father.email, since: second.since },
    ]);

    // A guardian's page shows her athletes, and says she is a guardian.
    const motherPage = await pageOf(mother.sub);
    expect(motherPage.profile).toMatchObject({ id: mother.sub, accountType: 'guardian' });
    expect(motherPage.family).toEqual([expect.objectContaining({ id: athlete.sub, accountType: 'athlete', firstName: 'Maya', email: athlete.email })]);

    expect((await callApi(siteUrl, 'DELETE', `/api/family/links/${first.id}`, athlete)).status).toBe(200);
    expect((await pageOf(athlete.sub)).family.map((member) => member.id)).toEqual([father.sub]);
  });
});
