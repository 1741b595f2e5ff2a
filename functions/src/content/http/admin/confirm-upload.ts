import { assetReplySchema, confirmUploadBodySchema } from '@herway/shared/contracts/content';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { confirmUploadedAsset } from '../../uploads';

/**
 * POST /api/admin/content/confirm (admin): registers an uploaded file as an asset (content/uploads.ts). The upload
 * must still be pending and be exactly what was signed: same key and course, and an object there
 * with the signed Content-Type and the declared size (at most 2 GB). Otherwise the object is
 * deleted, the upload is marked refused (it vanishes with its TTL) and the reply is a 400 saying
 * why; the admin uploads again. A Course Packet file reaches athletes only once it is a lesson of a
 * released module (/api/admin/course, docs/course-player.md).
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/content/confirm', handler: 'content/admin/confirm-upload', auth: 'admin' },
  { body: confirmUploadBodySchema, reply: assetReplySchema },
  async ({ body, user }) => ({
    asset: await confirmUploadedAsset(body, user.sub, await auditActorOf(user)),
  }),
);
