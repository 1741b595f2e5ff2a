import { adminMentorReplySchema, MENTOR_PHOTO_MAX_BYTES, MENTOR_PHOTO_TYPES, mentorPathSchema, updateMentorBodySchema } from '@herway/shared/contracts/mentors';
import type { UpdateMentorBody } from '@herway/shared/contracts/mentors';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { getMentorRecord, replaceMentor } from '../../store/mentor-repo';
import type { MentorRecord } from '../../store/mentor-repo';
import { markUploadConfirmed } from '../../../content/pending-uploads';
import { deleteObject, headObject } from '../../../content/storage';
import { config } from '../../../kernel/config';
import { badRequest, conflict, notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { logger } from '../../../kernel/logger';
import { auditEntry } from '../../../accounts/audit';
import type { AuditActor } from '../../../accounts/store/audit-repo';
import { adminMentor, forgetMentors } from '../../mentor-directory';
import { changedMentor, schedulingLinkProblem } from '../../mentors';

/** Tries of read-change-write when another admin changes her at the same moment. */
const ATTEMPTS = 3;

/** Her new photo must be her own upload, arrived, an image of an allowed type and size. */
async function checkPhoto(id: string, photoKey: string): Promise<void> {
  if (!photoKey.startsWith(`mentors/${id}/`)) throw badRequest('This photo was uploaded for another mentor.');
  const stored = await headObject(photoKey);
  if (!stored) throw badRequest('The photo has not finished uploading. Please choose it again.');
  const allowedType = (MENTOR_PHOTO_TYPES as readonly string[]).includes(stored.contentType ?? '');
  if (!allowedType || stored.contentLength > MENTOR_PHOTO_MAX_BYTES) throw badRequest('Choose a JPEG, PNG or WebP photo under 2 MB.');
  // Kept from now on: the lifecycle rule deletes only photos still tagged pending.
  await markUploadConfirmed(photoKey);
}

const actionOf = (body: UpdateMentorBody) =>
  body.photoKey !== undefined && Object.keys(body).length === 1
    ? body.photoKey
      ? 'mentor.photo-set'
      : 'mentor.photo-remove'
    : body.active === false
      ? 'mentor.deactivate'
      : body.active
        ? 'mentor.activate'
        : 'mentor.update';

/** Applies the change to her current version; undefined when another change came first (read again). */
async function applyOnce(id: string, body: UpdateMentorBody, actor: AuditActor): Promise<{ before: MentorRecord; after: MentorRecord } | undefined> {
  const before = await getMentorRecord(id);
  if (!before) throw notFound('Mentor not found');
  const now = new Date();
  const after = changedMentor(before, body, now.toISOString());
  const problem = after.active ? schedulingLinkProblem(after.schedulingUrl, config().STAGE) : undefined;
  if (problem) throw badRequest(problem);
  const audit = auditEntry(actor, { action: actionOf(body), targetType: 'mentor', targetId: id, before, after }, now);
  return (await replaceMentor(before, after, audit)) ? { before, after } : undefined;
}

/**
 * PATCH /api/admin/mentors/{id} (admin): her details, on or off the site, her place, or her photo,
 * with its audit entry in the same transaction. On prod she goes on the site only with a real
 * scheduling link (docs/decisions/mentors-are-data.md). A replaced photo's file is deleted afterwards.
 */
export const handler = adminHttpHandler(
  'bookings/admin/update-mentor',
  { path: mentorPathSchema, body: updateMentorBodySchema, reply: adminMentorReplySchema },
  async ({ path, body, user }) => {
    if (body.photoKey) await checkPhoto(path.id, body.photoKey);
    const actor = await auditActorOf(user);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const changed = await applyOnce(path.id, body, actor);
      if (!changed) continue;
      forgetMentors();
      const oldPhoto = changed.before.photoKey;
      if (oldPhoto && oldPhoto !== changed.after.photoKey)
        await deleteObject(oldPhoto).catch((error: unknown) => logger.warn('Old mentor photo not deleted', { key: oldPhoto, error: error as Error }));
      return { mentor: await adminMentor(changed.after) };
    }
    throw conflict('Someone else changed this mentor at the same moment. Please reload and try again.');
  },
);
