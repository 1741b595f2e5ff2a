import * as z from '../zod';
import { contentTypeSchema } from './content';
import { idSchema, timestampSchema } from './common';
import { lessonPointerSchema } from './course-progress';

// The Course Packet as a course (docs/course-player.md): modules 0-8 of the catalog, each holding ordered
// lessons (uploaded assets), released by an admin now or on a date; the athlete's player reads
// the course and her progress, asks a short-lived link per lesson and saves where she stopped.

/** A module number in a path: '0' to '8'. */
export const moduleNumberParamSchema = z.enum(['0', '1', '2', '3', '4', '5', '6', '7', '8'], {
  error: 'There is no such module: the modules are numbered 0 to 8',
});

/** Her progress on one lesson: where she stopped (seconds into a video; 0 for a file) and whether it is done. */
export const lessonProgressSchema = z.object({
  positionSeconds: z.number().check(z.nonnegative()),
  completed: z.boolean(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const courseLessonSchema = z.object({
  assetId: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  contentType: contentTypeSchema,
  fileSize: z.number().check(z.int(), z.nonnegative()),
  progress: lessonProgressSchema,
  /** A video's captions (WebVTT): a 20-minute GET link, as long as the video's own link. */
  captions: z.optional(z.object({ url: z.url() })),
  /** The same captions as text (cue texts in order, without tags): a 20-minute link that downloads a .txt. */
  transcript: z.optional(z.object({ url: z.url(), fileName: z.string() })),
});
export type CourseLesson = z.infer<typeof courseLessonSchema>;

export const moduleStateSchema = z.enum(['released', 'upcoming']);

export const playerModuleSchema = z.object({
  number: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
  state: moduleStateSchema,
  /** When an upcoming module is due, if an admin set a date. */
  releaseAt: z.nullable(timestampSchema),
  /** Only a released module shows its lessons. */
  lessons: z.array(courseLessonSchema),
  completedLessons: z.number().check(z.int(), z.nonnegative()),
});
export type PlayerModule = z.infer<typeof playerModuleSchema>;

export { courseProgressSummarySchema, lessonPointerSchema, type CourseProgressSummary, type LessonPointer } from './course-progress';

/** GET /api/course (athlete, entitled): the modules, their lessons and her progress. */
export const courseReplySchema = z.object({
  modules: z.array(playerModuleSchema),
  /** Each of the nine modules weighs a ninth; a module counts the share of its lessons she completed. */
  percentComplete: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  next: z.nullable(lessonPointerSchema),
  /** The lesson she opened last. */
  lastLesson: z.nullable(lessonPointerSchema),
});
export type CourseReply = z.infer<typeof courseReplySchema>;

export const lessonPathSchema = z.object({ assetId: idSchema });

/** The longest position accepted: a day, far past any lesson. */
export const MAX_POSITION_SECONDS = 24 * 60 * 60;

/** PUT /api/course/progress/{assetId} */
export const saveProgressBodySchema = z.object({
  positionSeconds: z
    .number({ error: 'The position must be a number of seconds' })
    .check(z.nonnegative('The position cannot be negative'), z.maximum(MAX_POSITION_SECONDS, 'The position is longer than any lesson')),
  completed: z.optional(z.boolean({ error: 'Completed must be true or false' })),
});
export type SaveProgressBody = z.infer<typeof saveProgressBodySchema>;
export const saveProgressReplySchema = z.object({ assetId: z.string(), progress: lessonProgressSchema });
export type SaveProgressReply = z.infer<typeof saveProgressReplySchema>;

/** GET /api/course/lessons/{assetId}/link: a short-lived link that plays (video) or shows (PDF) the lesson in the browser. */
export const lessonLinkReplySchema = z.object({
  url: z.url(),
  expiresInSeconds: z.number().check(z.int(), z.positive()),
  contentType: contentTypeSchema,
  mimeType: z.string(),
});
export type LessonLinkReply = z.infer<typeof lessonLinkReplySchema>;

export const adminLessonSchema = z.object({
  assetId: z.string(),
  title: z.string(),
  contentType: contentTypeSchema,
  fileSize: z.number(),
  isActive: z.boolean(),
  /** A video's captions, by their number of cues; null while a video has none (it cannot be released then). */
  captionsCueCount: z.nullable(z.number()),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const adminModuleSchema = z.object({
  number: z.number(),
  title: z.string(),
  /** released: open now; scheduled: opens at releaseAt; draft: not released. */
  state: z.enum(['released', 'scheduled', 'draft']),
  releaseAt: z.nullable(timestampSchema),
  lessons: z.array(adminLessonSchema),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

/** GET /api/admin/course and the replies of the admin's changes to it. */
export const adminCourseReplySchema = z.object({ modules: z.array(adminModuleSchema) });
export type AdminCourseReply = z.infer<typeof adminCourseReplySchema>;

export const modulePathSchema = z.object({ moduleNumber: moduleNumberParamSchema });

export const MAX_LESSONS_PER_MODULE = 30;

/** PUT /api/admin/course/modules/{moduleNumber}/lessons: the module's lessons, in order (attach, reorder and remove in one). */
export const setModuleLessonsBodySchema = z.object({
  assetIds: z.array(idSchema).check(
    z.maxLength(MAX_LESSONS_PER_MODULE, `A module holds at most ${MAX_LESSONS_PER_MODULE} lessons`),
    z.refine((ids) => new Set(ids).size === ids.length, 'A file can be in the list only once'),
  ),
});

/** POST /api/admin/course/modules/{moduleNumber}/release: now, or on a later date. */
export const releaseModuleBodySchema = z.object({ releaseAt: z.optional(z.iso.datetime({ offset: true, error: 'The release date is not a date' })) });

/** The captions file's MIME type, signed into its upload. */
export const CAPTIONS_MIME_TYPE = 'text/vtt';
/** The largest captions file accepted (the server checks the stored file too). */
export const MAX_CAPTIONS_UPLOAD_BYTES = 512 * 1024;

/** POST /api/admin/course/lessons/{assetId}/captions/upload-url: a PUT link for one video lesson's captions (.vtt). */
export const captionsUploadUrlBodySchema = z.object({
  fileSize: z
    .number({ error: 'The size of the captions file is missing' })
    .check(z.int(), z.positive('The captions file is empty'), z.maximum(MAX_CAPTIONS_UPLOAD_BYTES, 'The captions file is larger than 512 KB')),
});
export const captionsUploadUrlReplySchema = z.object({
  uploadURL: z.url(),
  uploadId: z.string(),
  expiresInSeconds: z.number().check(z.int(), z.positive()),
  /** Headers the PUT must send exactly as signed (with Content-Type text/vtt). */
  uploadHeaders: z.record(z.string(), z.string()),
});
export type CaptionsUploadUrlReply = z.infer<typeof captionsUploadUrlReplySchema>;

/** POST /api/admin/course/lessons/{assetId}/captions: checks the uploaded file and makes it the video's captions. */
export const confirmCaptionsBodySchema = z.object({ uploadId: z.uuid({ error: 'This captions upload is unknown. Please upload the file again.' }) });
