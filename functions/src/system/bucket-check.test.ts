import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFERENCE_SIGNING_DATE, sdkRequest, useReferenceCredentials, wire } from '../testing/sdk-reference';
import type * as BucketCheck from './bucket-check';

// The SDK's S3 client, set up as kernel/aws-clients.ts sets it up, is the reference: with the same
// credentials, clock and bucket, our signed HeadBucket must be the request it signs, byte for byte.
useReferenceCredentials();

/** The HeadBucket the SDK client would put on the wire, signed. */
const sdkHeadBucket = (bucket: string, endpoint?: string) =>
  sdkRequest(
    (options) =>
      new S3Client({
        ...options,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(endpoint ? { endpoint } : {}),
      }),
    (client) => client.send(new HeadBucketCommand({ Bucket: bucket })),
  );

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
    const ours = wire(await check.signBucketHead(check.bucketHeadRequest('herway-content-local'), REFERENCE_SIGNING_DATE));
    expect(ours).toEqual(wire(await sdkHeadBucket('herway-content-local', endpoint)));
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
