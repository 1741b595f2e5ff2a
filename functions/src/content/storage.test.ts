import { beforeAll, describe, expect, it } from 'vitest';
import { pendingUploadHeaders, presignPendingUpload } from './pending-uploads';
import { presignDownload } from './download-links';
import { presignUpload } from './upload-links';

beforeAll(() => {
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
});

describe('presignUpload', () => {
  it('binds the Content-Type (and the size, when known) into the signature and expires as asked', async () => {
    const url = new URL(
      await presignUpload({ key: 'content/course_packet/a1/Module-1.pdf', contentType: 'application/pdf', contentLength: 1234, expiresInSeconds: 600 }),
    );
    expect(url.pathname).toMatch(/\/content\/course_packet\/a1\/Module-1\.pdf$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-type', 'content-length', 'host']));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    // No checksum parameter the browser could not send (the signature would not match).
    expect([...url.searchParams.keys()].some((name) => name.toLowerCase().includes('checksum'))).toBe(false);
  });

  it("signs a pending upload's tag as a header the browser must send, never as a query parameter S3 would ignore", async () => {
    const url = new URL(await presignPendingUpload({ key: 'content/c/a/f.pdf', contentType: 'application/pdf', expiresInSeconds: 600 }));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-type', 'host', 'x-amz-tagging']));
    expect(url.searchParams.has('x-amz-tagging')).toBe(false);
    expect(pendingUploadHeaders).toEqual({ 'x-amz-tagging': 'herway-upload=pending' });
  });

  it('signs the Content-Type without a size', async () => {
    const url = new URL(await presignUpload({ key: 'k.pdf', contentType: 'application/pdf', expiresInSeconds: 600 }));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
  });
});

describe('presignDownload', () => {
  it('makes the browser save the file under its name', async () => {
    const url = new URL(await presignDownload({ key: 'k.pdf', fileName: 'Module "1".pdf', contentType: 'application/pdf', expiresInSeconds: 300 }));
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="Module 1.pdf"');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  });
});
