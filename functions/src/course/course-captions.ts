import { coursePacket } from '@herway/shared/catalog/course';
import type { AuditActor } from '../accounts/store/audit-repo';
import { auditEntry } from '../accounts/audit';
import { Conflict, InvalidInput, NotFound } from '../kernel/domain-errors';
import { logger } from '../kernel/logger';
import { markUploadConfirmed } from '../content/pending-uploads';
import { deleteObject, headObject, putObject, readObjectBytes } from '../content/storage';
import { catalogModule } from './course';
import { readCourse, setLessonCaptions } from './store/course-repo';
import type { LessonRecord } from './store/course-repo';
import { MAX_CAPTIONS_BYTES, checkCaptions, transcriptOf } from './webvtt';

// A video lesson's captions (docs/course-player.md): uploaded by an admin as a presigned PUT beside
// the video, then read back and checked before the lesson records them.

export const NOT_A_VIDEO_LESSON = 'This file is not a lesson of the Course Packet. Add the video to a module first, then its captions.';

/** The captions' key and its transcript's, beside the video: `content/<courseId>/<assetId>/captions-<uploadId>.vtt`. */
export function captionsKeys(lesson: LessonRecord, uploadId: string): { key: string; transcriptKey: string } {
  const folder = lesson.storagePath.slice(0, lesson.storagePath.lastIndexOf('/') + 1);
  return { key: `${folder}captions-${uploadId}.vtt`, transcriptKey: `${folder}captions-${uploadId}.txt` };
}

/**
 * No video length is stored with a lesson, so a cue may run to the end of the module's length in
 * the catalog (the longest its video can be: a module is at most 15 minutes, and a lesson's link
 * lasts 20 for that reason).
 */
export function videoLengthBound(lesson: LessonRecord): number {
  return catalogModule(lesson.moduleNumber).durationMinutes * 60;
}

/** The video lesson the captions are for: a lesson of the course (404 otherwise) that is a video (409 otherwise). */
export async function videoLessonFor(assetId: string): Promise<LessonRecord> {
  const course = await readCourse(coursePacket.courseId, { consistent: true });
  const lesson = course.lessons.find((candidate) => candidate.assetId === assetId);
  if (!lesson) throw new NotFound(NOT_A_VIDEO_LESSON);
  if (lesson.contentType !== 'video') throw new Conflict(`'${lesson.title}' is not a video: captions go with videos only.`);
  return lesson;
}

/** Deletes the refused upload and says why; only ever the key the server chose. */
async function refuse(key: string, problem: string): Promise<never> {
  await deleteObject(key);
  logger.info('Captions refused', { key, problem });
  throw new InvalidInput(`${problem} Fix the file and upload it again.`);
}

/**
 * Checks the uploaded captions (checkCaptions: WebVTT, UTF-8, timings within the video, 512 KB),
 * stores their transcript beside them and records both on the lesson, audited. A bad file is
 * deleted and refused with the reason; the captions they replace are deleted.
 */
export async function confirmCaptions(assetId: string, uploadId: string, actor: AuditActor, now: Date): Promise<void> {
  const lesson = await videoLessonFor(assetId);
  const { key, transcriptKey } = captionsKeys(lesson, uploadId);
  const head = await headObject(key);
  if (!head) throw new InvalidInput('The captions file was not uploaded, or its upload expired. Please upload it again.');
  if (head.contentLength > MAX_CAPTIONS_BYTES) return refuse(key, 'The captions file is larger than 512 KB.');
  const check = checkCaptions((await readObjectBytes(key)) ?? new Uint8Array(), videoLengthBound(lesson));
  if (!check.ok) return refuse(key, check.problem);

  await putObject({ key: transcriptKey, body: transcriptOf(check.cues), contentType: 'text/plain; charset=utf-8' });
  await markUploadConfirmed(key);
  const captions = { key, transcriptKey, cueCount: check.cues.length };
  const audit = auditEntry(
    actor,
    { action: 'course-lesson.captions', targetType: 'asset', targetId: assetId, before: { captions: lesson.captions ?? null }, after: { captions } },
    now,
  );
  if (!(await setLessonCaptions(coursePacket.courseId, assetId, captions, audit))) throw new NotFound(NOT_A_VIDEO_LESSON);
  if (lesson.captions && lesson.captions.key !== key) await Promise.all([deleteObject(lesson.captions.key), deleteObject(lesson.captions.transcriptKey)]);
}
