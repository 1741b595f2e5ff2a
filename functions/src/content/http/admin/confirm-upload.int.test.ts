import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { assetReplySchema } from '@herway/shared/contracts/content';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { s3Client } from '../../../kernel/aws-clients';
import { headObject } from '../../storage';
import { config } from '../../../kernel/config';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { confirmUpload, listAssets, requestUploadUrl, storedAsset, uploadAsset } from '../../../testing/content';

// Also list-assets' tests: an asset listed newest first after its upload is a flow here; listed
// after being switched off in update-asset, left out after a refused upload in create-upload-url,
// and counted after a download in download-asset.

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const pdfBytes = (text: string) => new TextEncoder().encode(`%PDF-1.4 ${text}`);

/** The confirmation body the admin page sends for what it uploaded. */
const confirmation = (
  signed: { assetId: string; storagePath: string },
  fields: { fileName: string; mimeType: string; fileSize: number; courseId?: string },
) => ({
  assetId: signed.assetId,
  fileName: fields.fileName,
  originalName: fields.fileName,
  contentType: fields.mimeType === 'application/pdf' ? 'pdf' : fields.mimeType.startsWith('video/') ? 'video' : 'document',
  mimeType: fields.mimeType,
  fileSize: fields.fileSize,
  storagePath: signed.storagePath,
  courseId: fields.courseId ?? 'course_packet',
});

