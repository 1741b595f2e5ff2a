import { assetsReplySchema } from '@herway/shared/contracts/content';
import { countAccesses, listRecentAccesses } from '../../store/access-log-repo';
import { listAssets } from '../../../content/store/asset-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';

const RECENT_ACCESSES = 10;

/**
 * GET /api/admin/content/assets (admin): every asset, active and inactive, newest first (pending
 * uploads are not assets yet), the number of accesses from the STATS counter and the latest ten.
 */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/content/assets', handler: 'course/admin/list-assets', auth: 'admin' },
  { reply: assetsReplySchema },
  async () => {
    const [assets, totalAccesses, recentAccesses] = await Promise.all([listAssets(), countAccesses(), listRecentAccesses(RECENT_ACCESSES)]);
    return { assets, totalAssets: assets.length, totalAccesses, recentAccesses };
  },
);
