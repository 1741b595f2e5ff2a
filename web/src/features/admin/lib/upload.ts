import { type CourseId } from '@herway/shared/catalog/course';
import { courseIdSchema } from '@herway/shared/catalog/course-id-schema';
import { acceptedMimeTypes, acceptedUploads, contentTypeForMime, type ContentType } from '@herway/shared/contracts/content';

/** The file input's `accept`: the extensions uploads accept (docs/product-rules.md#forms-and-their-messages). */
export const ACCEPTED_EXTENSIONS = Object.keys(acceptedUploads).join(',');

export const MISSING_UPLOAD_FIELDS = 'Please fill in all required fields and select a file';
export const UNSUPPORTED_FILE = 'Accepted types: .pdf, .mp4, .mov, .avi, .doc, .docx';

/**
 * The MIME type an upload is sent (and signed) with: the browser's when it is one we accept,
 * else the one of the file's extension (browsers differ on .avi and .docx, and sometimes send
 * none). Undefined for a file we do not accept.
 */
export function uploadMimeType(file: { name: string; type: string }): string | undefined {
  if (acceptedMimeTypes.includes(file.type)) return file.type;
  const name = file.name.toLowerCase();
  const match = Object.entries(acceptedUploads).find(([extension]) => name.endsWith(extension));
  return match?.[1];
}

/** The file name field's suggestion for a picked file: its name without the extension. */
export function suggestedFileName(file: { name: string }): string {
  const dot = file.name.lastIndexOf('.');
  return (dot > 0 ? file.name.slice(0, dot) : file.name).trim();
}

export type UploadFormValues = {
  file: File | null;
  fileName: string;
  courseId: string;
  description: string;
};

export type ValidUpload = {
  file: File;
  fileName: string;
  courseId: CourseId;
  description?: string;
  mimeType: string;
  /** pdf, video or document, from the MIME type. */
  contentType: ContentType;
};

/** An upload: a file, a file name and a course are required; the description is optional. */
export function validateUpload(values: UploadFormValues): { ok: true; upload: ValidUpload } | { ok: false; message: string } {
  const fileName = values.fileName.trim();
  const course = courseIdSchema.safeParse(values.courseId);
  if (!values.file || !fileName || !course.success) return { ok: false, message: MISSING_UPLOAD_FIELDS };
  const mimeType = uploadMimeType(values.file);
  if (!mimeType) return { ok: false, message: UNSUPPORTED_FILE };
  const description = values.description.trim();
  return {
    ok: true,
    upload: {
      file: values.file,
      fileName,
      courseId: course.data,
      ...(description ? { description } : {}),
      mimeType,
      contentType: contentTypeForMime(mimeType),
    },
  };
}
