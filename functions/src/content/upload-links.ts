import { presignS3Url } from '../kernel/s3-presigner';

// A link that lets the browser PUT one object into the content bucket (the function's s3:PutObject).

/**
 * A short-lived PUT link for one object key. The Content-Type (and, when given, the
 * Content-Length) are signed headers: S3 refuses a PUT that sends another type or size, so the
 * browser must send exactly the Content-Type it asked for (every header given to the presigner is
 * signed). With `tagging` ('key=value'), the PUT must also
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
  return presignS3Url({
    method: 'PUT',
    key: options.key,
    headers: {
      'content-type': options.contentType,
      ...(options.contentLength !== undefined ? { 'content-length': String(options.contentLength) } : {}),
      ...(options.tagging ? { 'x-amz-tagging': options.tagging } : {}),
    },
    expiresInSeconds: options.expiresInSeconds,
    unhoistableHeaders: new Set(['x-amz-tagging']),
  });
}
