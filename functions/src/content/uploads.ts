import type { Asset, ConfirmUploadBody } from '@herway/shared/contracts/content';
import type { AuditActor } from '../accounts/store/audit-repo';
import { auditEntry } from '../accounts/audit';
import { InvalidInput } from '../kernel/domain-errors';
import { logger } from '../kernel/logger';
import { uploadProblem, uploadProblems } from './content';
import { markUploadConfirmed } from './pending-uploads';
import { deleteObject, headObject } from './storage';
import { confirmUpload, getAssetRecord, rejectUpload } from './store/asset-repo';

/**
 * Registers an uploaded file as an asset (docs/course-player.md). The upload must still be pending
 * and be exactly what was signed: same key and course, and an object there with the signed
 * Content-Type and the declared size (at most 2 GB). Otherwise the object is deleted, the upload is
 * marked refused (it vanishes with its TTL) and the refusal says why; the admin uploads again.
 */
export async function confirmUploadedAsset(body: ConfirmUploadBody, uploadedBy: string, actor: AuditActor): Promise<Asset> {
  const record = await getAssetRecord(body.assetId);
  if (!record) throw new InvalidInput(uploadProblems.notFound);
  if (record.status === 'confirmed') throw new InvalidInput('This upload has already been confirmed');
  if (record.status === 'rejected') throw new InvalidInput(`This upload was refused (${record.reason}). Please upload the file again.`);

  const signed = record.upload;
  const stored = await headObject(signed.storagePath);
  const problem = uploadProblem(signed, body, stored);
  const now = new Date().toISOString();
  if (problem) {
    // Only ever the key that was signed: never a path the request names.
    await deleteObject(signed.storagePath);
    await rejectUpload(signed.id, problem, now);
    logger.info('Upload refused', { assetId: signed.id, problem });
    throw new InvalidInput(problem);
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
    uploadedBy,
    createdAt: now,
    updatedAt: now,
  };
  // Kept from now on: the lifecycle rule deletes only objects still tagged pending.
  await markUploadConfirmed(signed.storagePath);
  const audit = auditEntry(actor, { action: 'content.upload', targetType: 'asset', targetId: asset.id, after: asset }, new Date(now));
  if (!(await confirmUpload(asset, audit))) throw new InvalidInput('This upload has already been confirmed');
  return asset;
}
