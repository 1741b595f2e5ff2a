import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { jsonHeaders, listAssets, requestUploadUrl, storedAsset } from '../../../testing/content';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

describe('POST /api/admin/content/upload-url', () => {
  it('signs a PUT for a server-chosen key, binding the Content-Type, for 10 minutes, and keeps it pending for a day', async () => {
    const before = Math.floor(Date.now() / 1000);
    const signed = await requestUploadUrl(siteUrl, admin.cookie, {
      fileName: '../Módulo 1: Intro.pdf',
      contentType: 'application/pdf',
      courseId: 'course_packet',
      fileSize: 2048,
    });
    expect(signed.storagePath).toBe(`content/course_packet/${signed.assetId}/Modulo-1-Intro.pdf`);
    expect(signed.expiresInSeconds).toBe(600);

    const url = new URL(signed.uploadURL);
    expect(decodeURIComponent(url.pathname)).toBe(`/herway-content/${signed.storagePath}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-type', 'content-length', 'host', 'x-amz-tagging']),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    // Tagged pending until confirmed: the bucket's lifecycle rule deletes it otherwise.
    expect(signed.uploadHeaders).toEqual({ 'x-amz-tagging': 'herway-upload=pending' });

    const pending = await storedAsset(signed.assetId);
    expect(pending).toMatchObject({ status: 'pending', storagePath: signed.storagePath, mimeType: 'application/pdf', fileSize: 2048, requestedBy: admin.sub });
    expect(pending).toMatchObject({ GSI1PK: 'UPLOAD' });
    expect(Number(pending?.expiresAt)).toBeGreaterThanOrEqual(before + 86_400);
    expect(Number(pending?.expiresAt)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 86_400);
    expect((await listAssets(siteUrl, admin.cookie)).assets.map((asset) => asset.id)).not.toContain(signed.assetId);
  });

  it('refuses a type that is not accepted', async () => {
    const response = await fetch(`${siteUrl}/api/admin/content/upload-url`, {
      method: 'POST',
      headers: jsonHeaders(siteUrl, admin.cookie),
      body: JSON.stringify({ fileName: 'x.exe', contentType: 'application/x-msdownload', courseId: 'course_packet' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Accepted types: .pdf, .mp4, .mov, .avi, .doc, .docx' });
  });
});
