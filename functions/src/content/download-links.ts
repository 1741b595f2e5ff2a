import { presignS3Url } from '../kernel/s3-presigner';

// Links that let the browser GET one object of the content bucket (the function's s3:GetObject).

/** A short-lived GET link that makes the browser save the object under `fileName`. */
export async function presignDownload(options: { key: string; fileName: string; contentType: string; expiresInSeconds: number }): Promise<string> {
  return presignS3Url({
    method: 'GET',
    key: options.key,
    query: {
      'response-content-disposition': `attachment; filename="${options.fileName.replace(/["\\\r\n]/g, '')}"`,
      'response-content-type': options.contentType,
    },
    expiresInSeconds: options.expiresInSeconds,
  });
}

/**
 * A short-lived GET link that the browser shows in the page rather than saves: a video it plays
 * (S3 answers its Range requests, so seeking works) or a PDF it opens inline.
 */
export async function presignInline(options: { key: string; contentType: string; expiresInSeconds: number }): Promise<string> {
  return presignS3Url({
    method: 'GET',
    key: options.key,
    query: { 'response-content-disposition': 'inline', 'response-content-type': options.contentType },
    expiresInSeconds: options.expiresInSeconds,
  });
}

/**
 * A GET link to show an object in the page (an image), valid for `expiresInSeconds`. The signing
 * time is rounded down to the hour, so the same photo keeps one URL for an hour and browsers can
 * cache it.
 */
export async function presignView(options: { key: string; expiresInSeconds: number; now?: Date }): Promise<string> {
  const now = options.now ?? new Date();
  const signingDate = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  return presignS3Url({ method: 'GET', key: options.key, expiresInSeconds: options.expiresInSeconds, signingDate });
}
