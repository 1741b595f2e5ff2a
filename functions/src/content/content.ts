import { courseIds } from '@herway/shared/catalog/course';
import type { CourseId } from '@herway/shared/catalog/course';
import { MAX_UPLOAD_BYTES, acceptedUploads, contentTypeForMime } from '@herway/shared/contracts/content';

// Gated course content (assets, entitlements, the upload's three steps and rules): object
// keys, the checks of a confirmed upload and who may open what. Pure: no AWS, no clock unless given.

/** The presigned PUT is valid this long: long enough to start a large upload, no longer. */
export const UPLOAD_URL_SECONDS = 10 * 60;
/** A pending upload that is never confirmed vanishes (TTL) after a day. */
export const PENDING_UPLOAD_SECONDS = 24 * 60 * 60;
/** Download links of gated content are valid five minutes. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

const MAX_STEM_LENGTH = 100;

/** The extension an accepted MIME type is stored with: 'application/pdf' → '.pdf'. */
export function extensionForMime(mimeType: string): string | undefined {
  return Object.entries(acceptedUploads).find(([, mime]) => mime === mimeType)?.[0];
}

/**
 * A file name safe in an S3 key, a URL and a Content-Disposition header: the last path segment
 * only, accents folded, anything but letters, digits, '.', '-' and '_' turned into '-', at most
 * 100 characters before the extension, and always ending in the extension of its MIME type
 * ('Module 1 Slides' sent as a PDF is stored as 'Module-1-Slides.pdf'). Never empty, never
 * starting with a dot.
 */
export function safeFileName(name: string, mimeType: string): string {
  const extension = extensionForMime(mimeType) ?? '';
  const lastSegment = (name.split(/[\\/]/).pop() ?? '').trim();
  const stem = extension && lastSegment.toLowerCase().endsWith(extension) ? lastSegment.slice(0, -extension.length) : lastSegment;
  const cleaned = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-._]+/, '')
    .slice(0, MAX_STEM_LENGTH)
    .replace(/[-._]+$/, '');
  return `${cleaned || 'file'}${extension}`;
}

/** The server-chosen object key of an upload: `content/<courseId>/<assetId>/<safe file name>`. */
export function contentObjectKey(courseId: CourseId, assetId: string, fileName: string, mimeType: string): string {
  return `content/${courseId}/${assetId}/${safeFileName(fileName, mimeType)}`;
}

/** The name a download is saved under: the (already safe) last segment of its key. */
export function downloadFileName(storagePath: string): string {
  return storagePath.split('/').pop() || 'download';
}

/** What was signed when the upload URL was handed out. */
export interface SignedUpload {
  storagePath: string;
  courseId: CourseId;
  mimeType: string;
  /** Declared at upload-url time, when the browser knew it. */
  fileSize?: number;
}

/** What the browser says it uploaded (POST /api/admin/content/confirm). */
export interface DeclaredUpload {
  storagePath: string;
  courseId: CourseId;
  mimeType: string;
  contentType: string;
  fileSize: number;
}

/** What S3 holds at the signed key, or undefined when nothing was uploaded. */
export interface UploadedObject {
  contentType: string | undefined;
  contentLength: number;
}

export const uploadProblems = {
  notSigned: 'The upload does not match the upload URL that was issued',
  notFound: 'The upload was not found',
  wrongType: "The uploaded file's type does not match",
  wrongSize: "The uploaded file's size does not match",
  tooLarge: 'The uploaded file is larger than 2 GB',
} as const;

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Why a confirmation must be refused, or undefined when the upload is exactly what was signed:
 * the same key and course, the signed MIME type (and the content type it implies), and an object
 * at the key with that Content-Type whose size is the declared one (and the signed one, when
 * signed), at most 2 GB.
 */
export function uploadProblem(signed: SignedUpload, declared: DeclaredUpload, stored: UploadedObject | undefined): string | undefined {
  if (declared.storagePath !== signed.storagePath || declared.courseId !== signed.courseId) return uploadProblems.notSigned;
  if (declared.mimeType !== signed.mimeType || declared.contentType !== contentTypeForMime(signed.mimeType)) return uploadProblems.wrongType;
  if (signed.fileSize !== undefined && declared.fileSize !== signed.fileSize) return uploadProblems.wrongSize;
  if (!stored) return uploadProblems.notFound;
  if (mediaType(stored.contentType) !== signed.mimeType) return uploadProblems.wrongType;
  if (stored.contentLength > MAX_UPLOAD_BYTES) return uploadProblems.tooLarge;
  if (stored.contentLength !== declared.fileSize) return uploadProblems.wrongSize;
  return undefined;
}

/** Materials in catalog order of their course, then oldest first (the order they were released). */
export function sortCourseMaterials<T extends { courseId: CourseId; createdAt: string; assetId: string }>(materials: readonly T[]): T[] {
  const rank = (courseId: CourseId) => courseIds.indexOf(courseId);
  return [...materials].sort((a, b) => rank(a.courseId) - rank(b.courseId) || a.createdAt.localeCompare(b.createdAt) || a.assetId.localeCompare(b.assetId));
}
