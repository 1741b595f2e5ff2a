import { assetReplySchema } from '@herway/shared/contracts/content';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { jsonHeaders, listAssets, requestUploadUrl, setAssetActive, uploadAsset } from '../../../testing/content';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

describe('PATCH /api/admin/content/assets/{assetId}', () => {
  it('switches an asset off and on; the list shows it', async () => {
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'mentorship_materials' });
    const off = await setAssetActive(siteUrl, admin.cookie, asset.id, false);
    expect(off.status).toBe(200);
    const { asset: updated } = assetReplySchema.parse(await off.json());
    expect(updated).toMatchObject({ id: asset.id, isActive: false, createdAt: asset.createdAt });
    expect(updated.updatedAt >= asset.updatedAt).toBe(true);
    expect((await listAssets(siteUrl, admin.cookie)).assets.find((listed) => listed.id === asset.id)?.isActive).toBe(false);

    const on = await setAssetActive(siteUrl, admin.cookie, asset.id, true);
    expect(assetReplySchema.parse(await on.json()).asset.isActive).toBe(true);
  });

  it('answers 404 for an unknown or still pending asset and 400 for a bad body', async () => {
    expect((await setAssetActive(siteUrl, admin.cookie, 'no-such-asset', false)).status).toBe(404);
    const pending = await requestUploadUrl(siteUrl, admin.cookie, { fileName: 'Pending.pdf', contentType: 'application/pdf', courseId: 'course_packet' });
    expect((await setAssetActive(siteUrl, admin.cookie, pending.assetId, true)).status).toBe(404);
    const bad = await fetch(`${siteUrl}/api/admin/content/assets/x`, {
      method: 'PATCH',
      headers: jsonHeaders(siteUrl, admin.cookie),
      body: JSON.stringify({ isActive: 'yes' }),
    });
    expect(bad.status).toBe(400);
  });
});
