import * as z from '../zod';
import { timestampSchema } from './common';
import { mentorIdSchema } from './mentor-id';

// The mentors (docs/decisions/mentors-are-data.md): data the founders edit in /admin, never placeholders in code.
// GET /api/mentors gives the site the active ones; the admin API edits them.

export { mentorIdSchema } from './mentor-id';

const text = (what: string, max: number) =>
  z.string({ error: `Enter ${what}.` }).check(z.trim(), z.minLength(1, `Enter ${what}.`), z.maxLength(max, `Keep ${what} under ${max} characters.`));

/** Her booking page: an https link (Calendly on every stage but local). */
export const schedulingUrlSchema = z
  .string({ error: 'Enter her scheduling link.' })
  .check(
    z.trim(),
    z.minLength(1, 'Enter her scheduling link.'),
    z.url({ protocol: /^https$/, error: 'Enter her scheduling link as a full https:// address.' }),
    z.maxLength(500, 'Keep the scheduling link under 500 characters.'),
  );

/** A mentor as the site shows her. */
export const publicMentorSchema = z.object({
  id: mentorIdSchema,
  name: z.string(),
  /** Shown when there is no photo, or it fails to load. */
  initials: z.string(),
  sport: z.string(),
  school: z.string(),
  specialty: z.string(),
  bio: z.string(),
  /** Every paid session is 60 minutes, with either mentor. */
  sessionMinutes: z.number().check(z.int(), z.positive()),
  schedulingUrl: z.url(),
  /** A short-lived link to her photo, or null for her initials. */
  photoUrl: z.nullable(z.url()),
});
export type PublicMentor = z.infer<typeof publicMentorSchema>;

/** GET /api/mentors (public): the active mentors, in the founders' order. */
export const mentorsReplySchema = z.object({ mentors: z.array(publicMentorSchema) });
export type MentorsReply = z.infer<typeof mentorsReplySchema>;

/** A mentor as the admin edits her. */
export const adminMentorSchema = z.object({
  ...publicMentorSchema.shape,
  active: z.boolean(),
  position: z.number().check(z.int(), z.nonnegative()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type AdminMentor = z.infer<typeof adminMentorSchema>;

export const adminMentorsReplySchema = z.object({ mentors: z.array(adminMentorSchema) });
export type AdminMentorsReply = z.infer<typeof adminMentorsReplySchema>;
export const adminMentorReplySchema = z.object({ mentor: adminMentorSchema });
export type AdminMentorReply = z.infer<typeof adminMentorReplySchema>;

const mentorFields = {
  name: text('her name', 80),
  sport: text('her sport', 60),
  school: text('her school', 120),
  specialty: text('her specialty', 200),
  bio: text('a short bio', 1200),
  schedulingUrl: schedulingUrlSchema,
};

/** POST /api/admin/mentors */
export const createMentorBodySchema = z.object({ ...mentorFields, active: z._default(z.boolean(), false) });
export type CreateMentorBody = z.input<typeof createMentorBodySchema>;

export const MENTOR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MENTOR_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** PATCH /api/admin/mentors/{id}: any of her fields, on or off the site, her place, or her photo (an uploaded key, or null to remove it). */
export const updateMentorBodySchema = z
  .object({
    ...(Object.fromEntries(Object.entries(mentorFields).map(([name, schema]) => [name, z.optional(schema)])) as {
      [K in keyof typeof mentorFields]: z.ZodMiniOptional<(typeof mentorFields)[K]>;
    }),
    active: z.optional(z.boolean()),
    position: z.optional(z.number().check(z.int(), z.minimum(0, 'Choose a place from 0.'), z.maximum(99, 'Choose a place up to 99.'))),
    photoKey: z.optional(
      z.nullable(z.string().check(z.regex(/^mentors\/[a-z0-9-]+\/[0-9a-f-]{36}\.(jpg|png|webp)$/, 'This photo upload is not one of ours.'))),
    ),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, 'Change at least one thing.'));
export type UpdateMentorBody = z.input<typeof updateMentorBodySchema>;

export const mentorPathSchema = z.object({ id: mentorIdSchema });

/** POST /api/admin/mentors/{id}/photo-url: where the browser PUTs her photo. */
export const mentorPhotoUrlBodySchema = z.object({
  contentType: z.enum(MENTOR_PHOTO_TYPES, { error: 'Choose a JPEG, PNG or WebP photo.' }),
  fileSize: z
    .number({ error: 'The photo size is missing.' })
    .check(z.int(), z.positive('The photo is empty.'), z.maximum(MENTOR_PHOTO_MAX_BYTES, 'Choose a photo under 2 MB.')),
});
/** `uploadHeaders`: sent with the PUT exactly as given (they are signed: the upload's pending tag). */
export const mentorPhotoUrlReplySchema = z.object({ uploadUrl: z.url(), photoKey: z.string(), uploadHeaders: z.record(z.string(), z.string()) });
export type MentorPhotoUrlReply = z.infer<typeof mentorPhotoUrlReplySchema>;
