import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
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

/**
 * A short-lived GET link that the browser shows in the page rather than saves: a video it plays
 * (S3 answers its Range requests, so seeking works) or a PDF it opens inline.
 */
export async function presignInline(options: { key: string; contentType: string; expiresInSeconds: number }): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: config().CONTENT_BUCKET,
    Key: options.key,
    ResponseContentDisposition: 'inline',
    ResponseContentType: options.contentType,
  });
  return getSignedUrl(s3Client(), command, { expiresIn: options.expiresInSeconds });
}

/**
 * A GET link to show an object in the page (an image), valid for `expiresInSeconds`. The signing
 * time is rounded down to the hour, so the same photo keeps one URL for an hour and browsers can
 * cache it.
 */
export async function presignView(options: { key: string; expiresInSeconds: number; now?: Date }): Promise<string> {
  const now = options.now ?? new Date();
  const signingDate = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const command = new GetObjectCommand({ Bucket: config().CONTENT_BUCKET, Key: options.key });
  return getSignedUrl(s3Client(), command, { expiresIn: options.expiresInSeconds, signingDate });
}

/**
 * A short-lived PUT link for one object key. The Content-Type (and, when given, the
 * Content-Length) are signed headers: S3 refuses a PUT that sends another type or size, so the
 * browser must send exactly the Content-Type it asked for. The presigner leaves Content-Type
 * unsigned unless told, hence `signableHeaders`. With `tagging` ('key=value'), the PUT must also
 * send it as the `x-amz-tagging` header: signed, never hoisted into the query string (S3 ignores
 * a tagging query parameter on a presigned PUT), see pending-uploads.ts.
 */
export async function presignUpload(options: {
  key: string;
  contentType: string;
  contentLength?: number;
  expiresInSeconds: number;
  tagging?: string;
}): Promise<string> {
  const command = new PutObjectCommand({
    Bucket: config().CONTENT_BUCKET,
    Key: options.key,
    ContentType: options.contentType,
    ...(options.contentLength !== undefined ? { ContentLength: options.contentLength } : {}),
    ...(options.tagging ? { Tagging: options.tagging } : {}),
  });
  const signed = new Set(['content-type', ...(options.contentLength !== undefined ? ['content-length'] : []), ...(options.tagging ? ['x-amz-tagging'] : [])]);
  return getSignedUrl(s3Client(), command, { expiresIn: options.expiresInSeconds, signableHeaders: signed, unhoistableHeaders: new Set(['x-amz-tagging']) });
}

/** Stores a file the API made (a CSV export), private like everything in the bucket. */
export async function putObject(options: { key: string; body: string; contentType: string }): Promise<void> {
  await s3Client().send(new PutObjectCommand({ Bucket: config().CONTENT_BUCKET, Key: options.key, Body: options.body, ContentType: options.contentType }));
}

export interface StoredObject {
  /** As stored, e.g. 'application/pdf' (undefined when S3 has none). */
  contentType: string | undefined;
  contentLength: number;
}

/** The object's type and size, or undefined when there is no such object. */
export async function headObject(key: string): Promise<StoredObject | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: config().CONTENT_BUCKET, Key: key }));
    return { contentType: head.ContentType, contentLength: head.ContentLength ?? 0 };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey' || status === 404) return undefined;
    throw error;
  }
}

/** Deletes the object; deleting a missing object is not an error (S3 answers 204 either way). */
export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: config().CONTENT_BUCKET, Key: key }));
}
