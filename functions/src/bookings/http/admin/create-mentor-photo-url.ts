import { randomUUID } from 'node:crypto';
import { mentorPathSchema, mentorPhotoUrlBodySchema, mentorPhotoUrlReplySchema } from '@herway/shared/contracts/mentors';
import { getMentorRecord } from '../../store/mentor-repo';
import { pendingUploadHeaders, presignPendingUpload } from '../../../content/pending-uploads';
import { notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * POST /api/admin/mentors/{id}/photo-url (admin): a 5-minute link the browser PUTs her photo to,
 * with its type and size signed, tagged pending (a photo never set is deleted by the bucket's
 * lifecycle rule); PATCH /api/admin/mentors/{id} with the key then puts it on her card.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/mentors/{id}/photo-url', handler: 'bookings/admin/create-mentor-photo-url', auth: 'admin' },
  { path: mentorPathSchema, body: mentorPhotoUrlBodySchema, reply: mentorPhotoUrlReplySchema },
  async ({ path, body }) => {
    if (!(await getMentorRecord(path.id))) throw notFound('Mentor not found');
    const photoKey = `mentors/${path.id}/${randomUUID()}.${EXTENSIONS[body.contentType]}`;
    const uploadUrl = await presignPendingUpload({ key: photoKey, contentType: body.contentType, contentLength: body.fileSize, expiresInSeconds: 300 });
    return { uploadUrl, photoKey, uploadHeaders: { ...pendingUploadHeaders } };
  },
);
