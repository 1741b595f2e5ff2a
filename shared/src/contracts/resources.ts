import { z } from 'zod';

/** GET /api/download/{downloadKey}: an unknown key is a 404 from the handler, not a 400. */
export const downloadPathSchema = z.object({ downloadKey: z.string().trim().min(1).max(100) });

const downloadFileSchema = z.object({ url: z.url(), filename: z.string() });

/** SPEC §3 "Download response": one presigned URL, or several for a multi-file resource. */
export const downloadReplySchema = z.object({
  success: z.literal(true),
  downloadUrl: z.url().optional(),
  filename: z.string(),
  multipleFiles: z.array(downloadFileSchema).optional(),
  message: z.string(),
});
export type DownloadReply = z.infer<typeof downloadReplySchema>;
