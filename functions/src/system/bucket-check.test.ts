import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { HttpRequest } from '@smithy/core/protocols';
import type { FinalizeHandler, FinalizeHandlerArguments, MetadataBearer } from '@smithy/types';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as BucketCheck from './bucket-check';

// The SDK's S3 client, set up as kernel/aws-clients.ts sets it up, is the reference: with the same
// credentials, clock and bucket, our signed HeadBucket must be the request it signs, byte for byte.
// The client's own bookkeeping headers (invocation id, attempt count, user agent) are taken out
// before it signs: they say nothing to S3 and change with every call.
const signingDate = new Date('2026-11-27T10:00:00Z');
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session-token' };
const saved = { ...process.env };
const BOOKKEEPING = ['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent', 'user-agent'];

beforeAll(() => {
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_SESSION_TOKEN: credentials.sessionToken,
    AWS_REGION: 'us-east-1',
  });
});
afterAll(() => {
  process.env = saved;
});
afterEach(() => {
  vi.useRealTimers();
});

/** The HeadBucket the SDK client would put on the wire, signed. */
async function sdkRequest(bucket: string, endpoint?: string): Promise<HttpRequest> {
  vi.useFakeTimers({ toFake: ['Date'], now: signingDate });
  let sent: HttpRequest | undefined;
  const client = new S3Client({
    region: 'us-east-1',
    credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint } : {}),
    requestHandler: {
      handle: async (request: HttpRequest) => {
        sent = request;
        throw new Error('captured');
      },
    },
  });
  client.middlewareStack.addRelativeTo(
    (next: FinalizeHandler<object, MetadataBearer>) => async (args: FinalizeHandlerArguments<object>) => {
      const headers = (args.request as HttpRequest).headers;
      for (const name of BOOKKEEPING) delete headers[name];
      return next(args);
    },
    { relation: 'before', toMiddleware: 'httpSigningMiddleware', name: 'dropBookkeeping' },
  );
  await expect(client.send(new HeadBucketCommand({ Bucket: bucket }))).rejects.toThrow('captured');
  vi.useRealTimers();
  if (!sent) throw new Error('the SDK sent nothing');
  return sent;
}

const wire = (request: HttpRequest) => ({
  method: request.method,
  url: `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}`,
  query: request.query,
  headers: request.headers,
  body: request.body,
});

describe.each([undefined, 'http://127.0.0.1:4569'])('the signed HeadBucket against the SDK client (endpoint %s)', (endpoint) => {
  let check: typeof BucketCheck;
  beforeAll(async () => {
    if (endpoint) process.env.S3_ENDPOINT = endpoint;
    else delete process.env.S3_ENDPOINT;
    // The settings and the signer are read once per container: a fresh module reads this endpoint.
    vi.resetModules();
    check = await import('./bucket-check');
  });

  it('signs HeadBucket of the content bucket as the SDK does', async () => {
    const ours = wire(await check.signBucketHead(check.bucketHeadRequest('herway-content-local'), signingDate));
    expect(ours).toEqual(wire(await sdkRequest('herway-content-local', endpoint)));
    expect(ours.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261127\/us-east-1\/s3\/aws4_request, /);
  });
});

describe("S3's answer", () => {
  const answers: number[] = [];
  let server: Server;
  let check: typeof BucketCheck;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.statusCode = answers.shift() ?? 500;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.S3_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.resetModules();
    check = await import('./bucket-check');
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('is up on a 200, down on a refusal, and tries a 5xx again up to three attempts', async () => {
    answers.splice(0, answers.length, 200);
    await expect(check.headBucket('herway-content-local')).resolves.toBeUndefined();
    answers.splice(0, answers.length, 403, 200);
    await expect(check.headBucket('herway-content-local')).rejects.toThrow('S3 answered HeadBucket with 403');
    answers.splice(0, answers.length, 503, 503, 200);
    await expect(check.headBucket('herway-content-local')).resolves.toBeUndefined();
    answers.splice(0, answers.length, 503, 503, 503, 200);
    await expect(check.headBucket('herway-content-local')).rejects.toThrow('S3 answered HeadBucket with 503');
  });
});
