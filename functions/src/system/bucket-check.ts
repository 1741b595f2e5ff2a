import { HttpRequest } from '@smithy/core/protocols';
import { config } from '../kernel/config';
import { signedSender, withAttempts } from '../kernel/signed-requests';

/**
 * The health check's HeadBucket of the content bucket, as one signed request: the SDK's own SigV4
 * signer and HTTP handler, which every bundle already carries for DynamoDB, without the S3 client
 * (~110 KB of the health bundle: docs/lambda-bundles.md). The request is the one the S3 client
 * sends, path-style as kernel/aws-clients.ts sets it up (bucket-check.test.ts compares the two
 * byte for byte, signature included).
 */
const ATTEMPTS = 3;

// S3 signs the path as sent (uriEscapePath false) and names the payload's hash in a header.
const s3Sender = signedSender('s3', { uriEscapePath: false });

/** The unsigned HeadBucket: `HEAD /<bucket>/` on S3's regional endpoint (or the local one). */
export function bucketHeadRequest(bucket: string): HttpRequest {
  const settings = config();
  const base = new URL(settings.S3_ENDPOINT ?? `https://s3.${settings.AWS_REGION}.amazonaws.com`);
  return new HttpRequest({
    protocol: base.protocol,
    hostname: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    method: 'HEAD',
    path: `/${bucket}/`,
    query: {},
    headers: { host: base.host },
  });
}

export const signBucketHead = (request: HttpRequest, signingDate?: Date): Promise<HttpRequest> => s3Sender().sign(request, signingDate);

/** S3's answer to the bucket, or an Error for a refusal (4xx, e.g. no such bucket or no right to it) or a failure (5xx). */
class BucketHeadError extends Error {
  constructor(readonly status: number) {
    super(`S3 answered HeadBucket with ${status}`);
  }
}

async function headOnce(bucket: string): Promise<void> {
  const response = await s3Sender().handle(await signBucketHead(bucketHeadRequest(bucket)));
  (response.body as { resume?: () => void } | undefined)?.resume?.();
  if (response.statusCode >= 300) throw new BucketHeadError(response.statusCode);
}

/**
 * Resolves when S3 answers the bucket with a 2xx (it exists and these credentials may read it);
 * a network failure or a 5xx is tried again, up to three attempts as the S3 client makes.
 */
export const headBucket = (bucket: string): Promise<void> =>
  withAttempts(
    ATTEMPTS,
    () => headOnce(bucket),
    (error) => !(error instanceof BucketHeadError && error.status < 500),
  );
