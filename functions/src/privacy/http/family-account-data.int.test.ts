import { accountExportReplySchema } from '@herway/shared/contracts/account';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { familyOf, linkFamily } from '../../testing/family';
import { userCollection } from '../../testing/account-data';

// Her data export and the deletion of her account, with family links (docs/family.md): an
// athlete's export lists her links, a guardian's holds her own data and links only; deleting
// either account ends its links on both sides.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

const guardianAccount = () => createTestAccount({ group: 'guardian', firstName: 'Dana' });
const exportOf = async (account: TestAccount) => {
  const response = await callApi(siteUrl, 'GET', '/api/account/export', account);
  expect(response.status).toBe(200);
  return accountExportReplySchema.parse(response.json);
};

describe('family links in the export and at deletion', () => {
  it("an athlete's export lists her links; a guardian's holds her profile and links, nothing of the athlete", async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const guardian = await guardianAccount();
    const link = await linkFamily(siteUrl, sesUrl, athlete, guardian);
    await callApi(siteUrl, 'POST', '/api/family/invites', athlete, { email: `aunt-${crypto.randomUUID()}@example.com` });

    const hers = await exportOf(athlete);
    expect(hers.records.familyLinks).toEqual([expect.objectContaining({ linkId: link.id, guardianId: guardian.sub })]);
    expect(hers.records.familyInvitations).toHaveLength(1);
    const theirs = await exportOf(guardian);
    expect(theirs.profile).toMatchObject({ email: guardian.email });
    expect(Object.keys(theirs.records)).toEqual(['familyLinks']);
    expect(theirs.records.familyLinks).toEqual([expect.objectContaining({ linkId: link.id, athleteId: athlete.sub })]);
  });

  it("deleting a guardian's account ends her links at once; the athlete may link another", async () => {
    const athlete = await createTestAccount();
    const guardian = await guardianAccount();
    await linkFamily(siteUrl, sesUrl, athlete, guardian);
    expect((await callApi(siteUrl, 'DELETE', '/api/account', guardian, { password: guardian.password })).status).toBe(200);
    expect((await familyOf(siteUrl, athlete)).links).toEqual([]);
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
    await linkFamily(siteUrl, sesUrl, athlete, await guardianAccount());
  });

  it("deleting an athlete's account removes her side from her guardian's collection and withdraws her invitations", async () => {
    const athlete = await createTestAccount();
    const guardian = await guardianAccount();
    await linkFamily(siteUrl, sesUrl, athlete, guardian);
    const invited = await guardianAccount();
    await callApi(siteUrl, 'POST', '/api/family/invites', athlete, { email: invited.email });
    expect((await callApi(siteUrl, 'DELETE', '/api/account', athlete, { password: athlete.password })).status).toBe(200);
    expect((await familyOf(siteUrl, guardian)).links).toEqual([]);
    expect((await callApi(siteUrl, 'GET', `/api/family/athletes/${athlete.sub}`, guardian)).status).toBe(404);
    expect(await userCollection(athlete)).toEqual([]);
    expect((await userCollection(guardian)).map((item) => item.SK)).toEqual(['PROFILE']);
  });
});
