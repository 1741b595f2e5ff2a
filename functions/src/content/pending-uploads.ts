import { PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { config } from '../kernel/config';
import { s3Client } from '../kernel/aws-clients';
import { presignUpload } from './upload-links';

// Uploads never confirmed are deleted by the content bucket's lifecycle rule
// (infra/constructs/content-storage.ts): an upload is tagged pending by its own PUT, and
// confirm-upload re-tags it confirmed. A bundle that keeps this module is granted
// s3:PutObjectTagging (infra/testing/bundle-access.ts): S3 requires it for a PUT with tags too.

export const PENDING_UPLOAD_TAG = { key: 'herway-upload', pending: 'pending', confirmed: 'confirmed' } as const;

/** The header the browser sends with a pending upload's PUT, exactly as signed. */
export const pendingUploadHeaders = { 'x-amz-tagging': `${PENDING_UPLOAD_TAG.key}=${PENDING_UPLOAD_TAG.pending}` } as const;

/** A presigned PUT (upload-links.ts `presignUpload`) whose object is tagged pending. */
export function presignPendingUpload(options: { key: string; contentType: string; contentLength?: number; expiresInSeconds: number }): Promise<string> {
  return presignUpload({ ...options, tagging: pendingUploadHeaders['x-amz-tagging'] });
}

/** A confirmed upload is kept: its pending tag is replaced, so the lifecycle rule passes it by. */
export async function markUploadConfirmed(key: string): Promise<void> {
  await s3Client().send(
    new PutObjectTaggingCommand({
      Bucket: config().CONTENT_BUCKET,
      Key: key,
      Tagging: { TagSet: [{ Key: PENDING_UPLOAD_TAG.key, Value: PENDING_UPLOAD_TAG.confirmed }] },
    }),
  );
}
