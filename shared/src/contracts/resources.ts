import * as z from '../zod';

/** GET /api/download/{downloadKey}: an unknown key is a 404 from the handler, not a 400. */
export const downloadPathSchema = z.object({ downloadKey: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });

const downloadFileSchema = z.object({ url: z.url(), filename: z.string() });

/** A free resource's download: one presigned URL, or several for a multi-file resource. */
export const downloadReplySchema = z.object({
  success: z.literal(true),
  downloadUrl: z.optional(z.url()),
  filename: z.string(),
  multipleFiles: z.optional(z.array(downloadFileSchema)),
  message: z.string(),
});
export type DownloadReply = z.infer<typeof downloadReplySchema>;
