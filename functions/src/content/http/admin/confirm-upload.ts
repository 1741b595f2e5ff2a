import { assetReplySchema, confirmUploadBodySchema } from '@herway/shared/contracts/content';
import type { Asset } from '@herway/shared/contracts/content';
import { confirmUpload, getAssetRecord, rejectUpload } from '../../store/asset-repo';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { markUploadConfirmed } from '../../pending-uploads';
import { deleteObject, headObject } from '../../storage';
import { badRequest } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { logger } from '../../../kernel/logger';
import { uploadProblem, uploadProblems } from '../../content';
import { auditEntry } from '../../../accounts/audit';

/**
 * POST /api/admin/content/confirm (admin): registers an uploaded file as an asset. The upload
 * must still be pending and be exactly what was signed: same key and course, and an object there
 * with the signed Content-Type and the declared size (at most 2 GB). Otherwise the object is
 * deleted, the upload is marked refused (it vanishes with its TTL) and the reply is a 400 saying
 * why; the admin uploads again. A Course Packet file reaches athletes only once it is a lesson of a
 * released module (/api/admin/course, docs/course-player.md).
 */
export const handler = adminHttpHandler('content/admin/confirm-upload', { body: confirmUploadBodySchema, reply: assetReplySchema }, async ({ body, user }) => {
  const record = await getAssetRecord(body.assetId);
  if (!record) throw badRequest(uploadProblems.notFound);
  if (record.status === 'confirmed') throw badRequest('This upload has already been confirmed');
  if (record.status === 'rejected') throw badRequest(`This upload was refused (${record.reason}). Please upload the file again.`);

  const signed = record.upload;
  const stored = await headObject(signed.storagePath);
  const problem = uploadProblem(signed, body, stored);
  const now = new Date().toISOString();
  if (problem) {
    // Only ever the key that was signed: never a path the request names.
    await deleteObject(signed.storagePath);
    await rejectUpload(signed.id, problem, now);
    logger.info('Upload refused', { assetId: signed.id, problem });
    throw badRequest(problem);
  }

  const asset: Asset = {
    id: signed.id,
    assetId: signed.id,
    fileName: body.fileName,
    originalName: body.originalName,
    contentType: body.contentType,
    mimeType: signed.mimeType,
    fileSize: body.fileSize,
    storagePath: signed.storagePath,
    courseId: signed.courseId,
    ...(body.description ? { description: body.description } : {}),
    isActive: true,
    uploadedBy: user.sub,
    createdAt: now,
    updatedAt: now,
  };
  // Kept from now on: the lifecycle rule deletes only objects still tagged pending.
  await markUploadConfirmed(signed.storagePath);
  const audit = auditEntry(await auditActorOf(user), { action: 'content.upload', targetType: 'asset', targetId: asset.id, after: asset }, new Date(now));
  if (!(await confirmUpload(asset, audit))) throw badRequest('This upload has already been confirmed');
  return { asset };
});
