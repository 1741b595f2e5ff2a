import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../kernel/config';
import { s3Client } from '../kernel/aws-clients';

// Calls to the S3 API. Links the browser follows are signed without a client: download-links.ts
// and upload-links.ts.

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

/** The object's bytes (a small file the API checks, such as captions), or undefined when there is no such object. */
export async function readObjectBytes(key: string): Promise<Uint8Array | undefined> {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: config().CONTENT_BUCKET, Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}
