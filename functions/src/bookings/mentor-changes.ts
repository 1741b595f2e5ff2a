import { MENTOR_PHOTO_MAX_BYTES, MENTOR_PHOTO_TYPES } from '@herway/shared/contracts/mentors';
import type { UpdateMentorBody } from '@herway/shared/contracts/mentors';
import type { AuditActor } from '../accounts/store/audit-repo';
import { auditEntry } from '../accounts/audit';
import { markUploadConfirmed } from '../content/pending-uploads';
import { deleteObject, headObject } from '../content/storage';
import { config } from '../kernel/config';
import { Conflict, InvalidInput, NotFound } from '../kernel/domain-errors';
import { logger } from '../kernel/logger';
import { forgetMentors } from './mentor-directory';
import { changedMentor, schedulingLinkProblem } from './mentors';
import { getMentorRecord, replaceMentor } from './store/mentor-repo';
import type { MentorRecord } from './store/mentor-repo';

// An admin's change to a mentor (docs/decisions/mentors-are-data.md): her details, on or off the
// site, her place, or her photo, audited in the same transaction as the change.

/** Tries of read-change-write when another admin changes her at the same moment. */
const ATTEMPTS = 3;

/** Her new photo must be her own upload, arrived, an image of an allowed type and size. */
async function checkPhoto(id: string, photoKey: string): Promise<void> {
  if (!photoKey.startsWith(`mentors/${id}/`)) throw new InvalidInput('This photo was uploaded for another mentor.');
  const stored = await headObject(photoKey);
  if (!stored) throw new InvalidInput('The photo has not finished uploading. Please choose it again.');
  const allowedType = (MENTOR_PHOTO_TYPES as readonly string[]).includes(stored.contentType ?? '');
  if (!allowedType || stored.contentLength > MENTOR_PHOTO_MAX_BYTES) throw new InvalidInput('Choose a JPEG, PNG or WebP photo under 2 MB.');
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
  if (!before) throw new NotFound('Mentor not found');
  const now = new Date();
  const after = changedMentor(before, body, now.toISOString());
  const problem = after.active ? schedulingLinkProblem(after.schedulingUrl, config().STAGE) : undefined;
  if (problem) throw new InvalidInput(problem);
  const audit = auditEntry(actor, { action: actionOf(body), targetType: 'mentor', targetId: id, before, after }, now);
  return (await replaceMentor(before, after, audit)) ? { before, after } : undefined;
}

/**
 * Changes a mentor as the admin asked, over her current version (read again when another admin
 * changed her meanwhile). On prod she goes on the site only with a real scheduling link. A
 * replaced photo's file is deleted afterwards. Answers her as stored.
 */
export async function changeMentor(id: string, body: UpdateMentorBody, actor: AuditActor): Promise<MentorRecord> {
  if (body.photoKey) await checkPhoto(id, body.photoKey);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const changed = await applyOnce(id, body, actor);
    if (!changed) continue;
    forgetMentors();
    const oldPhoto = changed.before.photoKey;
    if (oldPhoto && oldPhoto !== changed.after.photoKey)
      await deleteObject(oldPhoto).catch((error: unknown) => logger.warn('Old mentor photo not deleted', { key: oldPhoto, error: error as Error }));
    return changed.after;
  }
  throw new Conflict('Someone else changed this mentor at the same moment. Please reload and try again.');
}
