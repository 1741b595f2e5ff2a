import { randomUUID } from 'node:crypto';
import { uploadUrlBodySchema, uploadUrlReplySchema } from '@herway/shared/contracts/content';
import { createPendingUpload } from '../../store/asset-repo';
import { pendingUploadHeaders, presignPendingUpload } from '../../pending-uploads';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { PENDING_UPLOAD_SECONDS, UPLOAD_URL_SECONDS, contentObjectKey } from '../../content';

/**
 * POST /api/admin/content/upload-url (admin): a presigned PUT for a key the server chooses,
 * `content/<courseId>/<assetId>/<safe file name>`, with the Content-Type (and the size, when
 * declared) bound into the signature, valid 10 minutes. What was signed is kept as a pending
 * asset that vanishes after a day unless the upload is confirmed; the object itself is tagged
 * pending (`uploadHeaders`), and the bucket's lifecycle rule deletes it a day later unless
 * confirm-upload re-tagged it.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/content/upload-url', handler: 'content/admin/create-upload-url', auth: 'admin' },
  { body: uploadUrlBodySchema, reply: uploadUrlReplySchema },
  async ({ body, user }) => {
    const assetId = randomUUID();
    const storagePath = contentObjectKey(body.courseId, assetId, body.fileName, body.contentType);
    const now = new Date();
    const uploadURL = await presignPendingUpload({
      key: storagePath,
      contentType: body.contentType,
      contentLength: body.fileSize,
      expiresInSeconds: UPLOAD_URL_SECONDS,
    });
    await createPendingUpload(
      {
        id: assetId,
        storagePath,
        courseId: body.courseId,
        mimeType: body.contentType,
        fileName: body.fileName,
        ...(body.fileSize !== undefined ? { fileSize: body.fileSize } : {}),
        requestedBy: user.sub,
        requestedAt: now.toISOString(),
      },
      Math.floor(now.getTime() / 1000) + PENDING_UPLOAD_SECONDS,
    );
    return { uploadURL, assetId, storagePath, expiresInSeconds: UPLOAD_URL_SECONDS, uploadHeaders: pendingUploadHeaders };
  },
);
