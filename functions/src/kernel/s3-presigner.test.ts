import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { presignS3Url as PresignS3Url } from './s3-presigner';

// The SDK's presigner (a dev dependency only) is the reference: with the same credentials, clock
// and request, our link must be the same string, on AWS's endpoint and on the local S3's.
const signingDate = new Date('2026-11-27T10:00:00Z');
const saved = { ...process.env };

beforeAll(() => {
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_REGION: 'us-east-1', CONTENT_BUCKET: 'herway-content' });
  delete process.env.AWS_SESSION_TOKEN;
});
afterAll(() => {
  process.env = saved;
});

const sdkClient = (endpoint?: string) =>
  new S3Client({
    region: 'us-east-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    ...(endpoint ? { endpoint } : {}),
  });

describe.each([undefined, 'http://127.0.0.1:4569'])('presignS3Url against the SDK presigner (endpoint %s)', (endpoint) => {
  let presignS3Url: typeof PresignS3Url;
  beforeAll(async () => {
    if (endpoint) process.env.S3_ENDPOINT = endpoint;
    else delete process.env.S3_ENDPOINT;
    // The settings and the signer are read once per container: a fresh module reads this endpoint.
    vi.resetModules();
    ({ presignS3Url } = await import('./s3-presigner'));
  });

  it('signs a download link with its disposition and type, and a key that needs escaping, as the SDK does', async () => {
    const key = "content/course_packet/a1/Module 1 (draft)'s notes!.pdf";
    const query = { 'response-content-disposition': 'attachment; filename="Module 1.pdf"', 'response-content-type': 'application/pdf' };
    const expected = await getSignedUrl(
      sdkClient(endpoint),
      new GetObjectCommand({
        Bucket: 'herway-content',
        Key: key,
        ResponseContentDisposition: query['response-content-disposition'],
        ResponseContentType: query['response-content-type'],
      }),
      { expiresIn: 300, signingDate },
    );
    expect(await presignS3Url({ method: 'GET', key, query, expiresInSeconds: 300, signingDate })).toBe(expected);
  });

  it('signs an upload binding its type, size and unhoisted tag header, as the SDK does', async () => {
    const key = 'content/course_packet/a1/video.mp4';
    const expected = await getSignedUrl(
      sdkClient(endpoint),
      new PutObjectCommand({ Bucket: 'herway-content', Key: key, ContentType: 'video/mp4', ContentLength: 1234, Tagging: 'herway-upload=pending' }),
      {
        expiresIn: 600,
        signingDate,
        signableHeaders: new Set(['content-type', 'content-length', 'x-amz-tagging']),
        unhoistableHeaders: new Set(['x-amz-tagging']),
      },
    );
    const headers = { 'content-type': 'video/mp4', 'content-length': '1234', 'x-amz-tagging': 'herway-upload=pending' };
    expect(await presignS3Url({ method: 'PUT', key, headers, expiresInSeconds: 600, signingDate, unhoistableHeaders: new Set(['x-amz-tagging']) })).toBe(
      expected,
    );
  });
});

describe('presignS3Url where a browser reaches S3 elsewhere (the local stack behind an HTTPS front)', () => {
  it('makes the link for the public address, signed as the SDK signs it for that endpoint', async () => {
    Object.assign(process.env, { S3_ENDPOINT: 'http://127.0.0.1:4569', S3_PUBLIC_ENDPOINT: 'https://localhost:8443' });
    vi.resetModules();
    const { presignS3Url } = await import('./s3-presigner');
    const key = 'content/course_packet/a1/video.mp4';
    const expected = await getSignedUrl(sdkClient('https://localhost:8443'), new GetObjectCommand({ Bucket: 'herway-content', Key: key }), {
      expiresIn: 300,
      signingDate,
    });
    const link = await presignS3Url({ method: 'GET', key, expiresInSeconds: 300, signingDate });
    expect(link).toBe(expected);
    expect(new URL(link).origin).toBe('https://localhost:8443');
    delete process.env.S3_PUBLIC_ENDPOINT;
  });
});
