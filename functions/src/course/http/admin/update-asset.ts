import { assetPathSchema, assetReplySchema, updateAssetBodySchema } from '@herway/shared/contracts/content';
import { setAssetActive } from '../../../content/store/asset-repo';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { setLessonActive } from '../../store/course-repo';
import { notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';

/**
 * PATCH /api/admin/content/assets/{assetId} (admin): the Active/Inactive toggle. An inactive asset
 * leaves the dashboards and can no longer be downloaded; switching it on again offers it again. A
 * lesson of the course follows its asset: switched off, it leaves the player (course-repo.ts).
 */
export const handler = adminHttpHandler(
  { method: 'PATCH', path: '/api/admin/content/assets/{assetId}', handler: 'course/admin/update-asset', auth: 'admin' },
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
