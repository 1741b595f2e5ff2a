import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../lib/config';
import { s3Client } from './aws-clients';

/** A short-lived GET link that makes the browser save the object under `fileName`. */
export async function presignDownload(options: { key: string; fileName: string; contentType: string; expiresInSeconds: number }): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: config().CONTENT_BUCKET,
    Key: options.key,
    ResponseContentDisposition: `attachment; filename="${options.fileName.replace(/["\\\r\n]/g, '')}"`,
    ResponseContentType: options.contentType,
  });
  return getSignedUrl(s3Client(), command, { expiresIn: options.expiresInSeconds });
}