describe('POST /api/admin/content/confirm', () => {
  it('registers the uploaded file: upload URL, PUT with the same Content-Type, confirm, listed newest first', async () => {
    const bytes = pdfBytes('module one');
    const signed = await requestUploadUrl(siteUrl, admin.cookie, {
      fileName: 'Module 1.pdf',
      contentType: 'application/pdf',
      courseId: 'course_packet',
      fileSize: bytes.byteLength,
    });
    const put = await fetch(signed.uploadURL, { method: 'PUT', headers: { 'Content-Type': 'application/pdf', ...signed.uploadHeaders }, body: bytes });
    expect(put.status).toBe(200);

    const response = await confirmUpload(siteUrl, admin.cookie, {
      ...confirmation(signed, { fileName: 'Module 1.pdf', mimeType: 'application/pdf', fileSize: bytes.byteLength }),
      description: ' The first module ',
    });
    expect(response.status).toBe(200);
    const { asset } = assetReplySchema.parse(await response.json());
    expect(asset).toMatchObject({
      id: signed.assetId,
      assetId: signed.assetId,
      fileName: 'Module 1.pdf',
      originalName: 'Module 1.pdf',
      contentType: 'pdf',
      mimeType: 'application/pdf',
      fileSize: bytes.byteLength,
      storagePath: signed.storagePath,
      courseId: 'course_packet',
      description: 'The first module',
      isActive: true,
      uploadedBy: admin.sub,
    });

    const stored = await storedAsset(signed.assetId);
    expect(stored).toMatchObject({ status: 'confirmed', GSI1PK: 'ASSET' });
    expect(stored).not.toHaveProperty('expiresAt');
    // Re-tagged: the lifecycle rule for uploads never confirmed passes it by.
    const tags = await s3Client().send(new GetObjectTaggingCommand({ Bucket: config().CONTENT_BUCKET, Key: signed.storagePath }));
    expect(tags.TagSet).toEqual([{ Key: 'herway-upload', Value: 'confirmed' }]);

    const newer = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content', fileName: 'Bonus.pdf' });
    const list = await listAssets(siteUrl, admin.cookie);
    const ids = list.assets.map((listed) => listed.id);
    expect(ids).toContain(asset.id);
    expect(ids.indexOf(newer.asset.id)).toBeLessThan(ids.indexOf(asset.id));
    expect(list.totalAssets).toBe(list.assets.length);
    const times = list.assets.map((listed) => listed.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // A second confirmation of the same upload is refused.
    const again = await confirmUpload(
      siteUrl,
      admin.cookie,
      confirmation(signed, { fileName: 'Module 1.pdf', mimeType: 'application/pdf', fileSize: bytes.byteLength }),
    );
    expect(again.status).toBe(400);
    expect(await headObject(signed.storagePath)).toBeDefined();
  });

  it('answers 400 for an upload that never happened', async () => {
    const signed = await requestUploadUrl(siteUrl, admin.cookie, { fileName: 'Never.pdf', contentType: 'application/pdf', courseId: 'course_packet' });
    const response = await confirmUpload(siteUrl, admin.cookie, confirmation(signed, { fileName: 'Never.pdf', mimeType: 'application/pdf', fileSize: 10 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The upload was not found' });
    expect(await storedAsset(signed.assetId)).toMatchObject({ status: 'rejected' });

    const unknown = await confirmUpload(
      siteUrl,
      admin.cookie,
      confirmation(
        { assetId: 'no-such-asset', storagePath: 'content/course_packet/x/y.pdf' },
        { fileName: 'y.pdf', mimeType: 'application/pdf', fileSize: 10 },
      ),
    );
    expect(unknown.status).toBe(400);
  });

  it('refuses a file stored with another type than the one signed, and deletes it', async () => {
    const bytes = pdfBytes('sneaky');
    const signed = await requestUploadUrl(siteUrl, admin.cookie, {
      fileName: 'Sneaky.pdf',
      contentType: 'application/pdf',
      courseId: 'course_packet',
      fileSize: bytes.byteLength,
    });
    // s3rver checks no signature, so this PUT gets through here; S3 itself would refuse it.
    await fetch(signed.uploadURL, { method: 'PUT', headers: { 'Content-Type': 'text/html', ...signed.uploadHeaders }, body: bytes });
    expect(await headObject(signed.storagePath)).toBeDefined();

    const response = await confirmUpload(
      siteUrl,
      admin.cookie,
      confirmation(signed, { fileName: 'Sneaky.pdf', mimeType: 'application/pdf', fileSize: bytes.byteLength }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The uploaded file's type does not match" });
    expect(await headObject(signed.storagePath)).toBeUndefined();
    expect(await storedAsset(signed.assetId)).toMatchObject({ status: 'rejected', rejectedReason: "The uploaded file's type does not match" });

    // Refused for good: confirming again does not bring it back.
    const again = await confirmUpload(
      siteUrl,
      admin.cookie,
      confirmation(signed, { fileName: 'Sneaky.pdf', mimeType: 'application/pdf', fileSize: bytes.byteLength }),
    );
    expect(again.status).toBe(400);
    expect((await listAssets(siteUrl, admin.cookie)).assets.map((asset) => asset.id)).not.toContain(signed.assetId);
  });

  it('refuses a confirmation declaring another type than the one signed, and deletes the upload', async () => {
    const bytes = pdfBytes('declared video');
    const signed = await requestUploadUrl(siteUrl, admin.cookie, { fileName: 'Clip.pdf', contentType: 'application/pdf', courseId: 'course_packet' });
    await fetch(signed.uploadURL, { method: 'PUT', headers: { 'Content-Type': 'application/pdf', ...signed.uploadHeaders }, body: bytes });
    const response = await confirmUpload(
      siteUrl,
      admin.cookie,
      confirmation(signed, { fileName: 'Clip.mp4', mimeType: 'video/mp4', fileSize: bytes.byteLength }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The uploaded file's type does not match" });
    expect(await headObject(signed.storagePath)).toBeUndefined();
  });

  it('refuses a file whose size differs from the one signed, and deletes it', async () => {
    const signed = await requestUploadUrl(siteUrl, admin.cookie, {
      fileName: 'Sized.pdf',
      contentType: 'application/pdf',
      courseId: 'course_packet',
      fileSize: 10,
    });
    const bytes = pdfBytes('more than ten bytes');
    await fetch(signed.uploadURL, { method: 'PUT', headers: { 'Content-Type': 'application/pdf', ...signed.uploadHeaders }, body: bytes });

    const response = await confirmUpload(siteUrl, admin.cookie, confirmation(signed, { fileName: 'Sized.pdf', mimeType: 'application/pdf', fileSize: 10 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The uploaded file's size does not match" });
    expect(await headObject(signed.storagePath)).toBeUndefined();
  });

  it('refuses a confirmation naming another key than the one signed, deleting only the signed one', async () => {
    const kept = await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet', fileName: 'Kept.pdf' });
    const bytes = pdfBytes('other');
    const signed = await requestUploadUrl(siteUrl, admin.cookie, { fileName: 'Other.pdf', contentType: 'application/pdf', courseId: 'course_packet' });
    await fetch(signed.uploadURL, { method: 'PUT', headers: { 'Content-Type': 'application/pdf', ...signed.uploadHeaders }, body: bytes });

    const response = await confirmUpload(
      siteUrl,
      admin.cookie,
      confirmation(
        { assetId: signed.assetId, storagePath: kept.asset.storagePath },
        { fileName: 'Other.pdf', mimeType: 'application/pdf', fileSize: bytes.byteLength },
      ),
    );
    expect(response.status).toBe(400);
    expect(await headObject(kept.asset.storagePath)).toBeDefined();
    expect(await headObject(signed.storagePath)).toBeUndefined();
  });
});
