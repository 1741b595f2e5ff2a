import { assetPathSchema, assetReplySchema, updateAssetBodySchema } from '@herway/shared/contracts/content';
import { setAssetActive } from '../../adapters/dynamo/asset-repo';
import { auditActorOf } from '../../adapters/dynamo/audit-repo';
import { setLessonActive } from '../../adapters/dynamo/course-repo';
import { notFound } from '../../lib/http-errors';
import { adminHttpHandler } from '../../lib/admin-http-handler';
import { auditEntry } from '../../services/audit';

/**
 * PATCH /api/admin/content/assets/{assetId} (admin): the Active/Inactive toggle. An inactive asset
 * leaves the dashboards and can no longer be downloaded; switching it on again offers it again. A
 * lesson of the course follows its asset: switched off, it leaves the player (course-repo.ts).
 */
export const handler = adminHttpHandler(
  'content/update-asset',
  { path: assetPathSchema, body: updateAssetBodySchema, reply: assetReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const actor = await auditActorOf(user);
    const asset = await setAssetActive(path.assetId, body.isActive, now.toISOString(), (before, after) =>
      auditEntry(actor, { action: body.isActive ? 'content.activate' : 'content.deactivate', targetType: 'asset', targetId: path.assetId, before, after }, now),
    );
    if (!asset) throw notFound('Asset not found');
    await setLessonActive(asset.courseId, asset.id, asset.isActive);
    return { asset };
  },
);
