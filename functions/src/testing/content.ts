import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseId } from '@herway/shared/catalog/course';
import { assetReplySchema, assetsReplySchema, uploadUrlReplySchema } from '@herway/shared/contracts/content';
import type { Asset, AssetsReply, UploadUrlReply } from '@herway/shared/contracts/content';
import { captionsUploadUrlReplySchema } from '@herway/shared/contracts/course';
import { expect } from 'vitest';
import { dynamoClient } from '../kernel/aws-clients';
import { keys } from '../kernel/store/keys';
import { config } from '../kernel/config';

// Helpers of the gated-content integration tests (run with the local stack's env).

/** Same-site JSON headers of a signed-in browser. */
export const jsonHeaders = (siteUrl: string, cookie: string) => ({ Cookie: cookie, Origin: siteUrl, 'Content-Type': 'application/json' });

export async function requestUploadUrl(siteUrl: string, cookie: string, body: Record<string, unknown>): Promise<UploadUrlReply> {
  const response = await fetch(`${siteUrl}/api/admin/content/upload-url`, {
    method: 'POST',
    headers: jsonHeaders(siteUrl, cookie),
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`upload-url answered ${response.status}: ${await response.text()}`);
  return uploadUrlReplySchema.parse(await response.json());
}

export const confirmUpload = (siteUrl: string, cookie: string, body: Record<string, unknown>) =>
  fetch(`${siteUrl}/api/admin/content/confirm`, { method: 'POST', headers: jsonHeaders(siteUrl, cookie), body: JSON.stringify(body) });

export const setAssetActive = (siteUrl: string, cookie: string, assetId: string, isActive: boolean) =>
  fetch(`${siteUrl}/api/admin/content/assets/${assetId}`, { method: 'PATCH', headers: jsonHeaders(siteUrl, cookie), body: JSON.stringify({ isActive }) });

/** The whole admin flow, as the /admin/content page runs it: upload URL, PUT to S3, confirm. */
export async function uploadAsset(
  siteUrl: string,
  cookie: string,
  options: { courseId: CourseId; fileName?: string; bytes?: Uint8Array; mimeType?: string; description?: string },
): Promise<{ asset: Asset; bytes: Uint8Array }> {
  const mimeType = options.mimeType ?? 'application/pdf';
  const fileName = options.fileName ?? `Module ${randomUUID().slice(0, 8)}.pdf`;
  const bytes = options.bytes ?? new TextEncoder().encode(`%PDF-1.4 test ${randomUUID()}`);
  const signed = await requestUploadUrl(siteUrl, cookie, { fileName, contentType: mimeType, courseId: options.courseId, fileSize: bytes.byteLength });
  const put = await fetch(signed.uploadURL, { method: 'PUT', headers: { 'Content-Type': mimeType, ...signed.uploadHeaders }, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`PUT answered ${put.status}`);
  const response = await confirmUpload(siteUrl, cookie, {
    assetId: signed.assetId,
    fileName,
    originalName: fileName,
    contentType: mimeType.startsWith('video/') ? 'video' : mimeType === 'application/pdf' ? 'pdf' : 'document',
    mimeType,
    fileSize: bytes.byteLength,
    storagePath: signed.storagePath,
    courseId: options.courseId,
    ...(options.description ? { description: options.description } : {}),
  });
  if (response.status !== 200) throw new Error(`confirm answered ${response.status}: ${await response.text()}`);
  return { asset: assetReplySchema.parse(await response.json()).asset, bytes };
}

/**
 * Writes her entitlement to a course directly, in the shape the fulfilment writes
 * (`USER#<sub>` / `ENTITLEMENT#<courseId>`): active and lifetime unless told otherwise.
 */
export async function grantEntitlement(sub: string, courseId: CourseId, options: { isActive?: boolean; accessExpiresAt?: string | null } = {}): Promise<void> {
  const now = new Date().toISOString();
  await dynamoClient().send(
    new PutCommand({
      TableName: config().TABLE_NAME,
      Item: {
        ...keys.entitlement(sub, courseId),
        type: 'entitlement',
        id: randomUUID(),
        userId: sub,
        courseId,
        grantedAt: now,
        accessExpiresAt: options.accessExpiresAt ?? null,
        isActive: options.isActive ?? true,
        grantedBy: [],
        createdAt: now,
        updatedAt: now,
      },
    }),
  );
}

/** PUT /api/admin/course/modules/{n}/lessons as the admin page sends it. */
export const setModuleLessons = (siteUrl: string, cookie: string, moduleNumber: number | string, assetIds: readonly string[]) =>
  fetch(`${siteUrl}/api/admin/course/modules/${moduleNumber}/lessons`, {
    method: 'PUT',
    headers: jsonHeaders(siteUrl, cookie),
    body: JSON.stringify({ assetIds }),
  });

/**
 * A video lesson's captions, as the Modules page sends them: upload URL, PUT of the .vtt to S3,
 * confirm. Answers the confirm's response (the upload URL's when it refused).
 */
export async function uploadCaptions(siteUrl: string, cookie: string, assetId: string, vtt: string | Uint8Array): Promise<Response> {
  const bytes = typeof vtt === 'string' ? new TextEncoder().encode(vtt) : vtt;
  const lessonUrl = `${siteUrl}/api/admin/course/lessons/${assetId}/captions`;
  const signed = await fetch(`${lessonUrl}/upload-url`, {
    method: 'POST',
    headers: jsonHeaders(siteUrl, cookie),
    body: JSON.stringify({ fileSize: bytes.byteLength }),
  });
  if (signed.status !== 200) return signed;
  const { uploadURL, uploadId, uploadHeaders } = captionsUploadUrlReplySchema.parse(await signed.json());
  const put = await fetch(uploadURL, { method: 'PUT', headers: { 'Content-Type': 'text/vtt', ...uploadHeaders }, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`PUT answered ${put.status}`);
  return fetch(lessonUrl, { method: 'POST', headers: jsonHeaders(siteUrl, cookie), body: JSON.stringify({ uploadId }) });
}

/** A small valid captions file of `seconds` seconds. */
export const sampleCaptions = (seconds = 20) => `WEBVTT\n\n00:00:00.000 --> 00:00:0${Math.min(seconds, 9)}.000\n<v Coach>Welcome.</v>\n`;

/** POST /api/admin/course/modules/{n}/release: now, or at `releaseAt`. */
export const releaseModule = (siteUrl: string, cookie: string, moduleNumber: number | string, releaseAt?: string) =>
  fetch(`${siteUrl}/api/admin/course/modules/${moduleNumber}/release`, {
    method: 'POST',
    headers: jsonHeaders(siteUrl, cookie),
    body: JSON.stringify(releaseAt ? { releaseAt } : {}),
  });

/** A lesson file to upload into the Course Packet (`uploadAsset`'s options; a PDF unless told). */
export type LessonFile = { fileName?: string; bytes?: Uint8Array; mimeType?: string };
type Uploaded = Awaited<ReturnType<typeof uploadAsset>>;

/**
 * Module 0 of the Course Packet released with these lessons, in the order given, as the admin sets it
 * up: each file uploaded, the module's lessons set, captions on each video (a module with an
 * uncaptioned video is not released), the module released. Answers the uploads by the same names.
 */
export async function releaseFirstModule<Name extends string>(
  siteUrl: string,
  cookie: string,
  lessons: Record<Name, LessonFile>,
): Promise<Record<Name, Uploaded>> {
  const uploads: Array<[string, Uploaded]> = [];
  for (const [name, file] of Object.entries<LessonFile>(lessons))
    uploads.push([name, await uploadAsset(siteUrl, cookie, { courseId: 'course_packet', ...file })]);
  const assets = uploads.map(([, upload]) => upload.asset);
  expect(
    (
      await setModuleLessons(
        siteUrl,
        cookie,
        0,
        assets.map((asset) => asset.id),
      )
    ).status,
  ).toBe(200);
  for (const video of assets.filter((asset) => asset.contentType === 'video')) {
    expect((await uploadCaptions(siteUrl, cookie, video.id, sampleCaptions())).status).toBe(200);
  }
  expect((await releaseModule(siteUrl, cookie, 0)).status).toBe(200);
  return Object.fromEntries(uploads) as Record<Name, Uploaded>;
}

/**
 * The Course Packet as never released: every module and lesson item removed (other test files
 * release modules too, on the same stack). Answers what was there, to put back with `restoreCourse`.
 */
export async function clearCourse(): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: config().TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.coursePartition('course_packet').PK },
      ConsistentRead: true,
    }),
  );
  for (const item of Items) await dynamoClient().send(new DeleteCommand({ TableName: config().TABLE_NAME, Key: { PK: item.PK, SK: item.SK } }));
  return Items;
}

export async function restoreCourse(items: readonly Record<string, unknown>[]): Promise<void> {
  await clearCourse();
  for (const item of items) await dynamoClient().send(new PutCommand({ TableName: config().TABLE_NAME, Item: item }));
}

/** The asset's stored item, read consistently (undefined once deleted). */
export const storedAsset = async (assetId: string) =>
  (await dynamoClient().send(new GetCommand({ TableName: 'herway', Key: keys.asset(assetId), ConsistentRead: true }))).Item;

/** The admin's asset list, as GET /api/admin/content/assets answers it. */
export async function listAssets(siteUrl: string, cookie: string): Promise<AssetsReply> {
  const response = await fetch(`${siteUrl}/api/admin/content/assets`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return assetsReplySchema.parse(await response.json());
}
