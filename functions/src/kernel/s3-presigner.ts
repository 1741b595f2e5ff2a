import { formatUrl } from '@aws-sdk/core/util';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from './config';

/**
 * Presigned S3 links, signed by the AWS SDK's own SigV4 signer (`@smithy/signature-v4`), the one
 * `@aws-sdk/s3-request-presigner` wraps. That presigner needs a whole `S3Client` (about 160 KB of
 * every bundle that links a file, against docs/decisions/bundle-budgets.md) only to build a path and a query that
 * are fixed for the two requests we sign, GET and PUT of one object. It is given the same request
 * here, so it signs the same link (s3-presigner.test.ts compares the two byte for byte).
 */
export interface PresignRequest {
  method: 'GET' | 'PUT';
  key: string;
  /** Query parameters S3 reads, e.g. `response-content-disposition`. */
  query?: Record<string, string>;
  /** Headers the browser must send as signed (lower-case names). */
  headers?: Record<string, string>;
  expiresInSeconds: number;
  signingDate?: Date;
  /** Headers left in the request rather than moved into the query (`x-amz-tagging`). */
  unhoistableHeaders?: ReadonlySet<string>;
}

let signer: SignatureV4 | undefined;

function s3Signer(): SignatureV4 {
  // S3 signs the path as sent (uriEscapePath false) and never the payload of a presigned request.
  signer ??= new SignatureV4({
    service: 's3',
    region: config().AWS_REGION,
    credentials: fromEnv(),
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  return signer;
}

/**
 * Path-style, as the S3 client is set up (aws-clients.ts): the local S3 needs it, and AWS serves it.
 * The link is for the address a browser reaches S3 at (config S3_PUBLIC_ENDPOINT, local stack only).
 */
function objectRequest(request: PresignRequest): HttpRequest {
  const settings = config();
  const base = new URL(settings.S3_PUBLIC_ENDPOINT ?? settings.S3_ENDPOINT ?? `https://s3.${settings.AWS_REGION}.amazonaws.com`);
  const path = `/${settings.CONTENT_BUCKET}/${request.key.split('/').map(encodeKeySegment).join('/')}`;
  const port = base.port ? Number(base.port) : undefined;
  return new HttpRequest({
    protocol: base.protocol,
    hostname: base.hostname,
    ...(port !== undefined ? { port } : {}),
    method: request.method,
    path,
    query: { ...request.query, 'x-id': request.method === 'GET' ? 'GetObject' : 'PutObject' },
    headers: {
      ...request.headers,
      host: base.host,
      // Spelt as the SDK's presigner spells it: the name is hoisted into the query as it is.
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    },
  });
}

/** As the SDK encodes an object key's segments: RFC 3986, with `!'()*` escaped too. */
const encodeKeySegment = (segment: string): string =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

export async function presignS3Url(request: PresignRequest): Promise<string> {
  const signableHeaders = new Set(Object.keys(request.headers ?? {}));
  const presigned = await s3Signer().presign(objectRequest(request), {
    expiresIn: request.expiresInSeconds,
    ...(request.signingDate ? { signingDate: request.signingDate } : {}),
    signableHeaders,
    unsignableHeaders: new Set(),
    unhoistableHeaders: new Set(request.unhoistableHeaders ?? []),
  });
  return formatUrl(presigned);
}
