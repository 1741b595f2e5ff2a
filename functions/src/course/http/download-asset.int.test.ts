import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { contentDownloadReplySchema } from '@herway/shared/contracts/content';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { grantEntitlement, listAssets, setAssetActive, uploadAsset } from '../../testing/content';

const siteUrl = inject('siteUrl');
const NO_ACCESS = { message: 'You do not have access to this content' };

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const download = (assetId: string, cookie?: string) =>
  fetch(`${siteUrl}/api/content/${assetId}/download`, { headers: { ...(cookie ? { Cookie: cookie } : {}), 'User-Agent': 'herway-test-browser' } });

const assetsPage = () => listAssets(siteUrl, admin.cookie);

async function accessLogsOf(assetId: string) {
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: 'herway',
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :access)',
      ExpressionAttributeValues: { ':pk': `ASSET#${assetId}`, ':access': 'ACCESS#' },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('GET /api/content/{assetId}/download', () => {
  it('gives an entitled athlete a 5-minute link to the bytes, and logs and counts the access', async () => {
    const { asset, bytes } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content', fileName: 'Module 2 Notes.pdf' });
    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'bonus_content');
    const before = await assetsPage();

    const response = await download(asset.id, athlete.cookie);
    expect(response.status).toBe(200);
    const reply = contentDownloadReplySchema.parse(await response.json());
    expect(reply).toMatchObject({ success: true, filename: 'Module-2-Notes.pdf', message: 'Module 2 Notes.pdf is downloading.' });
    const url = new URL(reply.downloadUrl);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="Module-2-Notes.pdf"');

    const file = await fetch(reply.downloadUrl);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    const [log, ...others] = await accessLogsOf(asset.id);
    expect(others).toEqual([]);
    expect(log).toMatchObject({
      GSI1PK: 'ACCESS',
      userId: athlete.sub,
      assetId: asset.id,
      action: 'download',
      userAgent: 'herway-test-browser',
      ipAddress: expect.any(String),
    });

    const after = await assetsPage();
    expect(after.totalAccesses).toBeGreaterThanOrEqual(before.totalAccesses + 1);
    expect(after.recentAccesses).toContainEqual({ id: log?.id, userId: athlete.sub, assetId: asset.id, action: 'download', accessedAt: log?.accessedAt });
    const times = after.recentAccesses.map((access) => access.accessedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(after.recentAccesses.length).toBeLessThanOrEqual(10);
  });

  it('refuses, with no link, an athlete without an entitlement, with another course, an expired or an inactive one', async () => {
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content' });
    const none = await createTestAccount();
    const otherCourse = await createTestAccount();
    await grantEntitlement(otherCourse.sub, 'mentorship_materials');
    const expired = await createTestAccount();
    await grantEntitlement(expired.sub, 'bonus_content', { accessExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    const inactive = await createTestAccount();
    await grantEntitlement(inactive.sub, 'bonus_content', { isActive: false });

    for (const athlete of [none, otherCourse, expired, inactive]) {
      const response = await download(asset.id, athlete.cookie);
      expect(response.status).toBe(403);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual(NO_ACCESS);
      expect(body).not.toHaveProperty('downloadUrl');
    }
    expect(await accessLogsOf(asset.id)).toEqual([]);
  });

  it('still opens a course whose access ends in the future', async () => {
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'mentorship_materials' });
    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'mentorship_materials', { accessExpiresAt: new Date(Date.now() + 24 * 3600_000).toISOString() });
    expect((await download(asset.id, athlete.cookie)).status).toBe(200);
  });

  it('refuses an inactive asset, even to an entitled athlete, and an unknown one', async () => {
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content' });
    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'bonus_content');
    expect((await setAssetActive(siteUrl, admin.cookie, asset.id, false)).status).toBe(200);

    const response = await download(asset.id, athlete.cookie);
    expect([response.status, await response.json()]).toEqual([403, NO_ACCESS]);
    const unknown = await download('no-such-asset', athlete.cookie);
    expect([unknown.status, await unknown.json()]).toEqual([403, NO_ACCESS]);
  });

  it('refuses a Course Packet file to its entitled athlete until it is a lesson of a released module', async () => {
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet' });
    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'course_packet');
    const response = await download(asset.id, athlete.cookie);
    expect([response.status, await response.json()]).toEqual([403, NO_ACCESS]);
    expect(await accessLogsOf(asset.id)).toEqual([]);
  });

  it('is for signed-in athletes only', async () => {
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content' });
    expect((await download(asset.id)).status).toBe(401);
    expect((await download(asset.id, admin.cookie)).status).toBe(403);
  });
});
