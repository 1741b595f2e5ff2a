import * as z from '../zod';
import { courseIdSchema } from '../catalog/course-id-schema';
import { idSchema, timestampSchema } from './common';
import { contentTypeSchema } from './content-type';
import type { ContentType } from './content-type';

export { contentTypeSchema, type ContentType } from './content-type';

/** Uploads: the accepted extensions and the MIME type each must be sent with. */
export const acceptedUploads = {
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const acceptedMimeTypes = Object.values(acceptedUploads) as [string, ...string[]];
export const uploadMimeTypeSchema = z.enum(acceptedMimeTypes, { error: 'Accepted types: .pdf, .mp4, .mov, .avi, .doc, .docx' });

/** Content type from the MIME type: video, pdf, else document. */
export function contentTypeForMime(mimeType: string): ContentType {
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType === 'application/pdf') return 'pdf';
  return 'document';
}

/** Default ceiling of an upload's size: 2 GB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

const fileNameSchema = z.string().check(z.trim(), z.minLength(1, 'Please fill in all required fields and select a file'), z.maxLength(255));

/** POST /api/admin/content/upload-url */
export const uploadUrlBodySchema = z.object({
  fileName: fileNameSchema,
  contentType: uploadMimeTypeSchema,
  courseId: courseIdSchema,
  fileSize: z.optional(z.number().check(z.int(), z.positive(), z.maximum(MAX_UPLOAD_BYTES, 'The file is larger than 2 GB'))),
});
/**
 * The PUT URL is signed for the server-chosen key `content/<courseId>/<assetId>/<safe name>` and
 * the Content-Type asked for (and the size, when `fileSize` was sent): the browser must PUT with
 * exactly that Content-Type header, within `expiresInSeconds`.
 */
export const uploadUrlReplySchema = z.object({
  uploadURL: z.url(),
  assetId: z.string(),
  storagePath: z.string(),
  expiresInSeconds: z.number().check(z.int(), z.positive()),
  /**
   * Headers the PUT must also send exactly (signed): the tag that marks the object pending until
   * it is confirmed; an upload never confirmed is deleted by the bucket's lifecycle rule.
   */
  uploadHeaders: z.record(z.string(), z.string()),
});
export type UploadUrlReply = z.infer<typeof uploadUrlReplySchema>;

/** POST /api/admin/content/confirm */
export const confirmUploadBodySchema = z.object({
  assetId: idSchema,
  fileName: fileNameSchema,
  originalName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  contentType: contentTypeSchema,
  mimeType: uploadMimeTypeSchema,
  fileSize: z.number().check(z.int(), z.positive(), z.maximum(MAX_UPLOAD_BYTES)),
  storagePath: z.string().check(z.minLength(1), z.maxLength(1024)),
  courseId: courseIdSchema,
  description: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export type ConfirmUploadBody = z.input<typeof confirmUploadBodySchema>;

export const assetSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  fileName: z.string(),
  originalName: z.string(),
  contentType: contentTypeSchema,
  mimeType: z.string(),
  fileSize: z.number().check(z.int(), z.nonnegative()),
  storagePath: z.string(),
  courseId: courseIdSchema,
  description: z.optional(z.string()),
  isActive: z.boolean(),
  uploadedBy: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Asset = z.infer<typeof assetSchema>;

/** POST /api/admin/content/confirm and PATCH /api/admin/content/assets/{assetId}. */
export const assetReplySchema = z.object({ asset: assetSchema });
export type AssetReply = z.infer<typeof assetReplySchema>;

export const accessLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  assetId: z.optional(z.string()),
  action: z.string(),
  accessedAt: timestampSchema,
});

/** GET /api/admin/content/assets: the assets, their view counts and recent access. */
export const assetsReplySchema = z.object({
  assets: z.array(assetSchema),
  totalAssets: z.number().check(z.int(), z.nonnegative()),
  totalAccesses: z.number().check(z.int(), z.nonnegative()),
  recentAccesses: z.array(accessLogSchema),
});
export type AssetsReply = z.infer<typeof assetsReplySchema>;

/** PATCH /api/admin/content/assets/{assetId}: the Active/Inactive toggle. */
export const assetPathSchema = z.object({ assetId: idSchema });
export const updateAssetBodySchema = z.object({ isActive: z.boolean() });

/** GET /api/course/release (public): whether the Course Packet has released content; if not, it is a pre-order (docs/decisions/course-pre-order.md). */
export const courseReleaseReplySchema = z.object({ released: z.boolean() });
export type CourseReleaseReply = z.infer<typeof courseReleaseReplySchema>;

/** GET /api/content/{assetId}/download */
export const contentDownloadReplySchema = z.object({
  success: z.literal(true),
  downloadUrl: z.url(),
  filename: z.string(),
  message: z.string(),
});
export type ContentDownloadReply = z.infer<typeof contentDownloadReplySchema>;
