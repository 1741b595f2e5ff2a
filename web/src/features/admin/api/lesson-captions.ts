import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAPTIONS_MIME_TYPE, MAX_CAPTIONS_UPLOAD_BYTES, adminCourseReplySchema, captionsUploadUrlReplySchema } from '@herway/shared/contracts/course';
import type { AdminCourseReply } from '@herway/shared/contracts/course';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute, getErrorMessage } from '@/lib/api-client';
import { ADMIN_COURSE_QUERY_KEY } from '@/lib/query-keys';
import { putFileWithProgress } from '../lib/xhr-upload';

/**
 * A video lesson's captions (.vtt): a presigned PUT link, the file put to S3, then the server's
 * check (POST /api/admin/course/lessons/{assetId}/captions), which answers the course or why the
 * file was refused.
 */
export async function uploadLessonCaptions({ assetId, file }: { assetId: string; file: File }): Promise<AdminCourseReply> {
  if (file.size > MAX_CAPTIONS_UPLOAD_BYTES) throw new Error('The captions file is larger than 512 KB.');
  const signed = await callRoute('course/admin/create-captions-upload-url', {
    path: { assetId },
    body: { fileSize: file.size },
    schema: captionsUploadUrlReplySchema,
  });
  await putFileWithProgress(signed.uploadURL, file, CAPTIONS_MIME_TYPE, undefined, undefined, signed.uploadHeaders);
  return callRoute('course/admin/confirm-captions', { path: { assetId }, body: { uploadId: signed.uploadId }, schema: adminCourseReplySchema });
}

export function useUploadLessonCaptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLessonCaptions,
    onSuccess: (reply) => {
      queryClient.setQueryData(ADMIN_COURSE_QUERY_KEY, reply);
      toast({ title: 'Captions added', description: 'The video has its captions and transcript.' });
    },
    onError: (error) => toast({ title: 'Captions not added', description: getErrorMessage(error), variant: 'destructive' }),
  });
}
