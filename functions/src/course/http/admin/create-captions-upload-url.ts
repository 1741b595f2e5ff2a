import { randomUUID } from 'node:crypto';
import { CAPTIONS_MIME_TYPE, captionsUploadUrlBodySchema, captionsUploadUrlReplySchema, lessonPathSchema } from '@herway/shared/contracts/course';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { UPLOAD_URL_SECONDS } from '../../../content/content';
import { pendingUploadHeaders, presignPendingUpload } from '../../../content/pending-uploads';
import { captionsKeys, videoLessonFor } from '../../course-captions';

/**
 * POST /api/admin/course/lessons/{assetId}/captions/upload-url (admin): a presigned PUT (10 minutes)
 * for a video lesson's captions, at a key the server chooses beside the video, with Content-Type
 * text/vtt and the size signed and the object tagged pending (deleted by the bucket's lifecycle
 * rule unless confirmed). 404 for a file that is not a lesson of the course, 409 for one that is
 * not a video. Nothing is stored until the confirm (course-captions.ts) checks the file.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/course/lessons/{assetId}/captions/upload-url', handler: 'course/admin/create-captions-upload-url', auth: 'admin' },
  { path: lessonPathSchema, body: captionsUploadUrlBodySchema, reply: captionsUploadUrlReplySchema },
  async ({ path, body }) => {
    const lesson = await videoLessonFor(path.assetId);
    const uploadId = randomUUID();
    const uploadURL = await presignPendingUpload({
      key: captionsKeys(lesson, uploadId).key,
      contentType: CAPTIONS_MIME_TYPE,
      contentLength: body.fileSize,
      expiresInSeconds: UPLOAD_URL_SECONDS,
    });
    return { uploadURL, uploadId, expiresInSeconds: UPLOAD_URL_SECONDS, uploadHeaders: pendingUploadHeaders };
  },
);
